import type { Currency, Money } from '@stylebook/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, users } from '../../db/schema/index.ts';

const counterparty = alias(users, 'counterparty');

/** The person's available wallet accounts, one per currency. */
const isWalletOf = (userId: string) =>
  and(eq(ledgerAccounts.ownerId, userId), eq(ledgerAccounts.kind, 'available'));

/** A movement of earned money on a wallet: an earning, or a payout or refund taken from a stylist's. */
const earnedMoney = sql<number>`case
  when ${ledgerTransactions.kind} = 'subscription' and ${ledgerEntries.amount} > 0 then ${ledgerEntries.amount}
  when ${ledgerTransactions.kind} in ('payout', 'refund') and ${ledgerEntries.amount} < 0 then ${ledgerEntries.amount}
  else 0 end`;

export function createWalletRepository(db: Db) {
  /**
   * What a payout may take from each of the person's wallets: the money they earned and have not paid out or
   * refunded, less whatever part of it they spent. Money spent comes out of other money (top-ups, refunds
   * received) first, so earned money is spent only when the other money runs out, and the deepest that other
   * money ever went below zero is the earned money gone; a top-up later adds nothing that may be paid out.
   */
  async function payable(userId: string, executor: Db = db): Promise<Money[]> {
    const steps = executor
      .select({
        currency: ledgerAccounts.currency,
        earned: sql`sum(${earnedMoney}) over (partition by ${ledgerAccounts.id})`.as('earned'),
        otherMoney: sql`sum(${ledgerEntries.amount} - ${earnedMoney}) over (
          partition by ${ledgerAccounts.id} order by ${ledgerEntries.createdAt}, ${ledgerEntries.id})`.as(
          'other_money',
        ),
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(isWalletOf(userId))
      .as('steps');
    return executor
      .select({
        currency: sql<Currency>`${steps.currency}`,
        amount: sql`${steps.earned} + least(0, min(${steps.otherMoney}))`.mapWith(Number),
      })
      .from(steps)
      .groupBy(steps.currency, steps.earned)
      .orderBy(steps.currency);
  }

  /**
   * Holds the person's wallets (the one in `currency`, or all) for the rest of `tx`, so what they may pay
   * out stays true until it commits.
   */
  async function lockWallets(tx: Db, userId: string, currency?: Currency): Promise<void> {
    await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(isWalletOf(userId), currency && eq(ledgerAccounts.currency, currency)))
      .orderBy(ledgerAccounts.id)
      .for('update');
  }

  /** Locks the person's wallet in `currency` for the rest of `tx`, and answers what may be paid out of it. */
  async function lockPayable(tx: Db, userId: string, currency: Currency): Promise<Money> {
    await lockWallets(tx, userId, currency);
    const wallets = await payable(userId, tx);
    return wallets.find((money) => money.currency === currency) ?? { amount: 0, currency };
  }

  return {
    payable,
    lockWallets,
    lockPayable,

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
