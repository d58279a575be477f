import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailContent } from './mail.templates.ts';

/**
 * Whom a mail goes to: an account, at its address now (the account's export lists it), or an address alone
 * (`userId` null: the support address, whoever may have registered it).
 */
export interface MailRecipient {
  email: string;
  userId: string | null;
}

/**
 * Queues a mail; called inside the transaction of the change that causes it, so neither is lost alone.
 * `replyTo` sends answers elsewhere than MAIL_FROM (feedback: to the person who wrote).
 */
export async function enqueueMail(
  db: Db,
  to: MailRecipient,
  content: MailContent,
  { replyTo = null }: { replyTo?: string | null } = {},
): Promise<void> {
  await db.insert(mailOutbox).values({ to: to.email, userId: to.userId, replyTo, ...content });
}

export async function listRecentMail(db: Db, limit: number) {
  return db
    .select({
      to: mailOutbox.to,
      replyTo: mailOutbox.replyTo,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

/** Locks a batch of unsent mail; other processes skip locked rows, so each mail goes out once. */
export async function lockPendingMail(db: Db, limit: number) {
  return db
    .select()
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}
