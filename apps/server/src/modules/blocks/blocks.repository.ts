import { and, desc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userListColumns } from '../../db/columns.ts';
import { blocks, follows, users } from '../../db/schema/index.ts';
import type { PageWindow } from '../follows/follows.repository.ts';

export function createBlocksRepository(db: Db) {
  return {
    /** Blocks `blockedId`; blocking again changes nothing. */
    async block(tx: Db, blockerId: string, blockedId: string): Promise<void> {
      await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    },

    /** Ends any follow between two people, either way. */
    async endFollows(tx: Db, oneId: string, otherId: string): Promise<void> {
      await tx
        .delete(follows)
        .where(
          or(
            and(eq(follows.followerId, oneId), eq(follows.followeeId, otherId)),
            and(eq(follows.followerId, otherId), eq(follows.followeeId, oneId)),
          ),
        );
    },

    /** How many people the person blocked. */
    async count(blockerId: string): Promise<number> {
      return db.$count(blocks, eq(blocks.blockerId, blockerId));
    },

    /** One page of the people the person blocked, most recently blocked first. */
    list(blockerId: string, { limit, offset }: PageWindow) {
      return db
        .select(userListColumns(blockerId))
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedId))
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
