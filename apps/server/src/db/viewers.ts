import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { blocks, collections, follows, looks, paidSubscriptions, products, users } from './schema/index.ts';

/**
 * Whether the signed-in viewer sees every product, collection, look and person exactly as a signed-out
 * visitor does, but for whom they follow: every rule of db/visibility.ts that favours a viewer asks whether
 * they own the thing or pay its owner, so someone who owns nothing and never took a paid subscription is
 * favoured by none; and a block (db/visibility.ts isUnblockedBetween) only hides, so someone with none
 * is hidden from nothing. Such viewers may then be served what signed-out visitors share.
 */
export async function seesWhatAnyoneSees(db: Db, viewerId: string): Promise<boolean> {
  const owns = (table: typeof products | typeof looks | typeof collections) =>
    sql`exists (select 1 from ${table} where ${table.ownerId} = ${viewerId})`;
  const [row] = await db
    .select({
      seesWhatAnyoneSees: sql<boolean>`not (${owns(products)} or ${owns(looks)} or ${owns(collections)} or exists (
        select 1 from ${paidSubscriptions} where ${paidSubscriptions.subscriberId} = ${viewerId}
      ) or exists (
        select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} or ${blocks.blockedId} = ${viewerId}
      ))`,
    })
    .from(users)
    .where(eq(users.id, viewerId));
  // A viewer deleted since their token was issued is answered the long way, which knows what to do.
  return row?.seesWhatAnyoneSees ?? false;
}

/** Which of `personIds` the viewer follows. */
export async function followedAmong(db: Db, viewerId: string, personIds: string[]): Promise<Set<string>> {
  if (personIds.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followeeId })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), inArray(follows.followeeId, personIds)));
  return new Set(rows.map(({ id }) => id));
}

/** The people the viewer blocked or was blocked by (docs/product.md §20). */
export async function blockedWith(db: Db, viewerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, viewerId)));
  return new Set(rows.map((row) => (row.blockerId === viewerId ? row.blockedId : row.blockerId)));
}

/** Whether either of two people blocked the other (docs/product.md §20). */
export async function isBlockedBetween(db: Db, oneId: string, otherId: string): Promise<boolean> {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, oneId), eq(blocks.blockedId, otherId)),
        and(eq(blocks.blockerId, otherId), eq(blocks.blockedId, oneId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether moderators suspended the person; a person who does not exist is not. */
export async function isSuspended(db: Db, personId: string): Promise<boolean> {
  const [row] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, personId));
  return row?.suspendedAt != null;
}
