import { sql } from 'drizzle-orm';
import { bigint, customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL `xid8`: a 64-bit transaction id, read as the decimal string the driver sends. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * What changed, written by database triggers on the tables whose rows shape cards and pages (migration 0008),
 * so every API process on the database can drop what it cached (lib/change-feed.ts). Rows are read by the
 * writing transaction's id, not `seq`: a reader takes only transactions older than every one still running,
 * so a slow transaction that took a lower `seq` is never skipped. Rows live a few minutes.
 */
export const changeLog = pgTable(
  'change_log',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    txid: xid8('txid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    /** What `entityId` names: 'product', 'user', 'collection', … (lib/change-feed.ts ChangeKind). */
    kind: text('kind').notNull(),
    entityId: text('entity_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('change_log_txid_idx').on(t.txid)],
);
