import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { collectionCardColumns, lookCardColumns, userListColumns } from '../../db/columns.ts';
import { collections, followingFeedItems, follows, looks, products, users } from '../../db/schema/index.ts';
import {
  isCollectionListedTo,
  isLookVisibleTo,
  isPersonVisibleTo,
  isProductVisibleTo,
  isStylist,
} from '../../db/visibility.ts';

/** Where a page starts: after the inbox row with this `created_at` (in microseconds) and item id. */
export interface InboxPosition {
  createdAtMicros: bigint;
  itemId: string;
}

export type FeedKind = (typeof followingFeedItems.kind.enumValues)[number];

/** `created_at` as whole microseconds since 1970, as PostgreSQL keeps it: a cursor must not round it. */
const createdAtMicros = sql<string>`(extract(epoch from ${followingFeedItems.createdAt}) * 1000000)::bigint::text`;

export function createFollowingFeedRepository(db: Db) {
  /**
   * One read of the viewer's inbox: `limit` rows newest first, after `after` when given. A backward range
   * scan of `following_feed_items_page_idx` (docs/decisions.md, "The Following feed"), whatever the number
   * of people followed or things they made. Prepared once, in its two shapes.
   */
  const columns = {
    kind: followingFeedItems.kind,
    itemId: followingFeedItems.itemId,
    createdAt: followingFeedItems.createdAt,
    createdAtMicros,
  };
  const order = [desc(followingFeedItems.createdAt), desc(followingFeedItems.itemId)];
  const firstRows = db
    .select(columns)
    .from(followingFeedItems)
    .where(eq(followingFeedItems.followerId, sql.placeholder('followerId')))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .prepare('following_feed_first_rows');
  const rowsAfter = db
    .select(columns)
    .from(followingFeedItems)
    .where(
      and(
        eq(followingFeedItems.followerId, sql.placeholder('followerId')),
        sql`(${followingFeedItems.createdAt}, ${followingFeedItems.itemId}) < (timestamptz 'epoch' + ${sql.placeholder('micros')}::bigint * interval '1 microsecond', ${sql.placeholder('itemId')}::uuid)`,
      ),
    )
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .prepare('following_feed_rows_after');

  return {
    inbox(followerId: string, after: InboxPosition | null, limit: number) {
      return after
        ? rowsAfter.execute({
            followerId,
            limit,
            micros: after.createdAtMicros.toString(),
            itemId: after.itemId,
          })
        : firstRows.execute({ followerId, limit });
    },

    /** Which of these products, none of them public, the viewer may still see (a paid subscriber's). */
    async productsVisibleAmong(ids: string[], viewerId: string): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), isProductVisibleTo(viewerId)));
      return new Set(rows.map(({ id }) => id));
    },

    /** The cards of the looks among `ids` the viewer may see, in no order. */
    lookCards(ids: string[], viewerId: string) {
      return db
        .select(lookCardColumns(viewerId))
        .from(looks)
        .innerJoin(users, eq(users.id, looks.ownerId))
        .where(and(inArray(looks.id, ids), isLookVisibleTo(viewerId)));
    },

    /**
     * The collections among `ids` the viewer may see listed (public or paid-only, not archived), with whether
     * they may see inside, in no order.
     */
    collectionRows(ids: string[], viewerId: string) {
      return db
        .select(collectionCardColumns(viewerId))
        .from(collections)
        .innerJoin(users, eq(users.id, collections.ownerId))
        .where(and(inArray(collections.id, ids), isCollectionListedTo(viewerId)));
    },

    /**
     * The `limit` stylists with the most followers whom the viewer does not follow yet, leaving out the viewer,
     * suspended people and anyone they are blocked with.
     */
    suggestions(viewerId: string, limit: number) {
      const followers = db
        .select({ followeeId: follows.followeeId, count: sql<number>`count(*)`.as('follower_count') })
        .from(follows)
        .groupBy(follows.followeeId)
        .as('followers');
      return db
        .select(userListColumns(viewerId))
        .from(users)
        .leftJoin(followers, eq(followers.followeeId, users.id))
        .where(
          and(
            isStylist(),
            sql`${users.id} <> ${viewerId}`,
            sql`not exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`,
            isPersonVisibleTo(viewerId),
          ),
        )
        .orderBy(sql`coalesce(${followers.count}, 0) desc`, asc(users.username))
        .limit(limit);
    },
  };
}

export type FollowingFeedRepository = ReturnType<typeof createFollowingFeedRepository>;
export type InboxRow = Awaited<ReturnType<FollowingFeedRepository['inbox']>>[number];
export type LookCardRow = Awaited<ReturnType<FollowingFeedRepository['lookCards']>>[number];
