import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { paidSubscriptions } from '../../db/schema/index.ts';
import { roleOf } from '../../db/users.ts';
import {
  bearer,
  newCollection,
  newProduct,
  newUser,
  readMailbox,
  registerVerifiedAccount,
  useTestApp,
} from '../../test/helpers.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { createIdempotency } from '../wallet/idempotency.ts';
import { createLedger } from '../wallet/ledger.ts';
import { createPaidSubscriptionsRepository } from './paid-subscriptions.repository.ts';
import { createPaidSubscriptionsService } from './paid-subscriptions.service.ts';

type Account = Awaited<ReturnType<typeof registerVerifiedAccount>>;
const DAY = 24 * 60 * 60 * 1000;

describe('paid subscriptions API', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  let renewals: ReturnType<typeof createPaidSubscriptionsService>;

  /** The renewal job of a process holding `db`. */
  const renewalsOn = (db: Db) =>
    createPaidSubscriptionsService({
      db,
      repository: createPaidSubscriptionsRepository(db),
      ledger: createLedger(),
      idempotency: createIdempotency(db),
      roleOf: (id) => roleOf(db, id),
      publicOrigin: t.config.publicOrigin,
      mailQueued: () => {},
    });

  beforeAll(async () => {
    renewals = renewalsOn(t.database.db);
  });

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Account | null,
    payload?: object,
    key?: string | null,
  ) {
    return t.app.inject({
      method,
      url,
      payload,
      headers: { ...(who && bearer(who.token)), ...(key && { 'idempotency-key': key }) },
    });
  }
  const subscribe = (who: Account, stylistId: string, key: string | null = randomUUID()) =>
    call('POST', `/api/users/${stylistId}/paid-subscription`, who, undefined, key);
  const topUp = (who: Account, amount: number, currency = 'USD') =>
    call('POST', '/api/wallet/top-ups', who, { amount, currency }, randomUUID());
  const balance = async (who: Account, currency = 'USD') =>
    (await call('GET', '/api/wallet', who))
      .json<RouteReply<'getWallet'>>()
      .balances.find((b) => b.currency === currency)?.amount ?? 0;
  const profile = (id: string, who: Account | null) =>
    call('GET', `/api/users/${id}/profile`, who).then((reply) => reply.json<RouteReply<'getUserProfile'>>());

  async function pricedStylist(amount = 1299, currency = 'USD') {
    const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
    expect((await call('PUT', '/api/subscriptions/price', stylist, { amount, currency })).json()).toEqual({
      amount,
      currency,
    });
    return stylist;
  }

  describe('PUT /api/subscriptions/price', () => {
    it('is for stylists only, and shows on the profile', async () => {
      const person = await registerVerifiedAccount(t.app);
      const refused = await call('PUT', '/api/subscriptions/price', person, { amount: 500, currency: 'USD' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'Only stylists can set a subscription price',
        code: 'FORBIDDEN',
      });
      expect(
        (await call('PUT', '/api/subscriptions/price', null, { amount: 500, currency: 'USD' })).statusCode,
      ).toBe(401);

      const stylist = await pricedStylist(800, 'EUR');
      expect((await profile(stylist.user.id, null)).subscriptionPrice).toEqual({
        amount: 800,
        currency: 'EUR',
      });
      for (const bad of [{ amount: 0, currency: 'EUR' }, { amount: 1.5, currency: 'EUR' }, { amount: 100 }]) {
        expect((await call('PUT', '/api/subscriptions/price', stylist, bad)).statusCode).toBe(400);
      }
      // More than one top-up may add could never be met by a shortfall top-up.
      const unpayable = await call('PUT', '/api/subscriptions/price', stylist, {
        amount: 1_000_001,
        currency: 'EUR',
      });
      expect(unpayable.statusCode).toBe(400);
      expect(unpayable.json<ErrorBody>().message).toContain(
        'A monthly price may be at most what one top-up may add',
      );
      const stopped = await call('PUT', '/api/subscriptions/price', stylist, { amount: null });
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json()).toBeNull();
      expect((await profile(stylist.user.id, null)).subscriptionPrice).toBeNull();
    });
  });

  describe('POST /api/users/{id}/paid-subscription', () => {
    it('refuses yourself, unknown people, stylists without a price and a missing key', async () => {
      const me = await registerVerifiedAccount(t.app);
      const self = await subscribe(me, me.user.id);
      expect(self.json()).toEqual({ message: 'You cannot subscribe to yourself', code: 'VALIDATION' });
      const unknown = await subscribe(me, randomUUID());
      expect(unknown.statusCode).toBe(404);
      const unpriced = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const noPrice = await subscribe(me, unpriced.user.id);
      expect(noPrice.statusCode).toBe(409);
      expect(noPrice.json()).toEqual({
        message: 'This person does not offer paid subscriptions',
        code: 'CONFLICT',
      });
      const stylist = await pricedStylist();
      expect((await subscribe(me, stylist.user.id, null)).statusCode).toBe(400);
    });

    it('answers 402 with the shortfall in the price currency and charges nothing', async () => {
      const me = await registerVerifiedAccount(t.app);
      const stylist = await pricedStylist(1500, 'JPY');
      await topUp(me, 1000, 'JPY');
      const reply = await subscribe(me, stylist.user.id);
      expect(reply.statusCode).toBe(402);
      expect(reply.json()).toEqual({
        message: 'Not enough money in your wallet',
        code: 'INSUFFICIENT_FUNDS',
        shortfall: { amount: 500, currency: 'JPY' },
      });
      expect(await balance(me, 'JPY')).toBe(1000);
      expect((await profile(stylist.user.id, me)).paidSubscription).toBeNull();
    });

    it('charges the price, pays the stylist less the 10% fee once, and shows everywhere', async () => {
      const me = await registerVerifiedAccount(t.app);
      const stylist = await pricedStylist(1299, 'USD');
      await topUp(me, 2000);
      const key = randomUUID();
      const reply = await subscribe(me, stylist.user.id, key);
      expect(reply.statusCode).toBe(201);
      const state = reply.json<RouteReply<'takePaidSubscription'>>();
      expect(state).toEqual({
        status: 'active',
        currentPeriodEnd: expect.any(String),
        amount: 1299,
        currency: 'USD',
        pendingPrice: null,
      });
      const days = (Date.parse(state.currentPeriodEnd) - Date.now()) / DAY;
      expect(days).toBeGreaterThan(27);
      expect(days).toBeLessThan(32);

      const again = await subscribe(me, stylist.user.id, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(state);
      const anotherKey = await subscribe(me, stylist.user.id);
      expect(anotherKey.statusCode).toBe(409);

      expect(await balance(me)).toBe(701);
      expect(await balance(stylist)).toBe(1169);
      const mine = (await call('GET', '/api/wallet/transactions', me)).json<
        RouteReply<'listWalletTransactions'>
      >().items[0];
      expect(mine).toMatchObject({
        kind: 'subscription',
        amount: -1299,
        counterparty: { id: stylist.user.id },
      });
      const theirs = (await call('GET', '/api/wallet/transactions', stylist)).json<
        RouteReply<'listWalletTransactions'>
      >().items[0];
      expect(theirs).toMatchObject({ kind: 'earning', amount: 1169, counterparty: { id: me.user.id } });
      expect((await profile(stylist.user.id, me)).paidSubscription).toEqual(state);
      expect((await profile(stylist.user.id, stylist)).paidSubscription).toBeNull();
      const list = (await call('GET', '/api/subscriptions/paid', me)).json<
        RouteReply<'listPaidSubscriptions'>
      >();
      expect(list.items).toEqual([{ ...state, stylist: expect.objectContaining({ id: stylist.user.id }) }]);
      expect(await auditLedger(t.database.db)).toEqual({ drifted: [], unbalanced: [], negative: [] });
    });
  });

  describe('DELETE /api/users/{id}/paid-subscription', () => {
    it('cancels at the period end, mails the subscriber, and may be resumed without a charge', async () => {
      const me = await registerVerifiedAccount(t.app);
      const stylist = await pricedStylist(500);
      await topUp(me, 500);
      const started = (await subscribe(me, stylist.user.id)).json<RouteReply<'takePaidSubscription'>>();
      const cancelled = await call('DELETE', `/api/users/${stylist.user.id}/paid-subscription`, me);
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toEqual({ ...started, status: 'cancelled' });
      expect((await readMailbox(t.app, me.email))[0]!.subject).toBe(
        'Your subscription to Test Person is cancelled',
      );
      expect((await call('GET', '/api/subscriptions/paid', me)).json()).toMatchObject({
        items: [{ status: 'cancelled' }],
      });

      const resumed = await subscribe(me, stylist.user.id);
      expect(resumed.json()).toEqual(started);
      expect(await balance(me)).toBe(0);
    });

    it('answers 404 without a live subscription', async () => {
      const me = await registerVerifiedAccount(t.app);
      const stylist = await pricedStylist();
      const reply = await call('DELETE', `/api/users/${stylist.user.id}/paid-subscription`, me);
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({
        message: 'You have no paid subscription to this person',
        code: 'NOT_FOUND',
      });
    });
  });

  describe('unlocking paid-only collections', () => {
    it('opens them to a live subscriber and locks them again the moment it lapses', async () => {
      const me = await registerVerifiedAccount(t.app);
      const stylist = await pricedStylist(300);
      const product = await newProduct(t.database.db, { ownerId: stylist.user.id });
      const collection = await newCollection(t.database.db, {
        ownerId: stylist.user.id,
        visibility: 'paid',
        productIds: [product.id],
      });
      const view = async () => {
        const reply = await call('GET', `/api/collections/${collection.id}`, me);
        const productReply = await call('GET', `/api/products/${product.id}`, me);
        return { locked: reply.json<RouteReply<'getCollection'>>().locked, product: productReply.statusCode };
      };
      expect(await view()).toEqual({ locked: true, product: 404 });
      await topUp(me, 300);
      await subscribe(me, stylist.user.id);
      expect(await view()).toEqual({ locked: false, product: 200 });
      await call('DELETE', `/api/users/${stylist.user.id}/paid-subscription`, me);
      expect(await view()).toEqual({ locked: false, product: 200 });
      await t.database.db
        .update(paidSubscriptions)
        .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
        .where(eq(paidSubscriptions.subscriberId, me.user.id));
      expect(await view()).toEqual({ locked: true, product: 404 });
    });
  });

  describe('renewDueSubscriptions', () => {
    /** Ends the person's current period, as time passing would. */
    async function endPeriod(me: Account) {
      const periodEnd = new Date(Date.now() - 1000);
      await t.database.db
        .update(paidSubscriptions)
        .set({ currentPeriodEnd: periodEnd })
        .where(eq(paidSubscriptions.subscriberId, me.user.id));
      return periodEnd;
    }
    /** A subscription at `price` whose period has ended, and `funds` more in the wallet. */
    async function dueSubscription(funds: number, price = 1000) {
      const me = await registerVerifiedAccount(t.app);
      const stylist = await pricedStylist(price);
      await topUp(me, price + funds);
      await subscribe(me, stylist.user.id);
      return { me, stylist, periodEnd: await endPeriod(me) };
    }
    const setPrice = (stylist: Account, price: object) =>
      call('PUT', '/api/subscriptions/price', stylist, price);
    const acceptPrice = (me: Account, stylist: Account, offered: object) =>
      call('POST', `/api/users/${stylist.user.id}/paid-subscription/accept-price`, me, offered);
    const rowOf = async (me: Account) =>
      (
        await t.database.db
          .select()
          .from(paidSubscriptions)
          .where(eq(paidSubscriptions.subscriberId, me.user.id))
      )[0]!;
    const stateOf = (me: Account, stylist: Account) =>
      profile(stylist.user.id, me).then((p) => p.paidSubscription);
    /** The kinds, subject people and payloads of the person's notifications, newest first. */
    const notificationsOf = async (who: Account) =>
      (await call('GET', '/api/notifications', who))
        .json<RouteReply<'listNotifications'>>()
        .items.map(({ kind, actor, user, payload }) => ({
          kind,
          actorId: actor?.id ?? null,
          userId: user?.id ?? null,
          payload,
        }));

    it('charges each due period once and mails the subscriber', async () => {
      const { me, stylist, periodEnd } = await dueSubscription(1000);
      const now = new Date();
      await renewals.renewDueSubscriptions(now);
      await renewals.renewDueSubscriptions(now);
      expect(await balance(me)).toBe(0);
      expect(await balance(stylist)).toBe(1800);
      const state = await stateOf(me, stylist);
      expect(state?.status).toBe('active');
      expect(Date.parse(state!.currentPeriodEnd)).toBeGreaterThan(periodEnd.getTime() + 27 * DAY);
      expect((await readMailbox(t.app, me.email))[0]!.subject).toBe(
        'Your subscription to Test Person was renewed',
      );
      expect(await notificationsOf(me)).toEqual([
        {
          kind: 'subscription_renewed',
          actorId: null,
          userId: stylist.user.id,
          payload: { amount: 1000, currency: 'USD', currentPeriodEnd: state!.currentPeriodEnd },
        },
      ]);
      expect(await notificationsOf(stylist)).toEqual([
        {
          kind: 'paid_subscriber',
          actorId: me.user.id,
          userId: null,
          payload: { amount: 1000, currency: 'USD' },
        },
      ]);
    });

    it('does not charge current subscribers a raised price: it is offered, and the subscription ends unaccepted', async () => {
      const me = await registerVerifiedAccount(t.app);
      const stylist = await pricedStylist(300);
      await topUp(me, 300 + 950_000);
      const started = (await subscribe(me, stylist.user.id)).json<RouteReply<'takePaidSubscription'>>();
      expect((await setPrice(stylist, { amount: 950_000, currency: 'USD' })).statusCode).toBe(200);

      const offer = { amount: 950_000, currency: 'USD', startsAt: started.currentPeriodEnd };
      const kept = { status: 'active', amount: 300, currency: 'USD', pendingPrice: offer };
      expect(await stateOf(me, stylist)).toMatchObject(kept);
      expect((await call('GET', '/api/subscriptions/paid', me)).json()).toMatchObject({ items: [kept] });
      expect(await notificationsOf(me)).toEqual([
        {
          kind: 'subscription_price_changed',
          actorId: null,
          userId: stylist.user.id,
          payload: { amount: 950_000, currency: 'USD', startsAt: started.currentPeriodEnd },
        },
      ]);
      const [mail] = await readMailbox(t.app, me.email);
      expect(mail!.subject).toBe('Test Person changed the price of your subscription');
      expect(mail!.text).toContain('Test Person now asks $9,500 a month');
      expect(mail!.text).toContain('Accept new price: http');
      // The same price again is no news.
      await setPrice(stylist, { amount: 950_000, currency: 'USD' });
      expect(await notificationsOf(me)).toHaveLength(1);

      // New subscribers pay the new price.
      const newcomer = await registerVerifiedAccount(t.app);
      await topUp(newcomer, 950_000);
      expect((await subscribe(newcomer, stylist.user.id)).json()).toMatchObject({
        amount: 950_000,
        pendingPrice: null,
      });

      await endPeriod(me);
      await renewals.renewDueSubscriptions(new Date());
      expect(await balance(me)).toBe(950_000);
      expect(await stateOf(me, stylist)).toBeNull();
      expect((await rowOf(me)).status).toBe('ended');
      expect(await balance(stylist)).toBe(270 + 855_000);
    });

    it('charges a raised price once accepted as offered, and refuses a stale acceptance', async () => {
      const me = await registerVerifiedAccount(t.app);
      const stylist = await pricedStylist(300);
      await topUp(me, 300 + 1200);
      await subscribe(me, stylist.user.id);
      const stranger = await registerVerifiedAccount(t.app);
      const none = await acceptPrice(stranger, stylist, { amount: 300, currency: 'USD' });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({
        message: 'You have no paid subscription to this person',
        code: 'NOT_FOUND',
      });

      await setPrice(stylist, { amount: 900, currency: 'USD' });
      await setPrice(stylist, { amount: 1200, currency: 'USD' });
      const stale = await acceptPrice(me, stylist, { amount: 900, currency: 'USD' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ message: 'This price is no longer on offer', code: 'CONFLICT' });
      expect(await stateOf(me, stylist)).toMatchObject({ amount: 300, pendingPrice: { amount: 1200 } });

      const accepted = await acceptPrice(me, stylist, { amount: 1200, currency: 'USD' });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ status: 'active', amount: 1200, pendingPrice: null });
      expect((await acceptPrice(me, stylist, { amount: 1200, currency: 'USD' })).json()).toEqual(
        accepted.json(),
      );
      expect(await balance(me)).toBe(1200); // accepting charges nothing now

      await endPeriod(me);
      await renewals.renewDueSubscriptions(new Date());
      expect(await balance(me)).toBe(0);
      expect(await stateOf(me, stylist)).toMatchObject({
        status: 'active',
        amount: 1200,
        pendingPrice: null,
      });
    });

    it('offers a price in another currency too, and renews in it once accepted', async () => {
      const { me, stylist } = await dueSubscription(0);
      await setPrice(stylist, { amount: 900, currency: 'EUR' });
      expect(await stateOf(me, stylist)).toMatchObject({
        amount: 1000,
        currency: 'USD',
        pendingPrice: { amount: 900, currency: 'EUR' },
      });
      await acceptPrice(me, stylist, { amount: 900, currency: 'EUR' });
      await topUp(me, 900, 'EUR');
      await renewals.renewDueSubscriptions(new Date());
      expect(await balance(me, 'EUR')).toBe(0);
      expect(await balance(stylist, 'EUR')).toBe(810);
      const renewed = { status: 'active', amount: 900, currency: 'EUR', pendingPrice: null };
      expect(await stateOf(me, stylist)).toMatchObject(renewed);
      const list = (await call('GET', '/api/subscriptions/paid', me)).json<
        RouteReply<'listPaidSubscriptions'>
      >();
      expect(list.items).toEqual([expect.objectContaining(renewed)]);
      expect((await readMailbox(t.app, me.email))[0]!.text).toContain('We charged €9 from');
    });

    it('charges current subscribers a lowered price at their next renewal', async () => {
      const me = await registerVerifiedAccount(t.app);
      const stylist = await pricedStylist(1000);
      await topUp(me, 1000 + 1000);
      await subscribe(me, stylist.user.id);
      await setPrice(stylist, { amount: 600, currency: 'USD' });
      expect(await stateOf(me, stylist)).toMatchObject({ amount: 600, pendingPrice: null });
      expect(await notificationsOf(me)).toEqual([]);

      await endPeriod(me);
      await renewals.renewDueSubscriptions(new Date());
      expect(await balance(me)).toBe(400);
      expect(await rowOf(me)).toMatchObject({ status: 'active', amount: 600 });
      // Back up to the first price: above the 600 now agreed, so it needs consent again.
      await setPrice(stylist, { amount: 1000, currency: 'USD' });
      expect(await stateOf(me, stylist)).toMatchObject({ amount: 600, pendingPrice: { amount: 1000 } });
    });

    it('cancels current subscriptions, telling them, when the stylist stops paid subscriptions', async () => {
      const me = await registerVerifiedAccount(t.app);
      const stylist = await pricedStylist(1000);
      await topUp(me, 1000 + 1000);
      const started = (await subscribe(me, stylist.user.id)).json<RouteReply<'takePaidSubscription'>>();
      await setPrice(stylist, { amount: null });
      expect(await stateOf(me, stylist)).toEqual({ ...started, status: 'cancelled' });
      expect(await notificationsOf(me)).toEqual([
        {
          kind: 'subscription_stopped',
          actorId: null,
          userId: stylist.user.id,
          payload: { endsAt: started.currentPeriodEnd },
        },
      ]);
      expect((await readMailbox(t.app, me.email))[0]!.subject).toBe('Test Person stopped paid subscriptions');
      // Told it will not be charged again, it is not, even when the stylist sets a price again.
      await setPrice(stylist, { amount: 1000, currency: 'USD' });
      expect(await stateOf(me, stylist)).toMatchObject({ status: 'cancelled' });

      await endPeriod(me);
      await renewals.renewDueSubscriptions(new Date());
      expect(await balance(me)).toBe(1000);
      expect((await rowOf(me)).status).toBe('ended');
    });

    it('marks a short wallet past due (locked), retries daily for 7 days, then ends it', async () => {
      const { me, stylist } = await dueSubscription(400);
      const now = new Date();
      await renewals.renewDueSubscriptions(now);
      expect(await stateOf(me, stylist)).toBeNull(); // past due is not live
      const [row] = await t.database.db
        .select()
        .from(paidSubscriptions)
        .where(eq(paidSubscriptions.subscriberId, me.user.id));
      expect(row).toMatchObject({ status: 'past_due', pastDueSince: now });
      expect((await readMailbox(t.app, me.email))[0]!.subject).toBe(
        'We could not renew your subscription to Test Person',
      );
      expect(await notificationsOf(me)).toEqual([
        {
          kind: 'subscription_payment_failed',
          actorId: null,
          userId: stylist.user.id,
          payload: {
            amount: 1000,
            currency: 'USD',
            retryUntil: new Date(now.getTime() + 7 * DAY).toISOString(),
          },
        },
      ]);
      expect((await call('GET', '/api/subscriptions/paid', me)).json()).toEqual({ items: [] });

      await topUp(me, 600);
      await renewals.renewDueSubscriptions(new Date(now.getTime() + 2 * 60 * 60 * 1000)); // tried today already
      expect(await balance(me)).toBe(1000);
      await renewals.renewDueSubscriptions(new Date(now.getTime() + DAY + 1000));
      expect(await balance(me)).toBe(0);
      expect((await stateOf(me, stylist))?.status).toBe('active');
    });

    it('ends a past-due subscription after 7 days, and a cancelled one at its period end', async () => {
      const { me, stylist } = await dueSubscription(0);
      const now = new Date();
      await renewals.renewDueSubscriptions(now);
      await t.database.db
        .update(paidSubscriptions)
        .set({ updatedAt: new Date(now.getTime() - 2 * DAY) })
        .where(eq(paidSubscriptions.subscriberId, me.user.id));
      await renewals.renewDueSubscriptions(new Date(now.getTime() + 7 * DAY));
      const [ended] = await t.database.db
        .select()
        .from(paidSubscriptions)
        .where(eq(paidSubscriptions.subscriberId, me.user.id));
      expect(ended!.status).toBe('ended');

      const other = await dueSubscription(1000);
      await t.database.db
        .update(paidSubscriptions)
        .set({ status: 'cancelled' })
        .where(eq(paidSubscriptions.subscriberId, other.me.user.id));
      await renewals.renewDueSubscriptions(new Date());
      expect(await balance(other.me)).toBe(1000);
      expect(await stateOf(other.me, other.stylist)).toBeNull();
      expect(stylist.user.id).not.toBe(other.stylist.user.id);
    });

    it('charges a due period once when two processes renew at the same time', async () => {
      const { me, stylist } = await dueSubscription(1000);
      const other = await t.database.connectAgain();
      try {
        const now = new Date();
        const settled = await Promise.all([
          renewals.renewDueSubscriptions(now),
          renewalsOn(other.db).renewDueSubscriptions(now),
        ]);
        expect(settled[0] + settled[1]).toBe(1);
        expect(await balance(me)).toBe(0);
        expect(await balance(stylist)).toBe(1800);
      } finally {
        await other.close();
      }
    });

    it('tries each past-due subscription once a run, however far ahead of the database clock the job runs', async () => {
      const stylist = await pricedStylist(1000);
      const now = new Date(Date.now() + 3 * DAY);
      const periodEnd = new Date(Date.now() - DAY);
      const subscribers = await Promise.all(Array.from({ length: 25 }, () => newUser(t.database.db)));
      await t.database.db.insert(paidSubscriptions).values(
        subscribers.map((subscriber) => ({
          subscriberId: subscriber.id,
          stylistId: stylist.user.id,
          status: 'past_due' as const,
          amount: 1000,
          currency: 'USD' as const,
          currentPeriodStart: new Date(periodEnd.getTime() - 30 * DAY),
          currentPeriodEnd: periodEnd,
          pastDueSince: periodEnd,
          updatedAt: periodEnd,
        })),
      );
      expect(await renewals.renewDueSubscriptions(now)).toBe(25);
      expect(await renewals.renewDueSubscriptions(now)).toBe(0);
    });
  });
});
