import type { Db } from '../../db/client.ts';
import { roleOf } from '../../db/users.ts';
import { createPaidSubscriptionsRepository } from '../paid-subscriptions/paid-subscriptions.repository.ts';
import { createPaidSubscriptionsService } from '../paid-subscriptions/paid-subscriptions.service.ts';
import { createProRataRefunds } from '../paid-subscriptions/refunds.ts';
import { createIdempotency } from './idempotency.ts';
import { createLedger, type Ledger } from './ledger.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createWalletRepository } from './wallet.repository.ts';
import { createWalletService } from './wallet.service.ts';

export interface MoneyDeps {
  db: Db;
  provider: PaymentProvider;
  publicOrigin: string;
  /** Called after a transaction that queued mail commits. */
  mailQueued: () => void;
  /** Tests pass a ledger that crashes part-way. */
  ledger?: Ledger;
}

/** The wallet and paid subscriptions over one ledger and one idempotency store, as the app, seed and tests use them. */
export function createMoney({ db, provider, publicOrigin, mailQueued, ledger = createLedger() }: MoneyDeps) {
  const idempotency = createIdempotency(db);
  const role = (userId: string) => roleOf(db, userId);
  const walletRepository = createWalletRepository(db);
  const paidSubscriptionsRepository = createPaidSubscriptionsRepository(db);
  const wallet = createWalletService({
    repository: walletRepository,
    ledger,
    idempotency,
    provider,
    roleOf: role,
  });
  const refunds = createProRataRefunds({
    ledger,
    wallets: walletRepository,
    subscriptions: paidSubscriptionsRepository,
  });
  return {
    wallet,
    paidSubscriptions: createPaidSubscriptionsService({
      db,
      repository: paidSubscriptionsRepository,
      ledger,
      idempotency,
      roleOf: role,
      publicOrigin,
      mailQueued,
    }),
    refunds,

    /**
     * The person's money, settled inside the transaction that deletes their account (docs/decisions.md): their
     * paid subscribers are refunded pro rata and their subscriptions end, the refunds coming out of their
     * earnings first; then 409 UNPAID_EARNINGS while earnings remain that were not paid out.
     */
    async settleForDeletion(tx: Db, userId: string, now: Date = new Date()): Promise<void> {
      await refunds.endAllWithRefund(tx, userId, now);
      await wallet.refuseUnpaidEarnings(tx, userId);
    },
  };
}
