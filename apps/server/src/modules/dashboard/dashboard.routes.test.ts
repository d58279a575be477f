import type { ErrorBody } from '@stylebook/contracts';
import { randomUUID } from 'node:crypto';
import { addDays, dayOf, startOfDay, type Currency, type Dashboard } from '@stylebook/contracts';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  collectionSaves,
  follows,
  ledgerEntries,
  ledgerTransactions,
  lookLikes,
  productClicks,
  productLikes,
} from '../../db/schema/index.ts';
import {
  newCollection,
  newLook,
  newProduct,
  newUser,
  registerVerifiedAccount,
  useTestApp,
} from '../../test/helpers.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { subscriptionCharge } from '../paid-subscriptions/paid-subscriptions.service.ts';
import { createLedger } from '../wallet/ledger.ts';
import { topUpTransaction } from '../wallet/wallet.service.ts';

describe('GET /api/dashboard', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  const { request } = t;
  const ledger = createLedger();

  const dashboardOf = async (token: string, query = '') => {
    const reply = await request('GET', `/api/dashboard${query}`, token);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Dashboard>();
  };

  /**
   * A paid period charged at `at`, written through the ledger as the renewal job writes it (with a top-up
   * to pay for it), then moved back in time.
   */
  async function charge(
    subscriberId: string,
    stylistId: string,
    price: { amount: number; currency: Currency },
    at: string,
  ) {
    await t.database.db.transaction(async (tx) => {
      const key = randomUUID();
      const ids = [
        await ledger.post(tx, topUpTransaction({ userId: subscriberId, ...price, idempotencyKey: key })),
        await ledger.post(tx, subscriptionCharge(subscriberId, stylistId, price, `renewal:${key}`)),
      ];
      await tx
        .update(ledgerTransactions)
        .set({ createdAt: new Date(at) })
        .where(inArray(ledgerTransactions.id, ids));
      await tx
        .update(ledgerEntries)
        .set({ createdAt: new Date(at) })
        .where(inArray(ledgerEntries.transactionId, ids));
    });
  }

  it('requires a signed-in stylist', async () => {
    const anonymous = await request('GET', '/api/dashboard', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<ErrorBody>().code).toBe('UNAUTHENTICATED');

    const shopper = await registerVerifiedAccount(t.app);
    const refused = await request('GET', '/api/dashboard?from=2025-03-01&to=2025-03-03', shopper.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>()).toEqual({
      code: 'FORBIDDEN',
      message: 'Only stylists have a dashboard',
    });
  });

  it('refuses dates that are not days, ranges that run backwards or past today, and over 366 days', async () => {
    const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
    const cases: [string, RegExp][] = [
      ['?from=2025-02-30&to=2025-03-01', /querystring field 'from'.*YYYY-MM-DD/],
      ['?from=yesterday', /querystring field 'from'/],
      ['?to=2025-3-1', /querystring field 'to'/],
      ['?from=2025-03-02&to=2025-03-01', /start date must be on or before the end date/],
      ['?from=2024-01-01&to=2025-01-01', /at most 366 days/],
      ['?from=1999-12-31&to=2000-01-01', /from 2000 on/],
      ['?to=9999-12-31', /end date must be today or earlier/],
      ['?from=9999-12-31&to=9999-12-31', /end date must be today or earlier/],
      [`?to=${addDays(dayOf(new Date()), 2)}`, /end date must be today or earlier/],
      ['?from=2025-01-01&from=2025-01-02', /querystring field 'from'/],
    ];
    for (const [query, message] of cases) {
      const reply = await request('GET', `/api/dashboard${query}`, stylist.token);
      expect(reply.statusCode, query).toBe(400);
      expect(reply.json<ErrorBody>().code).toBe('VALIDATION');
      expect(reply.json<ErrorBody>().message).toMatch(message);
    }
    const leapYear = await dashboardOf(stylist.token, '?from=2024-01-01&to=2024-12-31');
    expect(leapYear.series.clicks).toHaveLength(366);
    // A day's grace for a browser's clock a little ahead of the server's around midnight.
    const tomorrow = addDays(dayOf(new Date()), 1);
    expect((await dashboardOf(stylist.token, `?to=${tomorrow}`)).to).toBe(tomorrow);
  });

  it('covers the last 30 days up to today without a range, and 30 days up to `to` with only that', async () => {
    const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
    const today = dayOf(new Date());
    const latest = await dashboardOf(stylist.token);
    expect({ from: latest.from, to: latest.to }).toEqual({ from: addDays(today, -29), to: today });
    expect(latest.series.subscribers.map(({ date }) => date)).toEqual(
      Array.from({ length: 30 }, (_, i) => addDays(today, i - 29)),
    );
    const ending = await dashboardOf(stylist.token, '?to=2025-03-31');
    expect({ from: ending.from, to: ending.to }).toEqual({ from: '2025-03-02', to: '2025-03-31' });
    expect(ending).toMatchObject({
      totals: {
        subscribers: 0,
        newSubscribers: 0,
        paidSubscribers: 0,
        likes: 0,
        saves: 0,
        clicks: 0,
        earnings: [],
      },
      topProducts: [],
    });
    expect(ending.series.earnings).toEqual([]);
  });

  it('counts a renewing subscriber once, and one whose period runs past now through today', async () => {
    const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
    const renewing = await newUser(t.database.db);
    const recent = await newUser(t.database.db);
    const price = { amount: 500, currency: 'EUR' } as const;
    await charge(renewing.id, stylist.user.id, price, '2025-02-02T10:00:00Z');
    await charge(renewing.id, stylist.user.id, price, '2025-03-02T10:00:00Z');
    const march = await dashboardOf(stylist.token, '?from=2025-03-01&to=2025-03-03');
    expect(march.series.paidSubscribers.map(({ value }) => value)).toEqual([1, 1, 1]);

    // Today, a moment ago (today's first instant when the day is younger than a minute).
    const today = startOfDay(dayOf(new Date())).getTime();
    await charge(
      recent.id,
      stylist.user.id,
      price,
      new Date(Math.max(Date.now() - 60_000, today)).toISOString(),
    );
    const latest = await dashboardOf(stylist.token);
    expect(latest.totals.paidSubscribers).toBe(1);
    expect(latest.series.paidSubscribers.at(-2)?.value).toBe(0);
  });

  describe('on a small known history, 1 to 3 March 2025 (UTC)', () => {
    let stylist: Awaited<ReturnType<typeof registerVerifiedAccount>>;
    const range = '?from=2025-03-01&to=2025-03-03';

    beforeAll(async () => {
      const { db } = t.database;
      stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const me = stylist.user.id;
      const other = await newUser(db, { role: 'STYLIST' });
      const newPerson = async () => (await newUser(db)).id;
      const [a, b, c, d, e, f, g, h] = [
        await newPerson(),
        await newPerson(),
        await newPerson(),
        await newPerson(),
        await newPerson(),
        await newPerson(),
        await newPerson(),
        await newPerson(),
      ];

      // Followers: one before the range, one at its first instant, one at its last, one just after it.
      await db.insert(follows).values([
        { followerId: a, followeeId: me, createdAt: new Date('2025-02-27T10:00:00Z') },
        { followerId: b, followeeId: me, createdAt: new Date('2025-03-01T00:00:00Z') },
        { followerId: c, followeeId: me, createdAt: new Date('2025-03-03T23:59:59.999Z') },
        { followerId: d, followeeId: me, createdAt: new Date('2025-03-04T00:00:00Z') },
        { followerId: e, followeeId: other.id, createdAt: new Date('2025-03-02T12:00:00Z') },
      ]);

      const coat = await newProduct(db, { ownerId: me, description: 'Wool coat', brand: 'Atelier Nord' });
      const boots = await newProduct(db, { ownerId: me, description: null, brand: 'Fieldhouse' });
      const notMine = await newProduct(db, { ownerId: other.id });
      const look = await newLook(db, { ownerId: me });
      await db.insert(productLikes).values([
        { userId: a, productId: coat.id, createdAt: new Date('2025-02-28T23:59:59.999Z') },
        { userId: b, productId: coat.id, createdAt: new Date('2025-03-01T00:00:00Z') },
        { userId: c, productId: boots.id, createdAt: new Date('2025-03-02T08:00:00Z') },
        { userId: d, productId: coat.id, createdAt: new Date('2025-03-04T00:00:00Z') },
        { userId: a, productId: notMine.id, createdAt: new Date('2025-03-02T08:00:00Z') },
      ]);
      await db
        .insert(lookLikes)
        .values({ userId: a, lookId: look.id, createdAt: new Date('2025-03-02T12:00:00Z') });

      const collection = await newCollection(db, { ownerId: me });
      const othersCollection = await newCollection(db, { ownerId: other.id });
      await db.insert(collectionSaves).values([
        { userId: a, collectionId: collection.id, createdAt: new Date('2025-03-03T23:00:00Z') },
        { userId: b, collectionId: othersCollection.id, createdAt: new Date('2025-03-03T23:00:00Z') },
      ]);

      const click = (productId: string, at: string) => ({ productId, createdAt: new Date(at) });
      await db
        .insert(productClicks)
        .values([
          click(coat.id, '2025-03-02T01:00:00Z'),
          click(coat.id, '2025-03-02T02:00:00Z'),
          click(coat.id, '2025-03-02T03:00:00Z'),
          click(boots.id, '2025-03-01T00:00:00Z'),
          click(boots.id, '2025-03-03T23:59:59.999Z'),
          click(boots.id, '2025-03-04T00:00:00Z'),
          click(notMine.id, '2025-03-02T00:00:00Z'),
        ]);

      const gbp = { amount: 399, currency: 'GBP' } as const;
      // Ended before the range.
      await charge(a, me, gbp, '2025-01-15T12:00:00Z');
      // Runs through the whole range; earned before it.
      await charge(b, me, gbp, '2025-02-10T08:00:00Z');
      // Starts on the second day: $4.99 less the 50 cent fee.
      await charge(c, me, { amount: 499, currency: 'USD' }, '2025-03-02T00:00:00Z');
      // Ends at 09:00 on the last day: paying at the end of the first two days only.
      await charge(d, me, { amount: 700, currency: 'JPY' }, '2025-02-03T09:00:00Z');
      // Ends at the first instant of the second day, the very end of the first: not paying at any day's end.
      await charge(e, me, gbp, '2025-02-02T00:00:00Z');
      // The last second of the range: £3.99 less the 40 pence fee.
      await charge(f, me, gbp, '2025-03-03T23:59:59Z');
      // Just after the range.
      await charge(g, me, gbp, '2025-03-04T00:00:00Z');
      // Another stylist's earning, and the stylist's own payment to them, count for neither.
      await charge(h, other.id, gbp, '2025-03-02T10:00:00Z');
      await charge(me, other.id, gbp, '2025-03-02T10:00:00Z');
      expect(await auditLedger(db)).toEqual({ drifted: [], unbalanced: [], negative: [] });
    });

    it('counts each series by UTC day, both ends of the range included', async () => {
      const dashboard = await dashboardOf(stylist.token, range);
      const values = (series: { value: number }[]) => series.map(({ value }) => value);
      expect(dashboard.series.subscribers.map(({ date }) => date)).toEqual([
        '2025-03-01',
        '2025-03-02',
        '2025-03-03',
      ]);
      expect(values(dashboard.series.subscribers)).toEqual([2, 2, 3]);
      expect(values(dashboard.series.paidSubscribers)).toEqual([2, 3, 3]);
      expect(values(dashboard.series.likes)).toEqual([1, 2, 0]);
      expect(values(dashboard.series.saves)).toEqual([0, 0, 1]);
      expect(values(dashboard.series.clicks)).toEqual([1, 3, 1]);
      expect(dashboard.series.earnings).toEqual([
        { date: '2025-03-01', currency: 'GBP', amount: 0 },
        { date: '2025-03-01', currency: 'USD', amount: 0 },
        { date: '2025-03-02', currency: 'GBP', amount: 0 },
        { date: '2025-03-02', currency: 'USD', amount: 449 },
        { date: '2025-03-03', currency: 'GBP', amount: 359 },
        { date: '2025-03-03', currency: 'USD', amount: 0 },
      ]);
    });

    it('totals the range: audiences at its end, events and earnings over it', async () => {
      const dashboard = await dashboardOf(stylist.token, range);
      expect(dashboard.totals).toEqual({
        subscribers: 3,
        newSubscribers: 2,
        paidSubscribers: 3,
        likes: 3,
        saves: 1,
        clicks: 5,
        earnings: [
          { currency: 'GBP', amount: 359 },
          { currency: 'USD', amount: 449 },
        ],
      });
    });

    it('lists the most clicked products of the range, most clicks first', async () => {
      const dashboard = await dashboardOf(stylist.token, range);
      expect(dashboard.topProducts).toEqual([
        {
          product: {
            id: expect.any(String),
            description: 'Wool coat',
            brand: 'Atelier Nord',
            imageUrl: expect.stringMatching(/^\/media\//),
          },
          clicks: 3,
        },
        { product: expect.objectContaining({ description: null, brand: 'Fieldhouse' }), clicks: 2 },
      ]);
    });

    it('counts a single day the same as that day within a longer range', async () => {
      const day = await dashboardOf(stylist.token, '?from=2025-03-02&to=2025-03-02');
      expect(day.totals).toMatchObject({
        subscribers: 2,
        newSubscribers: 0,
        paidSubscribers: 3,
        likes: 2,
        clicks: 3,
      });
      expect(day.totals.earnings).toEqual([{ currency: 'USD', amount: 449 }]);
    });

    it('does not depend on the database session time zone', async () => {
      await t.database.db.execute(sql`set time zone 'Pacific/Kiritimati'`);
      try {
        const dashboard = await dashboardOf(stylist.token, range);
        expect(dashboard.series.subscribers.map(({ value }) => value)).toEqual([2, 2, 3]);
        expect(dashboard.series.paidSubscribers.map(({ value }) => value)).toEqual([2, 3, 3]);
        expect(dashboard.totals.clicks).toBe(5);
      } finally {
        await t.database.db.execute(sql`set time zone 'UTC'`);
      }
    });
  });
});
