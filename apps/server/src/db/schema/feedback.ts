import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps.ts';
import { users } from './users.ts';

/**
 * A message sent from /settings/feedback (docs/product.md §18), also mailed to SUPPORT_EMAIL. A signed-in
 * sender's row goes with their account; a signed-out visitor's names only the address they gave for answers.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when a signed-out visitor sent it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Where support answers: the account's email, or the address a signed-out visitor gave. */
    replyTo: text('reply_to').notNull(),
    message: text('message').notNull(),
    /** A checked image the sender uploaded through the `feedback/attachment` presign. */
    attachmentUrl: text('attachment_url'),
    /** The web app's version as the sender's browser reported it, and its User-Agent. */
    appVersion: text('app_version'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_user_idx').on(t.userId, t.createdAt),
    check('feedback_message_check', sql`char_length(${t.message}) between 1 and 5000`),
  ],
);
