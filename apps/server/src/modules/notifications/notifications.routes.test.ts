import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import {
  newCollection,
  newProduct,
  newUser,
  registerVerifiedAccount,
  useTestApp,
} from '../../test/helpers.ts';

type PageReply = RouteReply<'listNotifications'>;
type Account = Awaited<ReturnType<typeof registerVerifiedAccount>>;

describe('notifications API', () => {
  // The mail job stays out of the way; its own test drives it with a clock.
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 }, notificationDigestSeconds: 3600 });
  const person = () => registerVerifiedAccount(t.app);
  const listOf = async (who: Account, query = '') =>
    (await t.request('GET', `/api/notifications${query}`, who.token)).json<PageReply>();
  const unread = async (who: Account) =>
    (await t.request('GET', '/api/notifications/unread-count', who.token)).json<{ unreadCount: number }>()
      .unreadCount;
  const kindsOf = async (who: Account) =>
    (await listOf(who)).items.map(({ kind, actor }) => [kind, actor?.id ?? null]);

  describe('who may call', () => {
    it('answers 401 to signed-out callers on every route but the unsubscribe link', async () => {
      const routes = [
        ['GET', '/api/notifications'],
        ['GET', '/api/notifications/unread-count'],
        ['POST', '/api/notifications/read'],
        ['GET', '/api/notifications/preferences'],
        ['PUT', '/api/notifications/preferences'],
      ] as const;
      for (const [method, url] of routes) {
        const reply = await t.request(method, url, null, method === 'GET' ? undefined : { mail: {} });
        expect(reply.statusCode).toBe(401);
        expect(reply.json<ErrorBody>()).toEqual({
          message: 'User not authenticated',
          code: 'UNAUTHENTICATED',
        });
      }
    });
  });

  describe('the acts that notify', () => {
    it('tells a person about a new subscriber once, however often they come and go', async () => {
      const [me, fan] = [await person(), await person()];
      expect(await unread(me)).toBe(0);
      for (const method of ['POST', 'DELETE', 'POST'] as const) {
        expect((await t.request(method, `/api/users/${me.user.id}/subscribe`, fan.token)).statusCode).toBe(
          200,
        );
      }
      expect(await kindsOf(me)).toEqual([['new_follower', fan.user.id]]);
      expect(await unread(me)).toBe(1);
      expect(await kindsOf(fan)).toEqual([]);
    });

    it('tells the owner of a liked product once per person, and never the person liking their own', async () => {
      const [me, fan] = [await person(), await person()];
      const product = await newProduct(t.database.db, { ownerId: me.user.id });
      for (const [method, who] of [
        ['POST', fan],
        ['DELETE', fan],
        ['POST', fan],
        ['POST', me],
      ] as const) {
        expect((await t.request(method, `/api/products/${product.id}/like`, who.token)).statusCode).toBe(200);
      }
      const [liked] = (await listOf(me)).items;
      expect((await listOf(me)).items).toHaveLength(1);
      expect(liked).toMatchObject({ kind: 'product_liked', read: false, actor: { id: fan.user.id } });
      expect(liked!.product).toMatchObject({
        id: product.id,
        description: 'Test product',
        brand: 'Test Brand',
      });
    });

    it('tells the owner when their collection is saved, or their product filed into a collection', async () => {
      const [me, fan] = [await person(), await person()];
      const product = await newProduct(t.database.db, { ownerId: me.user.id });
      const mine = await newCollection(t.database.db, { ownerId: me.user.id, name: 'Linen edit' });
      const theirs = await newCollection(t.database.db, { ownerId: fan.user.id, visibility: 'private' });
      expect((await t.request('POST', `/api/collections/${mine.id}/save`, fan.token)).statusCode).toBe(200);
      const filed = await t.request('POST', `/api/collections/${theirs.id}/products`, fan.token, {
        productId: product.id,
      });
      expect(filed.statusCode).toBe(200);
      const { items } = await listOf(me);
      expect(items.map(({ kind }) => kind)).toEqual(['product_saved', 'collection_saved']);
      // Their collection is private: the owner of the product learns it was saved, not where.
      expect(items[0]).toMatchObject({ product: { id: product.id }, collection: null });
      expect(items[1]).toMatchObject({ collection: { id: mine.id, name: 'Linen edit' }, product: null });
    });

    it('does not tell a person about filing their own product', async () => {
      const me = await person();
      const product = await newProduct(t.database.db, { ownerId: me.user.id });
      const collection = await newCollection(t.database.db, { ownerId: me.user.id });
      await t.request('POST', `/api/collections/${collection.id}/products`, me.token, {
        productId: product.id,
      });
      expect(await listOf(me)).toEqual({ items: [], hasMore: false, nextCursor: null });
    });
  });

  describe('GET /api/notifications', () => {
    async function withFollowers(count: number) {
      const me = await person();
      const start = Date.now() - 60_000;
      const followers = [];
      for (let index = 0; index < count; index++) {
        const follower = await newUser(t.database.db);
        followers.push(follower);
        await t.database.db.insert(notifications).values({
          recipientId: me.user.id,
          kind: 'new_follower',
          actorId: follower.id,
          createdAt: new Date(start + index * 1000),
        });
      }
      return { me, followers };
    }

    it('pages newest first by cursor, and shows only the caller their own', async () => {
      const { me, followers } = await withFollowers(5);
      const first = await listOf(me, '?limit=2');
      expect(first.items.map(({ actor }) => actor?.id)).toEqual([followers[4]!.id, followers[3]!.id]);
      expect(first.hasMore).toBe(true);
      const second = await listOf(me, `?limit=2&cursor=${first.nextCursor}`);
      expect(second.items.map(({ actor }) => actor?.id)).toEqual([followers[2]!.id, followers[1]!.id]);
      const last = await listOf(me, `?limit=2&cursor=${second.nextCursor}`);
      expect(last).toMatchObject({ hasMore: false, nextCursor: null });
      expect(last.items.map(({ actor }) => actor?.id)).toEqual([followers[0]!.id]);

      const other = await person();
      const foreign = await t.request('GET', `/api/notifications?cursor=${first.nextCursor}`, other.token);
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json<ErrorBody>()).toEqual({
        message: 'This page of notifications is gone: load them again',
        code: 'VALIDATION',
      });
    });

    it('refuses malformed cursors and limits', async () => {
      const me = await person();
      const refusals = {
        '?cursor=nope': "Invalid querystring field 'cursor': Invalid UUID",
        '?limit=0': "Invalid querystring field 'limit': Too small: expected number to be >=1",
        '?limit=51': "Invalid querystring field 'limit': Too big: expected number to be <=50",
        '?limit=two': "Invalid querystring field 'limit': Invalid input: expected number, received NaN",
      };
      for (const [query, message] of Object.entries(refusals)) {
        const reply = await t.request('GET', `/api/notifications${query}`, me.token);
        expect(reply.statusCode).toBe(400);
        expect(reply.json<ErrorBody>()).toEqual({ message, code: 'VALIDATION' });
      }
      const unknown = await t.request('GET', `/api/notifications?cursor=${randomUUID()}`, me.token);
      expect(unknown.json<ErrorBody>().message).toBe('This page of notifications is gone: load them again');
    });

    it('marks read all, or up to one and those before it, and counts what is left', async () => {
      const { me } = await withFollowers(3);
      const { items } = await listOf(me);
      const upToMiddle = await t.request('POST', '/api/notifications/read', me.token, { upTo: items[1]!.id });
      expect(upToMiddle.json()).toEqual({ unreadCount: 1 });
      expect((await listOf(me)).items.map(({ read }) => read)).toEqual([false, true, true]);
      expect((await t.request('POST', '/api/notifications/read', me.token, {})).json()).toEqual({
        unreadCount: 0,
      });
      expect(await unread(me)).toBe(0);
    });

    it("refuses marking read someone else's or an unknown notification, changing nothing", async () => {
      const { me } = await withFollowers(1);
      const other = await person();
      const [mine] = (await listOf(me)).items;
      for (const upTo of [mine!.id, randomUUID()]) {
        const reply = await t.request('POST', '/api/notifications/read', other.token, { upTo });
        expect(reply.statusCode).toBe(404);
        expect(reply.json<ErrorBody>()).toEqual({ message: 'Notification not found', code: 'NOT_FOUND' });
      }
      const malformed = await t.request('POST', '/api/notifications/read', me.token, { upTo: 'first' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<ErrorBody>()).toEqual({
        message: "Invalid body field 'upTo': Invalid UUID",
        code: 'VALIDATION',
      });
      expect(await unread(me)).toBe(1);
    });
  });

  describe('mail preferences', () => {
    const everyKindOn = {
      new_follower: true,
      product_liked: true,
      collection_saved: true,
      product_saved: true,
      paid_subscriber: true,
      price_drop: true,
      back_in_stock: true,
      removed_by_moderators: true,
    };

    it('mails every kind by default, and changes only the kinds sent', async () => {
      const me = await person();
      expect((await t.request('GET', '/api/notifications/preferences', me.token)).json()).toEqual({
        mail: everyKindOn,
      });
      const off = { mail: { price_drop: false, new_follower: false } };
      const changed = await t.request('PUT', '/api/notifications/preferences', me.token, off);
      expect(changed.json()).toEqual({ mail: { ...everyKindOn, price_drop: false, new_follower: false } });
      const back = await t.request('PUT', '/api/notifications/preferences', me.token, {
        mail: { price_drop: true },
      });
      expect(back.json()).toEqual({ mail: { ...everyKindOn, new_follower: false } });
      const other = await person();
      expect((await t.request('GET', '/api/notifications/preferences', other.token)).json()).toEqual({
        mail: everyKindOn,
      });
    });

    it('refuses unknown kinds and values that are not true or false, changing nothing', async () => {
      const me = await person();
      const refusals: [object, string][] = [
        // Billing news is always mailed: it has no switch.
        [
          { mail: { subscription_renewed: false } },
          'Invalid body field \'mail\': Unrecognized key: "subscription_renewed"',
        ],
        [
          { mail: { price_drop: 'no' } },
          "Invalid body field 'mail.price_drop': Invalid input: expected boolean, received string",
        ],
        [{ mail: null }, "Invalid body field 'mail': Invalid input: expected object, received null"],
        [{}, "Invalid body field 'mail': Invalid input: expected object, received undefined"],
      ];
      for (const [body, message] of refusals) {
        const reply = await t.request('PUT', '/api/notifications/preferences', me.token, body);
        expect(reply.statusCode).toBe(400);
        expect(reply.json<ErrorBody>()).toEqual({ message, code: 'VALIDATION' });
      }
      expect((await t.request('GET', '/api/notifications/preferences', me.token)).json()).toEqual({
        mail: everyKindOn,
      });
    });
  });
});
