import type { Db } from '../../db/client.ts';
import { roleOf } from '../../db/users.ts';
import { createIdempotency } from './idempotency.ts';
import { createLedger, type Ledger } from './ledger.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createWalletRepository } from './wallet.repository.ts';
import { createWalletService } from './wallet.service.ts';

export interface MoneyDeps {
  db: Db;
  provider: PaymentProvider;
  /** Tests pass a ledger that crashes part-way. */
  ledger?: Ledger;
}

/**
 * The wallet over one ledger and one idempotency store. Whatever else moves money (paid subscriptions) posts
 * to the same two, which the composition root hands it (services.ts).
 */
export function createMoney({ db, provider, ledger = createLedger() }: MoneyDeps) {
  const idempotency = createIdempotency(db);
  const wallets = createWalletRepository(db);
  return {
    ledger,
    idempotency,
    wallets,
    wallet: createWalletService({
      repository: wallets,
      ledger,
      idempotency,
      provider,
      roleOf: (userId) => roleOf(db, userId),
    }),
  };
}

export type Money = ReturnType<typeof createMoney>;
