import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newProduct, registerAccount, registerVerifiedAccount, useTestApp } from '../../test/helpers.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { leaveHalfThePeriod, moneyRequestsTo } from '../../test/money-probes.ts';

type Account = Awaited<ReturnType<typeof registerVerifiedAccount>>;

const BLOCKED: ErrorBody = { message: "You can't interact with this account", code: 'BLOCKED' };

describe('blocks', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  const { send, balance } = moneyRequestsTo(t);

  describe('who may call', () => {
    it('refuses visitors, and answers 400 for oneself and 404 for no one, changing nothing', async () => {
      const person = await registerVerifiedAccount(t.app);
      for (const [method, url] of [
        ['PUT', `/api/users/${person.user.id}/block`],
        ['DELETE', `/api/users/${person.user.id}/block`],
        ['GET', '/api/blocks'],
      ] as const) {
        expect((await t.request(method, url)).statusCode, `${method} ${url}`).toBe(401);
      }
      for (const method of ['PUT', 'DELETE'] as const) {
        const self = await t.request(method, `/api/users/${person.user.id}/block`, person.token);
        expect(self.statusCode).toBe(400);
        expect(self.json()).toEqual({ message: 'You cannot block yourself', code: 'VALIDATION' });
        const nobody = await t.request(method, `/api/users/${randomUUID()}/block`, person.token);
        expect(nobody.statusCode).toBe(404);
        expect(nobody.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
      }
      const list = await t.request('GET', '/api/blocks', person.token);
      expect(list.json()).toEqual({ items: [], pagination: { page: 1, pages: 0 } });
    });

    it('lets a person who has not verified their email block', async () => {
      const [unverified, other] = await Promise.all([registerAccount(t.app), registerAccount(t.app)]);
      const blocked = await t.request('PUT', `/api/users/${other.user.id}/block`, unverified.token);
      expect(blocked.statusCode).toBe(204);
    });
  });

  it('blocks once however often asked, lists the blocked newest first, and unblocks', async () => {
    const [blocker, first, second] = await Promise.all([
      registerVerifiedAccount(t.app),
      registerVerifiedAccount(t.app),
      registerVerifiedAccount(t.app, { role: 'stylist' }),
    ]);
    for (const person of [first, second, first]) {
      const response = await t.request('PUT', `/api/users/${person.user.id}/block`, blocker.token);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    const list = await t.request('GET', '/api/blocks?limit=1', blocker.token);
    expect(list.json<RouteReply<'listBlocks'>>()).toEqual({
      items: [expect.objectContaining({ id: second.user.id, username: second.username, role: 'STYLIST' })],
      pagination: { page: 1, pages: 2 },
    });
    // The blocked person's own list is theirs alone.
    expect(
      (await t.request('GET', '/api/blocks', second.token)).json<RouteReply<'listBlocks'>>().items,
    ).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const unblocked = await t.request('DELETE', `/api/users/${second.user.id}/block`, blocker.token);
      expect(unblocked.statusCode).toBe(204);
    }
    const after = await t.request('GET', '/api/blocks', blocker.token);
    expect(after.json<RouteReply<'listBlocks'>>().items.map(({ id }) => id)).toEqual([first.user.id]);
    expect((await t.request('GET', `/api/users/${second.user.id}/profile`, blocker.token)).statusCode).toBe(
      200,
    );
  });

  describe('between a person and a stylist one of them blocked', () => {
    let person: Account;
    let stylist: Account;
    let productId: string;

    beforeAll(async () => {
      [person, stylist] = await Promise.all([
        registerVerifiedAccount(t.app),
        registerVerifiedAccount(t.app, { role: 'stylist', username: `blockedstylist${Date.now()}` }),
      ]);
      productId = (await newProduct(t.database.db, { ownerId: stylist.user.id, brand: 'Blockbrand' })).id;
      // Each follows the other, so each had a notification from the other.
      await t.request('POST', `/api/users/${stylist.user.id}/subscribe`, person.token);
      await t.request('POST', `/api/users/${person.user.id}/subscribe`, stylist.token);
      expect((await t.request('GET', '/api/notifications/unread-count', stylist.token)).json()).toEqual({
        unreadCount: 1,
      });
      expect((await t.request('PUT', `/api/users/${person.user.id}/block`, stylist.token)).statusCode).toBe(
        204,
      );
    });

    it('ends the follows both ways, and neither may follow the other again', async () => {
      for (const [who, other] of [
        [person, stylist],
        [stylist, person],
      ] as const) {
        const followed = await t.request('POST', `/api/users/${other.user.id}/subscribe`, who.token);
        expect(followed.statusCode).toBe(403);
        expect(followed.json()).toEqual(BLOCKED);
      }
      const followers = await t.request('GET', `/api/users/${stylist.user.id}/subscribers`);
      expect(followers.json<RouteReply<'listSubscribers'>>().items).toEqual([]);
    });

    it('hides each from the other: profile, lists, products, search and notifications', async () => {
      for (const [who, other] of [
        [person, stylist],
        [stylist, person],
      ] as const) {
        for (const path of ['profile', 'summary', 'products', 'collections', 'looks', 'subscribers']) {
          const response = await t.request('GET', `/api/users/${other.user.id}/${path}`, who.token);
          expect(response.statusCode, `${who.username} → ${path}`).toBe(404);
          expect(response.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
        }
        const people = await t.request('GET', `/api/users?query=${other.username}`, who.token);
        expect(people.json<RouteReply<'searchUsers'>>().items.map(({ id }) => id)).not.toContain(
          other.user.id,
        );
        const search = await t.request('GET', `/api/search?q=${other.username}`, who.token);
        expect(search.json<RouteReply<'search'>>().people.items.map(({ id }) => id)).not.toContain(
          other.user.id,
        );
        const suggestions = await t.request('GET', `/api/search/suggestions?q=${other.username}`, who.token);
        expect(suggestions.json<RouteReply<'searchSuggestions'>>().people.map(({ id }) => id)).not.toContain(
          other.user.id,
        );
        const notifications = await t.request('GET', '/api/notifications', who.token);
        expect(notifications.json<RouteReply<'listNotifications'>>().items).toEqual([]);
        expect((await t.request('GET', '/api/notifications/unread-count', who.token)).json()).toEqual({
          unreadCount: 0,
        });
      }
      const product = await t.request('GET', `/api/products/${productId}`, person.token);
      expect(product.statusCode).toBe(404);
      const featured = await t.request('GET', '/api/featured/products?limit=50', person.token);
      expect(featured.json<RouteReply<'featuredProducts'>>().items.map(({ id }) => id)).not.toContain(
        productId,
      );
      const brand = await t.request('GET', '/api/search?q=Blockbrand&kind=products', person.token);
      expect(brand.json<RouteReply<'search'>>().products.items).toEqual([]);
    });

    it('leaves signed-out visitors and everyone else as they were', async () => {
      const stranger = await registerVerifiedAccount(t.app);
      for (const token of [null, stranger.token]) {
        for (const other of [person, stylist]) {
          expect((await t.request('GET', `/api/users/${other.user.id}/profile`, token)).statusCode).toBe(200);
        }
        expect((await t.request('GET', `/api/products/${productId}`, token)).statusCode).toBe(200);
        const people = await t.request('GET', `/api/users?query=${stylist.username}`, token);
        expect(people.json<RouteReply<'searchUsers'>>().items.map(({ id }) => id)).toEqual([stylist.user.id]);
      }
      const featured = await t.request('GET', '/api/featured/products?limit=50', stranger.token);
      expect(featured.json<RouteReply<'featuredProducts'>>().items.map(({ id }) => id)).toContain(productId);
    });
  });

  it('ends a paid subscription either way at once, refunding the unused part, and refuses a new one', async () => {
    const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
    const subscriber = await registerVerifiedAccount(t.app);
    await send('PUT', '/api/subscriptions/price', stylist, { amount: 1000, currency: 'USD' });
    await send('POST', '/api/wallet/top-ups', subscriber, { amount: 1000, currency: 'USD' });
    expect(
      (await send('POST', `/api/users/${stylist.user.id}/paid-subscription`, subscriber)).statusCode,
    ).toBe(201);
    await leaveHalfThePeriod(t.database.db, stylist.user.id);

    expect((await send('PUT', `/api/users/${subscriber.user.id}/block`, stylist)).statusCode).toBe(204);
    expect(await balance(subscriber)).toBe(500);
    const history = await send('GET', '/api/wallet/transactions', subscriber);
    expect(history.json<RouteReply<'listWalletTransactions'>>().items[0]).toMatchObject({
      kind: 'refund',
      amount: 500,
      currency: 'USD',
    });
    expect((await send('GET', '/api/subscriptions/paid', subscriber)).json()).toEqual({ items: [] });

    // Blocking again refunds nothing more.
    expect((await send('PUT', `/api/users/${subscriber.user.id}/block`, stylist)).statusCode).toBe(204);
    expect(await balance(subscriber)).toBe(500);
    const again = await send('POST', `/api/users/${stylist.user.id}/paid-subscription`, subscriber);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(BLOCKED);
    expect(await auditLedger(t.database.db)).toEqual({ drifted: [], unbalanced: [], negative: [] });
  });
});
