import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps.ts';
import { users } from './users.ts';

/** Every mail the app sends, written in the same transaction as the change that caused it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    /**
     * The account the mail was sent to, at the address it had then; null for mail to an address alone (the
     * support mail). The account export lists only these (docs/decisions.md, "Mail in the account export").
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where answers go when it is not the sender (support mail answers the person who wrote). */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers the transport sends (List-Unsubscribe); null for most mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Sends tried, counted when a process claims the mail (so a send cut short by a crash counts too). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When delivery may next try the mail: at once when queued, later after a temporary failure, and, while
     * a process sends it, at the end of that process's lease (docs/decisions.md, "Mail delivery outside
     * transactions").
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When delivery gave up: a permanent refusal, or the last allowed attempt failed; `lastError` says why. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_outbox_user_idx').on(t.userId, t.createdAt),
  ],
);
