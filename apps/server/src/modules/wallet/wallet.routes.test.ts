import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  capturedLog,
  registerAccount,
  registerVerifiedAccount,
  useTestApp,
} from '../../test/helpers.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { loadConfig } from '../../config.ts';
import { ledgerEntries, users } from '../../db/schema/index.ts';

type Account = Awaited<ReturnType<typeof registerVerifiedAccount>>;

describe('wallet API', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });

  function post(url: string, token: string | null, payload: object, key: string | null = randomUUID()) {
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...(token && bearer(token)), ...(key && { 'idempotency-key': key }) },
    });
  }
  const get = (url: string, token: string | null) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const topUp = (token: string, payload: object, key?: string) =>
    post('/api/wallet/top-ups', token, payload, key);
  const setPrice = (stylist: Account, amount: number, currency: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/subscriptions/price',
      headers: bearer(stylist.token),
      payload: { amount, currency },
    });
  const subscribe = (subscriber: Account, stylistId: string) =>
    post(`/api/users/${stylistId}/paid-subscription`, subscriber.token, {});
  /** `stylist` earns `price` less the 10% fee: a new person tops up and takes their paid subscription. */
  async function earn(stylist: Account, price: number, currency = 'USD') {
    await setPrice(stylist, price, currency);
    const subscriber = await registerVerifiedAccount(t.app);
    await topUp(subscriber.token, { amount: price, currency });
    expect((await subscribe(subscriber, stylist.user.id)).statusCode).toBe(201);
  }
  const balances = async (token: string) =>
    (await get('/api/wallet', token)).json<RouteReply<'getWallet'>>().balances;

  it('requires a signed-in person with a verified email', async () => {
    const unverified = await registerAccount(t.app);
    const calls = [
      () => get('/api/wallet', null),
      () => get('/api/wallet/transactions', null),
      () => post('/api/wallet/top-ups', null, { amount: 100, currency: 'USD' }),
      () => post('/api/wallet/payouts', null, { amount: 100, currency: 'USD' }),
    ];
    for (const call of calls) {
      const reply = await call();
      expect(reply.statusCode).toBe(401);
      expect(reply.json<ErrorBody>().code).toBe('UNAUTHENTICATED');
    }
    for (const reply of [
      await get('/api/wallet', unverified.token),
      await get('/api/wallet/transactions', unverified.token),
      await topUp(unverified.token, { amount: 100, currency: 'USD' }),
      await post('/api/wallet/payouts', unverified.token, { amount: 100, currency: 'USD' }),
    ]) {
      expect(reply.statusCode).toBe(403);
      expect(reply.json<ErrorBody>().code).toBe('EMAIL_NOT_VERIFIED');
    }
  });

  it('starts empty, on the demo provider', async () => {
    const me = await registerVerifiedAccount(t.app);
    expect((await get('/api/wallet', me.token)).json()).toEqual({
      balances: [],
      payable: [],
      provider: 'demo',
    });
    expect((await get('/api/wallet/transactions', me.token)).json()).toEqual({
      items: [],
      pagination: { page: 1, pages: 0 },
    });
  });

  describe('in production', () => {
    const log = capturedLog('warn');
    const { nodeEnv, stripe } = loadConfig({ NODE_ENV: 'production', PAYMENTS: 'demo' });
    const production = useTestApp({ nodeEnv, stripe }, { logger: log.logger });

    it('runs the demo provider in production only as PAYMENTS=demo, says so, and warns at start', async () => {
      const me = await registerAccount(production.app);
      // Production has no mailbox to read the verification code from.
      await production.database.db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.id, me.user.id));
      const wallet = await production.app.inject({ url: '/api/wallet', headers: bearer(me.token) });
      expect(wallet.json()).toEqual({ balances: [], payable: [], provider: 'demo' });
      expect(log.text()).toContain('PAYMENTS=demo: top-ups are credited without taking money');
    });
  });

  describe('POST /api/wallet/top-ups', () => {
    it('credits the wallet at once and lists the top-up', async () => {
      const me = await registerVerifiedAccount(t.app);
      const reply = await topUp(me.token, { amount: 2500, currency: 'USD' });
      expect(reply.statusCode).toBe(201);
      const { transactionId } = reply.json<Extract<RouteReply<'topUp'>, { status: 'succeeded' }>>();
      expect(reply.json()).toEqual({ status: 'succeeded', transactionId: expect.any(String) });
      await topUp(me.token, { amount: 3000, currency: 'JPY' });
      expect(await balances(me.token)).toEqual([
        { currency: 'JPY', amount: 3000 },
        { currency: 'USD', amount: 2500 },
      ]);
      const history = (await get('/api/wallet/transactions', me.token)).json<
        RouteReply<'listWalletTransactions'>
      >();
      expect(history.items).toEqual([
        {
          id: expect.any(String),
          kind: 'top_up',
          amount: 3000,
          currency: 'JPY',
          createdAt: expect.any(String),
        },
        { id: transactionId, kind: 'top_up', amount: 2500, currency: 'USD', createdAt: expect.any(String) },
      ]);
    });

    it('requires an Idempotency-Key header', async () => {
      const me = await registerVerifiedAccount(t.app);
      const reply = await topUp(me.token, { amount: 100, currency: 'USD' }, null as unknown as string);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        message:
          "Invalid headers field 'idempotency-key': An Idempotency-Key header is required for requests that move money",
        code: 'VALIDATION',
      });
      expect(await balances(me.token)).toEqual([]);
    });

    it('refuses amounts that are not whole positive minor units within the per-currency cap', async () => {
      const me = await registerVerifiedAccount(t.app);
      const bad = [
        { amount: 0, currency: 'USD' },
        { amount: -100, currency: 'USD' },
        { amount: 10.5, currency: 'USD' },
        { amount: '100', currency: 'USD' },
        { amount: 1_000_001, currency: 'USD' },
        { amount: 1_500_001, currency: 'JPY' },
        { amount: 100, currency: 'XYZ' },
        { amount: 100 },
      ];
      for (const payload of bad) {
        const reply = await topUp(me.token, payload);
        expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
        expect(reply.json<ErrorBody>().code).toBe('VALIDATION');
      }
      expect((await topUp(me.token, { amount: 1_000_000, currency: 'USD' })).statusCode).toBe(201);
      expect(await balances(me.token)).toEqual([{ currency: 'USD', amount: 1_000_000 }]);
    });

    it('answers a retried key with the same reply and moves the money once', async () => {
      const me = await registerVerifiedAccount(t.app);
      const key = randomUUID();
      const first = await topUp(me.token, { amount: 700, currency: 'EUR' }, key);
      const again = await topUp(me.token, { currency: 'EUR', amount: 700 }, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      expect(await balances(me.token)).toEqual([{ currency: 'EUR', amount: 700 }]);
    });

    it('answers 409 to a key reused with another body, or on another route', async () => {
      const me = await registerVerifiedAccount(t.app);
      const key = randomUUID();
      await topUp(me.token, { amount: 700, currency: 'EUR' }, key);
      const reused = await topUp(me.token, { amount: 701, currency: 'EUR' }, key);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({
        message:
          'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
        code: 'CONFLICT',
      });
      const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      await topUp(stylist.token, { amount: 700, currency: 'EUR' }, key);
      const otherRoute = await post(
        '/api/wallet/payouts',
        stylist.token,
        { amount: 700, currency: 'EUR' },
        key,
      );
      expect(otherRoute.statusCode).toBe(409);
      expect(await balances(me.token)).toEqual([{ currency: 'EUR', amount: 700 }]);
    });

    it("keeps one person's key apart from another's", async () => {
      const [me, you] = [await registerVerifiedAccount(t.app), await registerVerifiedAccount(t.app)];
      const key = randomUUID();
      await topUp(me.token, { amount: 100, currency: 'GBP' }, key);
      const yours = await topUp(you.token, { amount: 200, currency: 'GBP' }, key);
      expect(yours.statusCode).toBe(201);
      expect(await balances(you.token)).toEqual([{ currency: 'GBP', amount: 200 }]);
    });

    it('applies concurrent duplicates once, answering each the same', async () => {
      const me = await registerVerifiedAccount(t.app);
      const key = randomUUID();
      const replies = await Promise.all(
        Array.from({ length: 6 }, () => topUp(me.token, { amount: 900, currency: 'HKD' }, key)),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(6).fill(201));
      expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
      expect(await balances(me.token)).toEqual([{ currency: 'HKD', amount: 900 }]);
    });
  });

  describe('POST /api/wallet/payouts', () => {
    it('is for stylists only', async () => {
      const me = await registerVerifiedAccount(t.app);
      await topUp(me.token, { amount: 1000, currency: 'USD' });
      const reply = await post('/api/wallet/payouts', me.token, { amount: 100, currency: 'USD' });
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual({ message: 'Only stylists can request a payout', code: 'FORBIDDEN' });
      expect(await balances(me.token)).toEqual([{ currency: 'USD', amount: 1000 }]);
    });

    it('pays out only money the stylist earned, never a top-up, and says how much may go', async () => {
      const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      await topUp(stylist.token, { amount: 1000, currency: 'AUD' });
      const topUpOnly = await post('/api/wallet/payouts', stylist.token, { amount: 100, currency: 'AUD' });
      expect(topUpOnly.statusCode).toBe(422);
      expect(topUpOnly.json()).toEqual({
        message: 'Only money you earned can be paid out: up to A$0 now',
        code: 'PAYOUT_EXCEEDS_EARNINGS',
        payable: { amount: 0, currency: 'AUD' },
      });

      await earn(stylist, 1000, 'AUD');
      expect((await get('/api/wallet', stylist.token)).json()).toEqual({
        balances: [{ currency: 'AUD', amount: 1900 }],
        payable: [{ currency: 'AUD', amount: 900 }],
        provider: 'demo',
      });
      const tooMuch = await post('/api/wallet/payouts', stylist.token, { amount: 901, currency: 'AUD' });
      expect(tooMuch.statusCode).toBe(422);
      expect(tooMuch.json()).toMatchObject({
        message: 'Only money you earned can be paid out: up to A$9 now',
        payable: { amount: 900, currency: 'AUD' },
      });

      const key = randomUUID();
      const paid = await post('/api/wallet/payouts', stylist.token, { amount: 600, currency: 'AUD' }, key);
      expect(paid.statusCode).toBe(201);
      expect(paid.json()).toEqual({ status: 'requested', transactionId: expect.any(String) });
      const replayed = await post(
        '/api/wallet/payouts',
        stylist.token,
        { amount: 600, currency: 'AUD' },
        key,
      );
      expect(replayed.json()).toEqual(paid.json());
      expect(await balances(stylist.token)).toEqual([{ currency: 'AUD', amount: 1300 }]);
      const history = (await get('/api/wallet/transactions', stylist.token)).json<
        RouteReply<'listWalletTransactions'>
      >();
      expect(history.items[0]).toMatchObject({ kind: 'payout', amount: -600, currency: 'AUD' });
    });

    it('counts earned money spent once the top-ups ran out as gone, whatever is topped up later', async () => {
      const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      await topUp(stylist.token, { amount: 1000, currency: 'USD' });
      await earn(stylist, 1000);
      // 1,200 spent: the 1,000 topped up, then 200 of the 900 earned.
      const other = await registerVerifiedAccount(t.app, { role: 'stylist' });
      await setPrice(other, 1200, 'USD');
      expect((await subscribe(stylist, other.user.id)).statusCode).toBe(201);
      await topUp(stylist.token, { amount: 5000, currency: 'USD' });
      const wallet = (await get('/api/wallet', stylist.token)).json<RouteReply<'getWallet'>>();
      expect(wallet.payable).toEqual([{ currency: 'USD', amount: 700 }]);
      const beyond = await post('/api/wallet/payouts', stylist.token, { amount: 701, currency: 'USD' });
      expect(beyond.statusCode).toBe(422);
      const earned = await post('/api/wallet/payouts', stylist.token, { amount: 700, currency: 'USD' });
      expect(earned.statusCode).toBe(201);
    });

    it('serialises concurrent payouts so together they never take more than was earned', async () => {
      const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      await earn(stylist, 1000);
      const replies = await Promise.all(
        Array.from({ length: 5 }, () =>
          post('/api/wallet/payouts', stylist.token, { amount: 300, currency: 'USD' }),
        ),
      );
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 201, 201, 422, 422]);
      expect(await balances(stylist.token)).toEqual([{ currency: 'USD', amount: 0 }]);
    });
  });

  it('pages the history newest first', async () => {
    const me = await registerVerifiedAccount(t.app);
    for (const amount of [1, 2, 3, 4, 5]) await topUp(me.token, { amount, currency: 'IDR' });
    const page = (n: number) =>
      get(`/api/wallet/transactions?page=${n}&limit=2`, me.token).then((reply) =>
        reply.json<RouteReply<'listWalletTransactions'>>(),
      );
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map(({ items }) => items.map(({ amount }) => amount))).toEqual([[5, 4], [3, 2], [1]]);
    expect(pages[2]!.pagination).toEqual({ page: 3, pages: 3 });
  });

  it('keeps every cached balance equal to the sum of its entries, and every transaction balanced', async () => {
    expect(await auditLedger(t.database.db)).toEqual({ drifted: [], unbalanced: [], negative: [] });
    const [entries] = await t.database.db.select({ count: count() }).from(ledgerEntries);
    expect(entries!.count).toBeGreaterThan(10);
  });
});
