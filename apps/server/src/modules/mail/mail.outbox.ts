import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { isNotSuspended } from '../../db/visibility.ts';
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

/** Mail still to go out: neither sent nor given up. */
const pending = () => and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt));
const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds}::float8)`;
const reasonOf = (error: string) => error.slice(0, 500);

/** Mail to a suspended account waits: their mail stops while the suspension lasts (docs/product.md §20). */
const isNotToSuspended = () => or(isNull(mailOutbox.userId), isNotSuspended(mailOutbox.userId));

/**
 * Claims the mail due longest, in one statement (its own short transaction): the row is leased for
 * `leaseSeconds` and its attempt counted, so other processes skip it (SKIP LOCKED while the statement runs,
 * the lease after) and take it over only if this one dies mid-send. Undefined when nothing is due.
 */
export async function claimDueMail(db: Db, leaseSeconds: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(pending(), lte(mailOutbox.nextAttemptAt, sql`now()`), isNotToSuspended()))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: secondsFromNow(leaseSeconds) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return claimed;
}

export type ClaimedMail = NonNullable<Awaited<ReturnType<typeof claimDueMail>>>;

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A temporary failure: the mail is due again after `waitSeconds`, not before. */
export async function markMailForRetry(
  db: Db,
  id: string,
  error: string,
  waitSeconds: number,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: secondsFromNow(waitSeconds), lastError: reasonOf(error) })
    .where(and(eq(mailOutbox.id, id), pending()));
}

/** Delivery gave up on the mail: it stays in the outbox, failed, with the reason. */
export async function markMailFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ failedAt: sql`now()`, lastError: reasonOf(error) })
    .where(and(eq(mailOutbox.id, id), pending()));
}

/** The outbox as the metrics show it; database-wide, so every process reads the same. */
export interface OutboxCounts {
  /** Mail neither sent nor given up, every process's. */
  pending: number;
  /** How long the oldest of it has waited, in seconds; 0 when none waits. */
  oldestPendingSeconds: number;
  sent: number;
  /** Mail given up on: refused for good, or out of attempts. */
  failed: number;
}

/** One read of the whole outbox (sent mail is counted too, which takes a scan): for a scrape, not a request. */
export async function readOutboxCounts(db: Db): Promise<OutboxCounts> {
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${pending()})::int`,
      oldestPendingSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${pending()})), 0)::float8`,
      sent: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is not null)::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.failedAt} is not null)::int`,
    })
    .from(mailOutbox);
  return counts!;
}
