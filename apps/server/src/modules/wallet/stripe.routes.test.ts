import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, registerVerifiedAccount, useTestApp } from '../../test/helpers.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { startStripePeer, type StripePeer } from '../../test/stripe-peer.ts';

const WEBHOOK_SECRET = 'whsec_test_stylebook';
const WEBHOOK = '/api/payments/stripe/webhook';

type Balances = RouteReply<'getWallet'>;

describe('Stripe top-ups', () => {
  let peer: StripePeer;

  beforeAll(async () => {
    peer = await startStripePeer();
  });
  afterAll(() => peer.close());
  const t = useTestApp(() => ({
    authRateLimit: { perIp: 1000, perEmail: 1000 },
    publicOrigin: 'https://stylebook.test',
    stripe: { secretKey: 'sk_test_stylebook', webhookSecret: WEBHOOK_SECRET, apiBase: peer.url },
  }));
  beforeEach(() => {
    peer.failWith = undefined;
  });

  const topUp = (token: string, payload: object, key: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/wallet/top-ups',
      payload,
      headers: { ...bearer(token), 'idempotency-key': key },
    });
  const wallet = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: bearer(token) })).json<Balances>();

  /** Tops up through the peer and answers the Checkout Session that Stripe would have created. */
  async function pendingTopUp(token: string, payload = { amount: 2500, currency: 'USD' }) {
    const reply = await topUp(token, payload);
    expect(reply.statusCode).toBe(201);
    const sessionRequest = peer.requests.at(-1)!;
    const { checkoutUrl } = reply.json<Extract<RouteReply<'topUp'>, { status: 'pending' }>>();
    return {
      sessionId: checkoutUrl.split('/').at(-1)!,
      topUpId: sessionRequest.form.get('client_reference_id')!,
      userId: sessionRequest.form.get('metadata[userId]')!,
    };
  }

  /** A Stripe event about a Checkout Session, as Stripe would send it. */
  function sessionEvent(
    session: { sessionId: string; topUpId?: string; userId?: string },
    fields: { id?: string; type?: string; paymentStatus?: string; amountTotal?: number } = {},
  ): string {
    return JSON.stringify({
      id: fields.id ?? `evt_${randomUUID()}`,
      object: 'event',
      type: fields.type ?? 'checkout.session.completed',
      data: {
        object: {
          id: session.sessionId,
          object: 'checkout.session',
          payment_status: fields.paymentStatus ?? 'paid',
          amount_total: fields.amountTotal ?? 2500,
          currency: 'usd',
          client_reference_id: session.topUpId ?? null,
          metadata: session.topUpId ? { userId: session.userId, topUpId: session.topUpId } : {},
        },
      },
    });
  }

  const deliver = (payload: string, signature: string | null = sign(payload)) =>
    t.app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload,
      headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
    });
  const sign = (payload: string, secret = WEBHOOK_SECRET) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });

  it('says the wallet is on Stripe', async () => {
    const me = await registerVerifiedAccount(t.app);
    expect(await wallet(me.token)).toEqual({ balances: [], payable: [], provider: 'stripe' });
  });

  describe('POST /api/wallet/top-ups', () => {
    it('creates a Checkout Session for the amount and answers its URL, crediting nothing yet', async () => {
      const me = await registerVerifiedAccount(t.app);
      const reply = await topUp(me.token, { amount: 2500, currency: 'USD' });

      expect(reply.statusCode).toBe(201);
      const request = peer.requests.at(-1)!;
      const topUpId = request.form.get('client_reference_id');
      expect(reply.json()).toEqual({
        status: 'pending',
        checkoutUrl: `https://checkout.stripe.test/c/pay/cs_test_${peer.requests.length}`,
      });
      expect(request.method).toBe('POST');
      expect(request.path).toBe('/v1/checkout/sessions');
      expect(request.headers.authorization).toBe('Bearer sk_test_stylebook');
      expect(request.headers['idempotency-key']).toBe(`top-up:${topUpId}`);
      expect(Object.fromEntries(request.form)).toEqual({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '2500',
        'line_items[0][price_data][product_data][name]': 'Stylebook wallet top-up',
        client_reference_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        'metadata[userId]': me.user.id,
        'metadata[topUpId]': topUpId,
        'payment_intent_data[metadata][userId]': me.user.id,
        'payment_intent_data[metadata][topUpId]': topUpId,
        success_url: 'https://stylebook.test/settings/wallet?topUp=success',
        cancel_url: 'https://stylebook.test/settings/wallet?topUp=cancelled',
      });
      expect((await wallet(me.token)).balances).toEqual([]);
    });

    it('sends Stripe its own minor units: JPY and KRW as they are, IDR in hundredths of a rupiah', async () => {
      const me = await registerVerifiedAccount(t.app);
      const sent = async (amount: number, currency: string) => {
        expect((await topUp(me.token, { amount, currency })).statusCode).toBe(201);
        const { form } = peer.requests.at(-1)!;
        return [
          form.get('line_items[0][price_data][currency]'),
          form.get('line_items[0][price_data][unit_amount]'),
        ];
      };
      expect(await sent(1500, 'JPY')).toEqual(['jpy', '1500']);
      expect(await sent(15_000, 'KRW')).toEqual(['krw', '15000']);
      expect(await sent(150_000, 'IDR')).toEqual(['idr', '15000000']);
      expect(await sent(1299, 'EUR')).toEqual(['eur', '1299']);
    });

    it('answers a retried Idempotency-Key with the same session, creating one', async () => {
      const me = await registerVerifiedAccount(t.app);
      const key = randomUUID();
      const before = peer.requests.length;
      const first = await topUp(me.token, { amount: 700, currency: 'GBP' }, key);
      const again = await topUp(me.token, { amount: 700, currency: 'GBP' }, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(peer.requests.length).toBe(before + 1);
    });

    it('answers 502 and records nothing when Stripe refuses, so the same key may be retried', async () => {
      const me = await registerVerifiedAccount(t.app);
      const key = randomUUID();
      peer.failWith = 401;
      const refused = await topUp(me.token, { amount: 900, currency: 'USD' }, key);
      expect(refused.statusCode).toBe(502);
      expect(refused.json<ErrorBody>()).toEqual({
        message: 'Payments are unavailable right now. Nothing was charged; try again in a moment.',
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
      peer.failWith = undefined;
      const retried = await topUp(me.token, { amount: 900, currency: 'USD' }, key);
      expect(retried.statusCode).toBe(201);
      expect(retried.json()).toMatchObject({ status: 'pending' });
    });
  });

  describe(`POST ${WEBHOOK}`, () => {
    it('refuses a missing or bad signature with 400 and credits nothing', async () => {
      const me = await registerVerifiedAccount(t.app);
      const session = await pendingTopUp(me.token);
      const payload = sessionEvent(session);

      const unsigned = await deliver(payload, null);
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json()).toEqual({ message: 'Missing Stripe-Signature header', code: 'VALIDATION' });
      for (const signature of [
        sign(payload, 'whsec_someone_else'),
        sign(payload.replace('"paid"', '"paid" ')),
        'not a signature',
      ]) {
        const reply = await deliver(payload, signature);
        expect(reply.statusCode).toBe(400);
        expect(reply.json()).toEqual({
          message: 'Invalid Stripe signature: the payload was not signed with this webhook secret',
          code: 'VALIDATION',
        });
      }
      expect((await wallet(me.token)).balances).toEqual([]);
    });

    it('credits a paid session once, with the amount of the stored top-up', async () => {
      const me = await registerVerifiedAccount(t.app);
      const session = await pendingTopUp(me.token, { amount: 2500, currency: 'USD' });
      // The event's own amount is not what counts: the top-up recorded when the session was created is.
      const reply = await deliver(sessionEvent(session, { amountTotal: 999_999 }));

      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ received: true });
      expect((await wallet(me.token)).balances).toEqual([{ currency: 'USD', amount: 2500 }]);
      const history = await t.app.inject({
        method: 'GET',
        url: '/api/wallet/transactions',
        headers: bearer(me.token),
      });
      expect(history.json<RouteReply<'listWalletTransactions'>>().items).toEqual([
        {
          id: expect.any(String),
          kind: 'top_up',
          amount: 2500,
          currency: 'USD',
          createdAt: expect.any(String),
        },
      ]);
    });

    it('credits an IDR top-up in the whole rupiah the person asked for', async () => {
      const me = await registerVerifiedAccount(t.app);
      const session = await pendingTopUp(me.token, { amount: 150_000, currency: 'IDR' });
      expect((await deliver(sessionEvent(session, { amountTotal: 15_000_000 }))).statusCode).toBe(200);
      expect((await wallet(me.token)).balances).toEqual([{ currency: 'IDR', amount: 150_000 }]);
    });

    it('applies a replayed event once', async () => {
      const me = await registerVerifiedAccount(t.app);
      const payload = sessionEvent(await pendingTopUp(me.token));
      for (let delivery = 0; delivery < 3; delivery++) {
        const reply = await deliver(payload);
        expect(reply.statusCode).toBe(200);
      }
      expect((await wallet(me.token)).balances).toEqual([{ currency: 'USD', amount: 2500 }]);
    });

    it('applies concurrent deliveries of one event once', async () => {
      const me = await registerVerifiedAccount(t.app);
      const payload = sessionEvent(await pendingTopUp(me.token));
      const replies = await Promise.all(Array.from({ length: 8 }, () => deliver(payload)));
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
      expect((await wallet(me.token)).balances).toEqual([{ currency: 'USD', amount: 2500 }]);
      expect(await auditLedger(t.database.db)).toEqual({ drifted: [], unbalanced: [], negative: [] });
    });

    it('credits a session once when two different events say it was paid', async () => {
      const me = await registerVerifiedAccount(t.app);
      const session = await pendingTopUp(me.token);
      const replies = await Promise.all([
        deliver(sessionEvent(session)),
        deliver(sessionEvent(session, { type: 'checkout.session.async_payment_succeeded' })),
      ]);
      expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
      expect((await wallet(me.token)).balances).toEqual([{ currency: 'USD', amount: 2500 }]);
    });

    it('waits for the money of a session completed but not yet paid', async () => {
      const me = await registerVerifiedAccount(t.app);
      const session = await pendingTopUp(me.token);
      expect((await deliver(sessionEvent(session, { paymentStatus: 'unpaid' }))).statusCode).toBe(200);
      expect((await wallet(me.token)).balances).toEqual([]);
      const paid = sessionEvent(session, { type: 'checkout.session.async_payment_succeeded' });
      expect((await deliver(paid)).statusCode).toBe(200);
      expect((await wallet(me.token)).balances).toEqual([{ currency: 'USD', amount: 2500 }]);
    });

    it('acknowledges and ignores other event types', async () => {
      const me = await registerVerifiedAccount(t.app);
      const session = await pendingTopUp(me.token);
      for (const type of ['checkout.session.expired', 'payment_intent.succeeded', 'customer.created']) {
        const reply = await deliver(sessionEvent(session, { type }));
        expect(reply.statusCode).toBe(200);
        expect(reply.json()).toEqual({ received: true });
      }
      expect((await wallet(me.token)).balances).toEqual([]);
    });

    it('ignores a session another app made, and leaves an unknown one of ours for Stripe to retry', async () => {
      const foreign = await deliver(sessionEvent({ sessionId: 'cs_test_not_ours' }));
      expect(foreign.statusCode).toBe(200);

      const unknownTopUp = { sessionId: 'cs_test_lost', topUpId: randomUUID(), userId: randomUUID() };
      const event = sessionEvent(unknownTopUp);
      const lost = await deliver(event);
      expect(lost.statusCode).toBe(404);
      expect(lost.json<ErrorBody>().code).toBe('NOT_FOUND');
      // The event was not recorded as applied: a later delivery is looked at again.
      expect((await deliver(event)).statusCode).toBe(404);
    });

    describe('on an app allowing two requests a minute', () => {
      const limited = useTestApp(() => ({
        rateLimitPerMinute: 2,
        stripe: { secretKey: 'sk_test_stylebook', webhookSecret: WEBHOOK_SECRET, apiBase: peer.url },
      }));

      it('is not subject to the per-IP rate limit', async () => {
        const payload = sessionEvent({ sessionId: 'cs_test_rate' }, { type: 'customer.created' });
        const deliveries = Array.from({ length: 5 }, () =>
          limited.app.inject({
            method: 'POST',
            url: WEBHOOK,
            payload,
            headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
          }),
        );
        expect((await Promise.all(deliveries)).map((reply) => reply.statusCode)).toEqual(Array(5).fill(200));
      });
    });
  });
});
