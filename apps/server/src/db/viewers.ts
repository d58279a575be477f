import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { collections, follows, looks, paidSubscriptions, products, users } from './schema/index.ts';

/**
 * Whether the signed-in viewer sees every product, collection, look and person exactly as a signed-out
 * visitor does, but for whom they follow: every rule of db/visibility.ts that favours a viewer asks whether
 * they own the thing or pay its owner, so someone who owns nothing and never took a paid subscription is
 * favoured by none. Such viewers may then be served what signed-out visitors share.
 */
export async function seesWhatAnyoneSees(db: Db, viewerId: string): Promise<boolean> {
  const owns = (table: typeof products | typeof looks | typeof collections) =>
    sql`exists (select 1 from ${table} where ${table.ownerId} = ${viewerId})`;
  const [row] = await db
    .select({
      seesWhatAnyoneSees: sql<boolean>`not (${owns(products)} or ${owns(looks)} or ${owns(collections)} or exists (
        select 1 from ${paidSubscriptions} where ${paidSubscriptions.subscriberId} = ${viewerId}
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
