import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, users } from '../../db/schema.ts';

const counterparty = alias(users, 'counterparty');

/** The person's available wallet accounts, one per currency. */
const isWalletOf = (userId: string) =>
  and(eq(ledgerAccounts.ownerId, userId), eq(ledgerAccounts.kind, 'available'));

export function createWalletRepository(db: Db) {
  return {
    balances(userId: string) {
      return db
        .select({ currency: ledgerAccounts.currency, amount: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(isWalletOf(userId))
        .orderBy(ledgerAccounts.currency);
    },

    async countEntries(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(isWalletOf(userId));
      return row!.count;
    },

    /** One page of the movements of the person's wallets, newest first, with whom each was with. */
    listEntries(userId: string, { limit, offset }: { limit: number; offset: number }) {
      return db
        .select({
          transactionId: ledgerEntries.transactionId,
          transactionKind: ledgerTransactions.kind,
          amount: ledgerEntries.amount,
          currency: ledgerAccounts.currency,
          createdAt: ledgerEntries.createdAt,
          counterparty: {
            id: counterparty.id,
            username: counterparty.username,
            name: counterparty.name,
            avatarUrl: counterparty.avatarUrl,
            role: counterparty.role,
          },
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .leftJoin(counterparty, eq(counterparty.id, ledgerEntries.counterpartyId))
        .where(isWalletOf(userId))
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
        .limit(limit)
        .offset(offset);
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
export type WalletEntryRow = Awaited<ReturnType<WalletRepository['listEntries']>>[number];
