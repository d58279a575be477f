import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback, users } from '../../db/schema/index.ts';

export type NewFeedbackRow = typeof feedback.$inferInsert;

export function createFeedbackRepository(db: Db) {
  return {
    /** Who a signed-in sender is, as the support mail names them. */
    async findSender(userId: string) {
      const [row] = await db
        .select({ id: users.id, username: users.username, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async insert(row: NewFeedbackRow, executor: Db = db) {
      const [stored] = await executor
        .insert(feedback)
        .values(row)
        .returning({ id: feedback.id, createdAt: feedback.createdAt });
      return stored!;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
