import Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { StripeConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { toStripeAmount } from './stripe-amounts.ts';
import type { StripeRepository } from './stripe.repository.ts';

/**
 * The official client, pointed at `apiBase` when tests set one. Checkout is created inside the request's
 * database transaction, so a short timeout keeps a slow Stripe from holding a connection for long.
 */
export function createStripeClient({ secretKey, apiBase }: StripeConfig): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base && {
      host: base.hostname,
      port: base.port,
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

export interface StripeProviderDeps {
  stripe: Stripe;
  repository: Pick<StripeRepository, 'insertTopUp' | 'attachCheckoutSession'>;
  publicOrigin: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export const paymentProviderUnavailable = () =>
  new AppError(
    502,
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'Payments are unavailable right now. Nothing was charged; try again in a moment.',
  );

/**
 * Top-ups through Stripe Checkout: the pending top-up is recorded and the person sent to pay; no money moves
 * until Stripe's signed webhook says the session is paid (stripe-webhook.service.ts).
 */
export function createStripePaymentProvider({
  stripe,
  repository,
  publicOrigin,
  log,
}: StripeProviderDeps): PaymentProvider {
  return {
    name: 'stripe',
    async startTopUp(tx, { userId, amount, currency, idempotencyKey }) {
      const topUp = await repository.insertTopUp(tx, { userId, idempotencyKey, amount, currency });
      const metadata = { userId, topUpId: topUp.id };
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: currency.toLowerCase(),
                  unit_amount: toStripeAmount(amount, currency),
                  product_data: { name: 'Stylebook wallet top-up' },
                },
              },
            ],
            client_reference_id: topUp.id,
            metadata,
            payment_intent_data: { metadata },
            success_url: `${publicOrigin}/settings/wallet?topUp=success`,
            cancel_url: `${publicOrigin}/settings/wallet?topUp=cancelled`,
          },
          // Stripe's own key, so the client's network retry cannot open a second session for one top-up.
          { idempotencyKey: `top-up:${topUp.id}` },
        );
      } catch (error) {
        log.error({ err: error }, 'Stripe refused to create a Checkout Session');
        throw paymentProviderUnavailable();
      }
      if (!session.url) {
        log.error({ sessionId: session.id }, 'Stripe created a Checkout Session without a URL');
        throw paymentProviderUnavailable();
      }
      await repository.attachCheckoutSession(tx, topUp.id, session.id);
      return { status: 'pending', checkoutUrl: session.url };
    },
  };
}
