import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isFollowedBy, userListColumns } from '../../db/columns.ts';
import { follows, users } from '../../db/schema/index.ts';
import { isPersonVisibleTo } from '../../db/visibility.ts';

/** Which side of a person's follows to list: who follows them, or whom they follow. */
export type FollowSide = 'followers' | 'following';

export interface PageWindow {
  limit: number;
  offset: number;
}

export function createFollowsRepository(db: Db) {
  return {
    /**
     * Follows `followeeId`; nothing happens when already following or when no such person exists. Answers
     * whether it started following.
     */
    async follow(followerId: string, followeeId: string, executor: Db = db): Promise<boolean> {
      const started = await executor
        .insert(follows)
        .select(
          sql`select ${followerId}::uuid, ${users.id}, now() from ${users} where ${users.id} = ${followeeId}`,
        )
        .onConflictDoNothing()
        .returning({ followeeId: follows.followeeId });
      return started.length > 0;
    },

    async unfollow(followerId: string, followeeId: string): Promise<void> {
      await db
        .delete(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
    },

    /** The person's follow counts and whether the viewer follows them; null when there is no such person. */
    async stats(userId: string, viewerId: string | null) {
      const [row] = await db
        .select({
          subscriberCount:
            sql<number>`(select count(*) from ${follows} where ${follows.followeeId} = ${users.id})`.mapWith(
              Number,
            ),
          subscriptionCount:
            sql<number>`(select count(*) from ${follows} where ${follows.followerId} = ${users.id})`.mapWith(
              Number,
            ),
          isSubscribed: isFollowedBy(viewerId),
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** One page of the people on `side` of the person's follows, most recently followed first. */
    listPeople(side: FollowSide, userId: string, viewerId: string | null, { limit, offset }: PageWindow) {
      const [listed, person] =
        side === 'followers'
          ? [follows.followeeId, follows.followerId]
          : [follows.followerId, follows.followeeId];
      return db
        .select(userListColumns(viewerId))
        .from(follows)
        .innerJoin(users, eq(users.id, person))
        .where(and(eq(listed, userId), isPersonVisibleTo(viewerId, person)))
        .orderBy(desc(follows.createdAt), desc(person))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
export type FollowStats = NonNullable<Awaited<ReturnType<FollowsRepository['stats']>>>;
