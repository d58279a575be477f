import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerAccounts, ledgerEntries } from '../db/schema/index.ts';

/**
 * The bank check of the ledger: accounts whose cached balance differs from the sum of their entries,
 * transactions whose entries do not sum to zero in a currency, and people's accounts below zero.
 * Every list is empty in a sound ledger.
 */
export async function auditLedger(db: Db) {
  const [drifted, unbalanced, negative] = await Promise.all([
    db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .groupBy(ledgerAccounts.id)
      .having(sql`${ledgerAccounts.balance} <> coalesce(sum(${ledgerEntries.amount}), 0)`),
    db
      .select({ transactionId: ledgerEntries.transactionId, currency: ledgerAccounts.currency })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .groupBy(ledgerEntries.transactionId, ledgerAccounts.currency)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`),
    db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.ownerId} is not null and ${ledgerAccounts.balance} < 0`),
  ]);
  return { drifted, unbalanced, negative };
}
