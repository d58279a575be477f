import type { Currency } from '@stylebook/contracts';
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  collectionProducts,
  collections,
  pricePages,
  pricePoints,
  priceReadBudget,
  priceWatches,
  products,
  storeHosts,
} from '../../db/schema/index.ts';
import { isNotSuspended, isProductVisibleTo } from '../../db/visibility.ts';
import type { PriceReading } from './price-rules.ts';

export type StoreHostRow = typeof storeHosts.$inferSelect;
export type PricePageRow = typeof pricePages.$inferSelect;
export type PricePointRow = typeof pricePoints.$inferSelect;

/**
 * Whether `userId` watches the product in `productColumn`: their explicit choice when they made one, else
 * whether the product is in one of their own collections (the default, docs/product.md §13).
 */
const watchedBy = (userId: string, productColumn: AnyPgColumn): SQL => sql`coalesce(
  (select ${priceWatches.watching} from ${priceWatches}
   where ${priceWatches.userId} = ${userId} and ${priceWatches.productId} = ${productColumn}),
  exists (select 1 from ${collectionProducts}
          join ${collections} on ${collections.id} = ${collectionProducts.collectionId}
          where ${collectionProducts.productId} = ${productColumn} and ${collections.ownerId} = ${userId})
)`;

/** Someone watches a copy of the page in `price_pages`: explicitly, or by default through a collection. */
const isWatchedPage = (): SQL => sql`exists (
  select 1 from ${products}
  where ${products.canonicalUrl} = ${pricePages.canonicalUrl}
    and (exists (select 1 from ${priceWatches}
                 where ${priceWatches.productId} = ${products.id} and ${priceWatches.watching})
      or exists (select 1 from ${collectionProducts}
                 join ${collections} on ${collections.id} = ${collectionProducts.collectionId}
                 where ${collectionProducts.productId} = ${products.id}
                   and not exists (select 1 from ${priceWatches}
                                   where ${priceWatches.productId} = ${products.id}
                                     and ${priceWatches.userId} = ${collections.ownerId})))
)`;

/** A page the job may read now, with its store, locked for the caller's transaction. */
export interface DuePage {
  canonicalUrl: string;
  pageFailures: number;
  host: StoreHostRow;
}

export function createPricesRepository(db: Db) {
  return {
    /**
     * Locks the page due longest whose store may be asked now (spacing passed, not blocked) and that someone
     * watches, skipping pages and stores another process holds and the pages in `skip`.
     */
    async lockNextDue(tx: Db, now: Date, skip: string[]): Promise<DuePage | undefined> {
      const [row] = await tx
        .select({
          canonicalUrl: pricePages.canonicalUrl,
          pageFailures: pricePages.failures,
          host: storeHosts,
        })
        .from(pricePages)
        .innerJoin(storeHosts, eq(storeHosts.origin, pricePages.origin))
        .where(
          and(
            lte(pricePages.nextReadAt, now),
            lte(storeHosts.nextFetchAt, now),
            or(isNull(storeHosts.blockedUntil), lte(storeHosts.blockedUntil, now)),
            skip.length > 0 ? notInArray(pricePages.canonicalUrl, skip) : undefined,
            isWatchedPage(),
          ),
        )
        .orderBy(asc(pricePages.nextReadAt))
        .limit(1)
        .for('update', { of: [pricePages, storeHosts], skipLocked: true });
      return row;
    },

    /**
     * Moves due pages nobody watches out of the due range until `until`, so lockNextDue, which walks due
     * pages in order, never walks past a growing pile of them on every pass.
     */
    async postponeUnwatched(now: Date, until: Date): Promise<void> {
      await db
        .update(pricePages)
        .set({ nextReadAt: until })
        .where(and(lte(pricePages.nextReadAt, now), sql`not ${isWatchedPage()}`));
    },

    /**
     * A newly watched product's page is read soon: at once when it was never read or its last read is older
     * than `freshnessSeconds`, else when that read grows old.
     */
    async readSoon(productId: string, freshnessSeconds: number): Promise<void> {
      await db
        .update(pricePages)
        .set({
          nextReadAt: sql`least(${pricePages.nextReadAt}, greatest(now(), coalesce(${pricePages.lastReadAt} + make_interval(secs => ${freshnessSeconds}), now())))`,
        })
        .where(
          eq(
            pricePages.canonicalUrl,
            db.select({ url: products.canonicalUrl }).from(products).where(eq(products.id, productId)),
          ),
        );
    },

    /** Counts one request against the day's budget; false, counting nothing, when the budget is spent. */
    async takeFromBudget(tx: Db, day: string, dailyFetches: number): Promise<boolean> {
      if (dailyFetches <= 0) return false;
      const rows = await tx
        .insert(priceReadBudget)
        .values({ day, fetches: 1 })
        .onConflictDoUpdate({
          target: priceReadBudget.day,
          set: { fetches: sql`${priceReadBudget.fetches} + 1` },
          setWhere: sql`${priceReadBudget.fetches} < ${dailyFetches}`,
        })
        .returning({ fetches: priceReadBudget.fetches });
      return rows.length > 0;
    },

    async updateHost(tx: Db, origin: string, changes: Partial<Omit<StoreHostRow, 'origin'>>): Promise<void> {
      await tx.update(storeHosts).set(changes).where(eq(storeHosts.origin, origin));
    },

    async updatePage(
      tx: Db,
      canonicalUrl: string,
      changes: Partial<Omit<PricePageRow, 'canonicalUrl' | 'origin' | 'createdAt'>>,
    ): Promise<void> {
      await tx.update(pricePages).set(changes).where(eq(pricePages.canonicalUrl, canonicalUrl));
    },

    async findHost(tx: Db, origin: string): Promise<StoreHostRow | undefined> {
      const [row] = await tx.select().from(storeHosts).where(eq(storeHosts.origin, origin));
      return row;
    },

    async latestPoint(tx: Db, canonicalUrl: string): Promise<PricePointRow | undefined> {
      const [row] = await tx
        .select()
        .from(pricePoints)
        .where(eq(pricePoints.canonicalUrl, canonicalUrl))
        .orderBy(desc(pricePoints.readAt), desc(pricePoints.id))
        .limit(1);
      return row;
    },

    /** The latest point that has a price: what a drop is measured from, past reads without one. */
    async latestPricedPoint(tx: Db, canonicalUrl: string): Promise<PricePointRow | undefined> {
      const [row] = await tx
        .select()
        .from(pricePoints)
        .where(and(eq(pricePoints.canonicalUrl, canonicalUrl), isNotNull(pricePoints.priceMinor)))
        .orderBy(desc(pricePoints.readAt), desc(pricePoints.id))
        .limit(1);
      return row;
    },

    async insertPoint(tx: Db, canonicalUrl: string, readAt: Date, reading: PriceReading): Promise<void> {
      await tx.insert(pricePoints).values({ canonicalUrl, readAt, ...reading });
    },

    /**
     * Every copy of the page takes the store's price (docs/product.md §13); unchanged copies are not written.
     */
    async setPriceOfCopies(tx: Db, canonicalUrl: string, priceMinor: number, currency: Currency) {
      await tx
        .update(products)
        .set({ priceMinor, currency, updatedAt: sql`now()` })
        .where(
          and(
            eq(products.canonicalUrl, canonicalUrl),
            or(sql`${products.priceMinor} <> ${priceMinor}`, sql`${products.currency} <> ${currency}`),
          ),
        );
    },

    /**
     * Who watches the page, once each however many copies they watch, with the copy they watch (their own
     * when they watch it, else the earliest) and its currency; only people who may still see that copy.
     */
    async listWatchers(tx: Db, canonicalUrl: string) {
      const copies = tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.canonicalUrl, canonicalUrl));
      const explicit = tx
        .select({ userId: priceWatches.userId, productId: priceWatches.productId })
        .from(priceWatches)
        .where(and(eq(priceWatches.watching, true), inArray(priceWatches.productId, copies)));
      const byCollection = tx
        .selectDistinct({ userId: collections.ownerId, productId: collectionProducts.productId })
        .from(collectionProducts)
        .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
        .where(
          and(
            inArray(collectionProducts.productId, copies),
            sql`not exists (select 1 from ${priceWatches} where ${priceWatches.userId} = ${collections.ownerId} and ${priceWatches.productId} = ${collectionProducts.productId})`,
          ),
        );
      const watcher = unionAll(explicit, byCollection).as('watcher');
      return (
        tx
          .selectDistinctOn([watcher.userId], {
            userId: watcher.userId,
            productId: watcher.productId,
            currency: products.currency,
          })
          .from(watcher)
          .innerJoin(products, eq(products.id, watcher.productId))
          // A suspended person's watches stop with everything else of theirs (docs/product.md §20).
          .where(and(isProductVisibleTo(sql`${watcher.userId}`), isNotSuspended(sql`${watcher.userId}`)))
          .orderBy(
            asc(watcher.userId),
            desc(sql`${products.ownerId} = ${watcher.userId}`),
            asc(products.createdAt),
            asc(products.id),
          )
      );
    },

    /** The product's store page as the price history shows it, with whether the viewer watches the product. */
    async findPageOf(productId: string, viewerId: string | null) {
      const [row] = await db
        .select({
          canonicalUrl: pricePages.canonicalUrl,
          lastReadAt: pricePages.lastReadAt,
          watchedByMe: viewerId ? watchedBy(viewerId, products.id).mapWith(Boolean) : sql<boolean>`false`,
        })
        .from(products)
        .innerJoin(pricePages, eq(pricePages.canonicalUrl, products.canonicalUrl))
        .where(eq(products.id, productId));
      return row;
    },

    /** The page's history, oldest first. */
    listPoints(canonicalUrl: string) {
      return db
        .select()
        .from(pricePoints)
        .where(eq(pricePoints.canonicalUrl, canonicalUrl))
        .orderBy(asc(pricePoints.readAt), asc(pricePoints.id));
    },

    async setWatch(userId: string, productId: string, watching: boolean): Promise<void> {
      await db
        .insert(priceWatches)
        .values({ userId, productId, watching })
        .onConflictDoUpdate({
          target: [priceWatches.userId, priceWatches.productId],
          set: { watching, updatedAt: sql`now()` },
        });
    },
  };
}

export type PricesRepository = ReturnType<typeof createPricesRepository>;
