import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { collectionCardColumns } from '../../db/columns.ts';
import {
  collections,
  feedChanges,
  feedGenerations,
  feedItems,
  products,
  users,
} from '../../db/schema/index.ts';
import { isListedCollection, isPersonVisibleTo, isPublicProduct, isStylist } from '../../db/visibility.ts';

export type FeedKind = (typeof feedGenerations.$inferSelect)['kind'];

/** Featured products: public ones of stylists, and public ones marked featured whoever owns them. */
const isFeaturedProduct = () => and(isPublicProduct(), or(isStylist(), eq(products.isFeatured, true)));

/** Featured collections: listed (public or paid-only, not archived) ones of stylists. */
const isFeaturedCollection = () => and(isListedCollection(), isStylist());

/** A superseded generation stays readable this long after its successor, for people still scrolling it. */
const SUPERSEDED_GENERATION_TTL = sql`interval '1 hour'`;

/** Dense ranks 0..n-1, oldest first, so a generation's items fill its primary key without gaps. */
const denseRank = (createdAt: AnyPgColumn, id: AnyPgColumn) =>
  sql<number>`(row_number() over (order by ${createdAt}, ${id}) - 1)::int`.as('rank');

/** The page's ranks as an int[] of parameters, to order the rows by where each sits on the page. */
const rankArray = (ranks: number[]) =>
  sql`array[${sql.join(
    ranks.map((rank) => sql`${rank}::int`),
    sql`, `,
  )}]::int[]`;

export interface RankedPage {
  generationId: number;
  ranks: number[];
}

export function createFeaturedRepository(db: Db) {
  return {
    async dirtyKinds(): Promise<FeedKind[]> {
      const rows = await db
        .select({ kind: feedChanges.kind })
        .from(feedChanges)
        .where(eq(feedChanges.dirty, true));
      return rows.map((row) => row.kind);
    },

    /**
     * Takes the feed's change row for this transaction, the lock every build of `kind` holds, so processes
     * never build one feed at once. With `skipLocked`, a feed another process is building answers undefined
     * at once instead of waiting for it.
     */
    async lockChanges(
      kind: FeedKind,
      executor: Db,
      { skipLocked }: { skipLocked: boolean },
    ): Promise<{ dirty: boolean } | undefined> {
      const [row] = await executor
        .select({ dirty: feedChanges.dirty })
        .from(feedChanges)
        .where(eq(feedChanges.kind, kind))
        .for('update', skipLocked ? { skipLocked } : {});
      return row;
    },

    /** Clears the dirty flag first, so a write committed after this build's snapshot marks it dirty again. */
    async clearDirty(kind: FeedKind, executor: Db = db): Promise<void> {
      await executor.update(feedChanges).set({ dirty: false }).where(eq(feedChanges.kind, kind));
    },

    async insertGeneration(kind: FeedKind, executor: Db = db): Promise<number> {
      const [row] = await executor
        .insert(feedGenerations)
        .values({ kind, itemCount: 0 })
        .returning({ id: feedGenerations.id });
      return row!.id;
    },

    async insertProductItems(generationId: number, executor: Db = db): Promise<void> {
      await executor.insert(feedItems).select((qb) =>
        qb
          .select({
            generationId: sql<number>`${generationId}::int`.as('generation_id'),
            rank: denseRank(products.createdAt, products.id),
            itemId: products.id,
          })
          .from(products)
          .innerJoin(users, eq(users.id, products.ownerId))
          .where(isFeaturedProduct()),
      );
    },

    async insertCollectionItems(generationId: number, executor: Db = db): Promise<void> {
      await executor.insert(feedItems).select((qb) =>
        qb
          .select({
            generationId: sql<number>`${generationId}::int`.as('generation_id'),
            rank: denseRank(collections.createdAt, collections.id),
            itemId: collections.id,
          })
          .from(collections)
          .innerJoin(users, eq(users.id, collections.ownerId))
          .where(isFeaturedCollection()),
      );
    },

    /** Records how many items the generation holds, and returns it. */
    async countItems(generationId: number, executor: Db = db): Promise<number> {
      const [row] = await executor
        .update(feedGenerations)
        .set({
          itemCount: sql`(select count(*)::int from ${feedItems} where ${feedItems.generationId} = ${generationId})`,
        })
        .where(eq(feedGenerations.id, generationId))
        .returning({ itemCount: feedGenerations.itemCount });
      return row!.itemCount;
    },

    /** Drops generations of `kind` whose successor was built more than SUPERSEDED_GENERATION_TTL ago. */
    async pruneGenerations(kind: FeedKind, executor: Db = db): Promise<void> {
      await executor.execute(sql`
        delete from ${feedGenerations} as old
        where old.kind = ${kind}
          and exists (
            select 1 from ${feedGenerations} as newer
            where newer.kind = old.kind and newer.id > old.id
              and newer.built_at < now() - ${SUPERSEDED_GENERATION_TTL}
          )`);
    },

    /** The requested generation of `kind` when it still exists, else the newest one; undefined when none. */
    async findGeneration(kind: FeedKind, requestedId: number | undefined, executor: Db = db) {
      const [row] = await executor
        .select({ id: feedGenerations.id, itemCount: feedGenerations.itemCount })
        .from(feedGenerations)
        .where(eq(feedGenerations.kind, kind))
        .orderBy(sql`${feedGenerations.id} = ${requestedId ?? 0} desc`, sql`${feedGenerations.id} desc`)
        .limit(1);
      return row;
    },

    /** The item at each of `ranks` of a generation, by rank. */
    async itemIdsAtRanks({ generationId, ranks }: RankedPage): Promise<Map<number, string>> {
      if (ranks.length === 0) return new Map();
      const rows = await db
        .select({ rank: feedItems.rank, itemId: feedItems.itemId })
        .from(feedItems)
        .where(and(eq(feedItems.generationId, generationId), inArray(feedItems.rank, ranks)));
      return new Map(rows.map((row) => [row.rank, row.itemId]));
    },

    /**
     * The items at ranks from..to-1 of a generation, as one string of 32 hex digits each in rank order: one
     * row per chunk instead of one per item, so a million ids load in seconds.
     */
    async itemIdHexRange(generationId: number, from: number, to: number): Promise<string> {
      const [row] = await db
        .select({
          hex: sql<string>`coalesce(string_agg(replace(${feedItems.itemId}::text, '-', ''), '' order by ${feedItems.rank}), '')`,
        })
        .from(feedItems)
        .where(
          and(
            eq(feedItems.generationId, generationId),
            sql`${feedItems.rank} >= ${from}`,
            sql`${feedItems.rank} < ${to}`,
          ),
        );
      return row?.hex ?? '';
    },

    /**
     * The collections at `ranks` of a generation, in the order of `ranks`, each still checked against today's
     * visibility: one primary-key lookup per rank, whatever the offset or the catalogue size.
     */
    async collectionsAtRanks({ generationId, ranks }: RankedPage, viewerId: string | null) {
      if (ranks.length === 0) return [];
      return db
        .select(collectionCardColumns(viewerId))
        .from(feedItems)
        .innerJoin(collections, eq(collections.id, feedItems.itemId))
        .innerJoin(users, eq(users.id, collections.ownerId))
        .where(
          and(
            eq(feedItems.generationId, generationId),
            inArray(feedItems.rank, ranks),
            isFeaturedCollection(),
            isPersonVisibleTo(viewerId, collections.ownerId),
          ),
        )
        .orderBy(sql`array_position(${rankArray(ranks)}, ${feedItems.rank})`);
    },
  };
}

export type FeaturedRepository = ReturnType<typeof createFeaturedRepository>;
