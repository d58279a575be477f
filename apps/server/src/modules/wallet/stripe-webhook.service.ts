import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { StripeRepository } from './stripe.repository.ts';
import type { WalletService } from './wallet.service.ts';

export interface StripeWebhookDeps {
  db: Db;
  stripe: Pick<Stripe, 'webhooks'>;
  webhookSecret: string;
  repository: Pick<StripeRepository, 'claimEvent' | 'lockTopUpBySession' | 'markCredited'>;
  creditTopUp: WalletService['creditTopUp'];
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The events that say a Checkout Session was paid: at once (cards), or later for payment methods that settle
 * after the person leaves Checkout (`payment_status` is 'unpaid' in the first event then).
 */
const PAID_SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

/** Stripe's webhook (docs/product.md §9): checks the signature, then credits each paid top-up once. */
export function createStripeWebhookService({
  db,
  stripe,
  webhookSecret,
  repository,
  creditTopUp,
  log,
}: StripeWebhookDeps) {
  function verifiedEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw badRequest('Missing Stripe-Signature header');
    try {
      return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
    } catch {
      throw badRequest('Invalid Stripe signature: the payload was not signed with this webhook secret');
    }
  }

  async function creditPaidSession(eventId: string, type: string, session: Stripe.Checkout.Session) {
    await db.transaction(async (tx) => {
      if (!(await repository.claimEvent(tx, eventId, type))) return;
      const topUp = await repository.lockTopUpBySession(tx, session.id);
      if (!topUp) {
        // A session of ours that is not recorded must not be acknowledged: Stripe retries for days.
        if (session.metadata?.topUpId) throw notFound('No top-up is waiting for this Checkout Session');
        log.warn({ sessionId: session.id }, 'Ignoring a Checkout Session this app did not create');
        return;
      }
      // Another event for the same session (completed, then async succeeded) got here first.
      if (topUp.transactionId) return;
      const transactionId = await creditTopUp(tx, {
        userId: topUp.userId,
        amount: topUp.amount,
        currency: topUp.currency,
        idempotencyKey: topUp.idempotencyKey,
      });
      await repository.markCredited(tx, topUp.id, transactionId);
    });
  }

  return {
    /** Every verified event is acknowledged; only paid Checkout Sessions move money. */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<void> {
      const event = verifiedEvent(rawBody, signature);
      if (!PAID_SESSION_EVENTS.has(event.type)) return;
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.payment_status !== 'paid') return;
      await creditPaidSession(event.id, event.type, session);
    },
  };
}

export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
