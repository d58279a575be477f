import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  collectionProducts,
  collectionSaves,
  collections,
  productBrands,
  productLikes,
  products,
  searchHistory,
  users,
} from '../../db/schema/index.ts';
import { isPublicCollection, isPublicProduct } from '../../db/visibility.ts';

/** Today in UTC, by the database's clock: the day a search is counted on. */
const today = sql`(now() at time zone 'UTC')::date`;

export interface TrendingWindow {
  /** Searches of the last this many days, today included. */
  days: number;
  /** Searched by at least this many people. */
  minPeople: number;
  limit: number;
}

export function createTrendingRepository(db: Db) {
  return {
    /**
     * Counts the search for its person today, from `network` (lib/networks.ts); a second one the same day
     * changes nothing.
     */
    async record(userId: string, query: string, network: string): Promise<void> {
      await db
        .insert(searchHistory)
        .values({ day: sql`${today}`, query, userId, network })
        .onConflictDoNothing();
    },

    /**
     * The queries searched by people with a verified email from the most networks in the window (a network
     * once, however many people and days; a row from before networks were recorded as its person), then the
     * most person-days, then alphabetically; never a count or a person.
     */
    async trendingQueries({ days, minPeople, limit }: TrendingWindow): Promise<string[]> {
      const people = sql`count(distinct coalesce(${searchHistory.network}, ${searchHistory.userId}::text))`;
      const rows = await db
        .select({ query: searchHistory.query })
        .from(searchHistory)
        .innerJoin(users, eq(users.id, searchHistory.userId))
        .where(and(sql`${searchHistory.day} > ${today} - ${days}::int`, isNotNull(users.emailVerifiedAt)))
        .groupBy(searchHistory.query)
        .having(sql`${people} >= ${minPeople}`)
        .orderBy(sql`${people} desc`, sql`count(*) desc`, searchHistory.query)
        .limit(limit);
      return rows.map(({ query }) => query);
    },

    /**
     * Brands the most people liked a product of, or saved a public collection holding one of, in the last
     * `days` days, counting only products anyone may see; each with the picture of its product liked and
     * saved the most.
     */
    async popularBrands(days: number, limit: number) {
      const since = sql`now() - make_interval(days => ${days}::int)`;
      const liked = db
        .select({ userId: productLikes.userId, productId: products.id })
        .from(productLikes)
        .innerJoin(products, sql`${products.id} = ${productLikes.productId}`)
        .where(and(sql`${productLikes.createdAt} > ${since}`, isPublicProduct()));
      const saved = db
        .select({ userId: collectionSaves.userId, productId: products.id })
        .from(collectionSaves)
        .innerJoin(collections, sql`${collections.id} = ${collectionSaves.collectionId}`)
        .innerJoin(collectionProducts, sql`${collectionProducts.collectionId} = ${collections.id}`)
        .innerJoin(products, sql`${products.id} = ${collectionProducts.productId}`)
        .where(and(sql`${collectionSaves.createdAt} > ${since}`, isPublicCollection(), isPublicProduct()));
      const recent = liked.union(saved).as('recent');
      return db
        .select({
          name: productBrands.name,
          imageUrl: sql<string | null>`mode() within group (order by ${products.images} -> 0 ->> 'url')`,
        })
        .from(recent)
        .innerJoin(products, sql`${products.id} = ${recent.productId}`)
        .innerJoin(productBrands, sql`${productBrands.key} = lower(${products.brand})`)
        .groupBy(productBrands.key, productBrands.name)
        .orderBy(sql`count(distinct ${recent.userId}) desc`, productBrands.key)
        .limit(limit);
    },

    /** Drops days older than trending reads: searches are kept no longer than they are used. */
    async prune(keepDays: number): Promise<void> {
      await db.delete(searchHistory).where(sql`${searchHistory.day} <= ${today} - ${keepDays}::int`);
    },
  };
}

export type TrendingRepository = ReturnType<typeof createTrendingRepository>;
