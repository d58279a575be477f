import type {
  PageQuery,
  PayoutBody,
  PayoutResult,
  TopUpBody,
  TopUpResult,
  Wallet,
  WalletTransactionsPage,
} from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { forbidden, payoutExceedsEarnings, unpaidEarnings } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { Idempotency } from './idempotency.ts';
import { pendingPayoutOf, providerClearingIn, walletOf, type Ledger, type NewTransaction } from './ledger.ts';
import type { PaymentProvider, TopUpRequest } from './payment-provider.ts';
import { toWalletTransaction } from './wallet.mapper.ts';
import type { WalletRepository } from './wallet.repository.ts';

export interface WalletServiceDeps {
  repository: WalletRepository;
  ledger: Pick<Ledger, 'post'>;
  idempotency: Idempotency;
  provider: PaymentProvider;
  roleOf: (userId: string) => Promise<'USER' | 'STYLIST' | null>;
}

/** The ledger key of a request's movement; other movements (renewals) have keys of their own kind. */
export const requestKey = (idempotencyKey: string) => `request:${idempotencyKey}`;

/** A top-up as a ledger transaction: money enters the wallet from the provider's clearing account. */
export function topUpTransaction({ userId, amount, currency, idempotencyKey }: TopUpRequest): NewTransaction {
  return {
    kind: 'top_up',
    userId,
    idempotencyKey: requestKey(idempotencyKey),
    postings: [
      { account: walletOf(userId, currency), amount },
      { account: providerClearingIn(currency), amount: -amount },
    ],
  };
}

export function createWalletService({
  repository,
  ledger,
  idempotency,
  provider,
  roleOf,
}: WalletServiceDeps) {
  /** Money enters a wallet from the provider's clearing account. */
  function credit(tx: Db, request: TopUpRequest): Promise<string> {
    return ledger.post(tx, topUpTransaction(request));
  }

  return {
    /** Also how a provider's webhook credits a top-up that was paid later (Stripe). */
    creditTopUp: credit,

    async wallet(actor: Actor): Promise<Wallet> {
      const [balances, payable] = await Promise.all([
        repository.balances(actor.userId),
        repository.payable(actor.userId),
      ]);
      return { balances, payable, provider: provider.name };
    },

    async transactions(actor: Actor, { page, limit }: PageQuery): Promise<WalletTransactionsPage> {
      const [total, rows] = await Promise.all([
        repository.countEntries(actor.userId),
        repository.listEntries(actor.userId, { limit, offset: (page - 1) * limit }),
      ]);
      return { items: rows.map(toWalletTransaction), pagination: { page, pages: Math.ceil(total / limit) } };
    },

    /**
     * 409 UNPAID_EARNINGS, naming the amounts, while the person holds earned money not paid out; their wallets
     * stay locked until `tx` ends, so none is earned meanwhile.
     */
    async refuseUnpaidEarnings(tx: Db, userId: string): Promise<void> {
      await repository.lockWallets(tx, userId);
      const unpaid = (await repository.payable(userId, tx)).filter((money) => money.amount > 0);
      if (unpaid.length > 0) throw unpaidEarnings(unpaid);
    },

    topUp(actor: Actor, idempotencyKey: string, body: TopUpBody): Promise<TopUpResult> {
      const request = { userId: actor.userId, key: idempotencyKey, route: 'POST /api/wallet/top-ups', body };
      return idempotency.run(request, (tx) =>
        provider.startTopUp(tx, { userId: actor.userId, idempotencyKey, ...body }, credit),
      );
    },

    /**
     * Moves the amount to the stylist's pending payout at once; payouts are paid outside the app. Only earned
     * money may leave (422 PAYOUT_EXCEEDS_EARNINGS beyond it), so a wallet cannot turn a card's top-up into a
     * payout.
     */
    async payout(actor: Actor, idempotencyKey: string, body: PayoutBody): Promise<PayoutResult> {
      if ((await roleOf(actor.userId)) !== 'STYLIST') throw forbidden('Only stylists can request a payout');
      const { amount, currency } = body;
      const request = { userId: actor.userId, key: idempotencyKey, route: 'POST /api/wallet/payouts', body };
      return idempotency.run(request, async (tx) => {
        const payable = await repository.lockPayable(tx, actor.userId, currency);
        if (amount > payable.amount) throw payoutExceedsEarnings(payable);
        const transactionId = await ledger.post(tx, {
          kind: 'payout',
          userId: actor.userId,
          idempotencyKey: requestKey(idempotencyKey),
          postings: [
            { account: walletOf(actor.userId, currency), amount: -amount },
            { account: pendingPayoutOf(actor.userId, currency), amount },
          ],
        });
        return { status: 'requested' as const, transactionId };
      });
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
