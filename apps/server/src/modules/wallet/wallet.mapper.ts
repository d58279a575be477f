import type { WalletTransaction, WalletTransactionKind } from '@stylebook/contracts';
import type { WalletEntryRow } from './wallet.repository.ts';

/** A subscription charges the subscriber and is an earning on the stylist's side. */
function kindAsSeen({ transactionKind, amount }: WalletEntryRow): WalletTransactionKind {
  return transactionKind === 'subscription' && amount > 0 ? 'earning' : transactionKind;
}

export function toWalletTransaction(row: WalletEntryRow): WalletTransaction {
  return {
    id: row.transactionId,
    kind: kindAsSeen(row),
    amount: row.amount,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    ...(row.counterparty && { counterparty: row.counterparty }),
  };
}
