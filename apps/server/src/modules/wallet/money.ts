import type { Db } from '../../db/client.ts';
import { roleOf } from '../../db/users.ts';
import { createPaidSubscriptionsRepository } from '../paid-subscriptions/paid-subscriptions.repository.ts';
import { createPaidSubscriptionsService } from '../paid-subscriptions/paid-subscriptions.service.ts';
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
  return {
    wallet: createWalletService({
      repository: createWalletRepository(db),
      ledger,
      idempotency,
      provider,
      roleOf: role,
    }),
    paidSubscriptions: createPaidSubscriptionsService({
      db,
      repository: createPaidSubscriptionsRepository(db),
      ledger,
      idempotency,
      roleOf: role,
      publicOrigin,
      mailQueued,
    }),
  };
}
