import type { Currency } from '@stylebook/contracts';
import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.ts';
import { insufficientFunds } from '../../lib/errors.ts';

export type AccountKind = (typeof ledgerAccounts.$inferSelect)['kind'];
export type TransactionKind = (typeof ledgerTransactions.$inferSelect)['kind'];

/** A ledger account by what it is: a person's, or (ownerId null) the platform's. */
export type AccountRef =
  | { ownerId: string; kind: 'available' | 'pending_payout'; currency: Currency }
  | { ownerId: null; kind: 'platform_fees' | 'provider_clearing'; currency: Currency };

export const walletOf = (ownerId: string, currency: Currency): AccountRef => ({
  ownerId,
  kind: 'available',
  currency,
});
export const pendingPayoutOf = (ownerId: string, currency: Currency): AccountRef => ({
  ownerId,
  kind: 'pending_payout',
  currency,
});
export const platformFeesIn = (currency: Currency): AccountRef => ({
  ownerId: null,
  kind: 'platform_fees',
  currency,
});
/** Where money from the payment provider enters: it goes negative by everything topped up. */
export const providerClearingIn = (currency: Currency): AccountRef => ({
  ownerId: null,
  kind: 'provider_clearing',
  currency,
});

export interface Posting {
  account: AccountRef;
  /** Signed minor units: positive credits the account. */
  amount: number;
  /** The person on the other side, as the account's owner sees it. */
  counterpartyId?: string;
}

export interface NewTransaction {
  kind: TransactionKind;
  /** The person whose request or subscription moves the money. */
  userId: string;
  /** Unique per person: posting the same key twice fails with a unique violation. */
  idempotencyKey: string;
  metadata?: Record<string, string>;
  postings: Posting[];
}

/**
 * Failures injected by tests between the entries of one transaction, to prove that a crash mid-way
 * leaves nothing behind. Production passes none.
 */
export interface LedgerFaults {
  afterEntry?: (transaction: NewTransaction, entryIndex: number) => void | Promise<void>;
}

const accountKey = ({
  ownerId,
  kind,
  currency,
}: {
  ownerId: string | null;
  kind: string;
  currency: string;
}) => `${ownerId ?? 'platform'}:${kind}:${currency}`;

const matchesAccount = ({ ownerId, kind, currency }: AccountRef): SQL =>
  and(
    ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, ownerId),
    eq(ledgerAccounts.kind, kind),
    eq(ledgerAccounts.currency, currency),
  )!;

/** A programming error, never a client's: postings must balance before they reach the database. */
function assertBalanced(postings: Posting[]): void {
  const sums = new Map<Currency, number>();
  for (const { account, amount } of postings) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`bad ledger amount ${amount}`);
    sums.set(account.currency, (sums.get(account.currency) ?? 0) + amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new Error(`ledger postings in ${currency} sum to ${sum}, not 0`);
  }
}

/** Creates the accounts when missing and locks them in id order; answers them, sorted, and their rows. */
async function lockAccounts(tx: Db, accounts: AccountRef[]) {
  // Sorted, so two movements creating the same new accounts wait for each other instead of deadlocking.
  const refs = [...new Map(accounts.map((account) => [accountKey(account), account]))]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([, account]) => account);
  await tx.insert(ledgerAccounts).values(refs).onConflictDoNothing();
  const locked = await tx
    .select({
      id: ledgerAccounts.id,
      ownerId: ledgerAccounts.ownerId,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(or(...refs.map(matchesAccount)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return { refs, accounts: new Map(locked.map((row) => [accountKey(row), row])) };
}

/**
 * The double-entry ledger (docs/product.md §9). `post` is the only writer of entries and balances.
 */
export function createLedger(faults: LedgerFaults = {}) {
  return {
    /**
     * Creates the accounts when missing and locks them in id order (`FOR UPDATE`) for the rest of `tx`, as
     * `post` does first: a caller that reads a balance before it knows its postings (a refund) locks every
     * account it may post to this way first, so it takes them in the order every movement does.
     */
    lock: async (tx: Db, accounts: AccountRef[]): Promise<void> => void (await lockAccounts(tx, accounts)),

    /**
     * Posts one balanced transaction inside the caller's database transaction `tx`. The affected accounts are
     * created when missing and locked in id order (`FOR UPDATE`), so concurrent movements of one wallet
     * serialise in the database, across processes, without deadlocking each other. Answers 402
     * INSUFFICIENT_FUNDS with the shortfall when a person's account would go below zero; the platform's may
     * (money that entered through the provider, refunds the fees did not cover).
     */
    async post(tx: Db, transaction: NewTransaction): Promise<string> {
      const { postings } = transaction;
      assertBalanced(postings);
      const { refs, accounts } = await lockAccounts(
        tx,
        postings.map(({ account }) => account),
      );
      const changes = new Map<string, number>();
      for (const { account, amount } of postings) {
        changes.set(accountKey(account), (changes.get(accountKey(account)) ?? 0) + amount);
      }

      for (const ref of refs) {
        const after = accounts.get(accountKey(ref))!.balance + changes.get(accountKey(ref))!;
        if (ref.ownerId !== null && after < 0) {
          throw insufficientFunds({ amount: -after, currency: ref.currency });
        }
      }

      const [row] = await tx
        .insert(ledgerTransactions)
        .values({
          kind: transaction.kind,
          userId: transaction.userId,
          idempotencyKey: transaction.idempotencyKey,
          metadata: transaction.metadata ?? {},
        })
        .returning({ id: ledgerTransactions.id });
      const transactionId = row!.id;
      for (const [index, { account: ref, amount, counterpartyId }] of postings.entries()) {
        const account = accounts.get(accountKey(ref))!;
        await tx
          .insert(ledgerEntries)
          .values({ transactionId, accountId: account.id, amount, counterpartyId: counterpartyId ?? null });
        await tx
          .update(ledgerAccounts)
          .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
          .where(eq(ledgerAccounts.id, account.id));
        await faults.afterEntry?.(transaction, index);
      }
      return transactionId;
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
