import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';

/** The mail outbox as /metrics shows it; database-wide, so every process reads the same. */
export interface MailOutboxCounts {
  /** Mails not sent yet. */
  pending: number;
  /** How long the oldest of them has waited, in seconds; 0 when none waits. */
  oldestPendingSeconds: number;
  sent: number;
  /** Mails whose last attempt failed (a sent mail's error is cleared). */
  failed: number;
}

export function createMetricsRepository(db: Db) {
  return {
    /**
     * One read of the whole table per scrape: the sent mails are counted too, which a scan takes. The only
     * columns read are sent_at, created_at and last_error.
     */
    async mailOutbox(): Promise<MailOutboxCounts> {
      const [row] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is null)::int`,
          oldestPendingSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${mailOutbox.sentAt} is null)), 0)::float8`,
          sent: sql<number>`count(*) filter (where ${mailOutbox.sentAt} is not null)::int`,
          failed: sql<number>`count(*) filter (where ${mailOutbox.lastError} is not null)::int`,
        })
        .from(mailOutbox);
      return row!;
    },
  };
}

export type MetricsRepository = ReturnType<typeof createMetricsRepository>;
