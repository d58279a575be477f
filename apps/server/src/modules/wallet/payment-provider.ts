import type { Currency, PaymentProviderName } from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';

/** A top-up the person asked for, handed to the provider inside the request's database transaction. */
export interface TopUpRequest {
  userId: string;
  amount: number;
  currency: Currency;
  idempotencyKey: string;
}

/**
 * How money enters wallets. The demo provider credits at once; Stripe (stripe.provider.ts) creates a Checkout
 * Session here (`{status: 'pending', checkoutUrl}`) and its signed webhook credits the wallet instead.
 */
export interface PaymentProvider {
  name: PaymentProviderName;
  startTopUp(
    tx: Db,
    request: TopUpRequest,
    credit: (tx: Db, request: TopUpRequest) => Promise<string>,
  ): Promise<{ status: 'succeeded'; transactionId: string } | { status: 'pending'; checkoutUrl: string }>;
}

/** Embedded mode's provider: no card, no network; the money is credited as soon as it is asked for. */
export const demoPaymentProvider: PaymentProvider = {
  name: 'demo',
  async startTopUp(tx, request, credit) {
    return { status: 'succeeded', transactionId: await credit(tx, request) };
  },
};
