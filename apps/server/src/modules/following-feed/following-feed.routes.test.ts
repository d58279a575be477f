import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, collections, followingFeedItems, follows, products, users } from '../../db/schema/index.ts';
import {
  newCollection,
  newLook,
  newPaidSubscription,
  newProduct,
  newUser,
  registerAccount,
  registerVerifiedAccount,
  useTestApp,
  type UserRow,
} from '../../test/helpers.ts';

type FeedPage = RouteReply<'followingFeed'>;
type Suggestions = RouteReply<'followingSuggestions'>;

describe('Following feed API', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  const db = () => t.database.db;
  /** One minute ago plus `seconds`: the order things were made in, for a feed read newest first. */
  const at = (seconds: number) => new Date(Date.now() - 60_000 + seconds * 1000);

  async function feed(token: string, query = '') {
    const response = await t.request('GET', `/api/feed/following${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FeedPage>();
  }
  const itemIds = (page: FeedPage) =>
    page.items.map((item) =>
      item.kind === 'product' ? item.product.id : item.kind === 'look' ? item.look.id : item.collection.id,
    );
  const stylist = () => newUser(db(), { role: 'STYLIST' });
  const subscribe = (token: string, person: UserRow) =>
    t.request('POST', `/api/users/${person.id}/subscribe`, token);

  describe('who may not call it', () => {
    it('answers 401 to signed-out callers on both routes', async () => {
      for (const url of ['/api/feed/following', '/api/feed/following/suggestions']) {
        const anonymous = await t.request('GET', url, null);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json<ErrorBody>().code).toBe('UNAUTHENTICATED');
      }
    });

    it('refuses a cursor it did not write and a limit out of range', async () => {
      const me = await registerAccount(t.app);
      for (const query of ['?cursor=abc', '?cursor=bm90LmEuY3Vyc29y', '?limit=0', '?limit=101']) {
        const refused = await t.request('GET', `/api/feed/following${query}`, me.token);
        expect(refused.statusCode, query).toBe(400);
        expect(refused.json<ErrorBody>().code).toBe('VALIDATION');
      }
    });

    it('serves a signed-in person whose email is not verified yet', async () => {
      const me = await registerAccount(t.app);
      expect(await feed(me.token)).toEqual({ items: [], nextCursor: null });
    });
  });

  describe('GET /api/feed/following', () => {
    it('lists what the people one follows made, newest first, and nothing of anyone else', async () => {
      const me = await registerVerifiedAccount(t.app);
      const [amara, theo, stranger] = await Promise.all([stylist(), stylist(), stylist()]);
      const oldProduct = await newProduct(db(), { ownerId: amara.id, createdAt: at(1) });
      const look = await newLook(db(), { ownerId: theo.id, createdAt: at(2) });
      const collection = await newCollection(db(), { ownerId: amara.id, createdAt: at(3) });
      await newProduct(db(), { ownerId: stranger.id, createdAt: at(4) });
      expect((await subscribe(me.token, amara)).statusCode).toBe(200);
      expect((await subscribe(me.token, theo)).statusCode).toBe(200);
      const newProductOfTheo = await newProduct(db(), { ownerId: theo.id, createdAt: at(5) });

      const page = await feed(me.token);
      expect(itemIds(page)).toEqual([newProductOfTheo.id, collection.id, look.id, oldProduct.id]);
      expect(page.nextCursor).toBeNull();
      const [product, , lookItem] = page.items;
      expect(product).toMatchObject({
        kind: 'product',
        createdAt: newProductOfTheo.createdAt.toISOString(),
        product: { owner: { id: theo.id }, likeCount: 0, likedByMe: false },
      });
      expect(lookItem).toMatchObject({ kind: 'look', look: { id: look.id, owner: { id: theo.id } } });
    });

    it('pages by cursor without repeats or gaps while new things arrive', async () => {
      const me = await registerVerifiedAccount(t.app);
      const amara = await stylist();
      await subscribe(me.token, amara);
      const made = [];
      for (let second = 0; second < 5; second++) {
        made.push(await newProduct(db(), { ownerId: amara.id, createdAt: at(second) }));
      }
      // Two made in the same microsecond: the id breaks the tie.
      const sameTime = at(2.5);
      made.push(await newProduct(db(), { ownerId: amara.id, createdAt: sameTime }));
      made.push(await newProduct(db(), { ownerId: amara.id, createdAt: sameTime }));
      const expected = (await feed(me.token, '?limit=30')).items.map((item) => item.kind);
      expect(expected).toHaveLength(7);

      const first = await feed(me.token, '?limit=3');
      expect(first.items).toHaveLength(3);
      await newProduct(db(), { ownerId: amara.id });
      const seen = [...itemIds(first)];
      let cursor = first.nextCursor;
      while (cursor) {
        const next = await feed(me.token, `?limit=3&cursor=${cursor}`);
        seen.push(...itemIds(next));
        cursor = next.nextCursor;
      }
      const newestFirst = [...made]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id > a.id ? 1 : -1))
        .map((row) => row.id);
      expect(seen).toEqual(newestFirst);
    });

    it('shows only what the viewer may see: paid-only collections locked, private things never', async () => {
      const me = await registerVerifiedAccount(t.app);
      const amara = await stylist();
      await subscribe(me.token, amara);
      const inPrivate = await newProduct(db(), { ownerId: amara.id, createdAt: at(1) });
      const inPaid = await newProduct(db(), { ownerId: amara.id, createdAt: at(2) });
      const privateCollection = await newCollection(db(), {
        ownerId: amara.id,
        visibility: 'private',
        productIds: [inPrivate.id],
        createdAt: at(3),
      });
      const paid = await newCollection(db(), {
        ownerId: amara.id,
        visibility: 'paid',
        productIds: [inPaid.id],
        createdAt: at(4),
        coverPlaceholderUrl: '/media/test/blurred.webp',
      });
      const archived = await newCollection(db(), {
        ownerId: amara.id,
        createdAt: at(5),
        archivedAt: new Date(),
      });

      const page = await feed(me.token);
      expect(itemIds(page)).toEqual([paid.id]);
      expect(page.items[0]).toMatchObject({
        kind: 'collection',
        locked: true,
        collection: {
          isPaidSubscriberOnly: true,
          coverImageUrl: '/media/test/blurred.webp',
          previewImageUrls: ['/media/test/blurred.webp'],
          productCount: 1,
        },
      });
      expect(itemIds(page)).not.toContain(privateCollection.id);
      expect(itemIds(page)).not.toContain(archived.id);

      await newPaidSubscription(db(), me.user.id, amara.id);
      const unlocked = await feed(me.token);
      expect(itemIds(unlocked)).toEqual([paid.id, inPaid.id]);
      expect(unlocked.items[0]).toMatchObject({ locked: false });
    });

    it('leaves out removed things and suspended authors', async () => {
      const me = await registerVerifiedAccount(t.app);
      const [amara, theo] = await Promise.all([stylist(), stylist()]);
      await subscribe(me.token, amara);
      await subscribe(me.token, theo);
      const removed = await newProduct(db(), { ownerId: amara.id, createdAt: at(1) });
      const kept = await newProduct(db(), { ownerId: amara.id, createdAt: at(2) });
      const ofTheo = await newProduct(db(), { ownerId: theo.id, createdAt: at(3) });
      expect(itemIds(await feed(me.token))).toEqual([ofTheo.id, kept.id, removed.id]);

      await db().update(products).set({ removedAt: new Date() }).where(eq(products.id, removed.id));
      await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, theo.id));
      await db().update(products).set({ updatedAt: new Date() }).where(eq(products.ownerId, theo.id));
      await t.app.changeFeed.poll();
      expect(itemIds(await feed(me.token))).toEqual([kept.id]);
    });

    it('ends with a block: the follow and its rows go', async () => {
      const me = await registerVerifiedAccount(t.app);
      const amara = await stylist();
      await subscribe(me.token, amara);
      await newProduct(db(), { ownerId: amara.id });
      expect((await feed(me.token)).items).toHaveLength(1);
      expect((await t.request('PUT', `/api/users/${amara.id}/block`, me.token)).statusCode).toBe(204);
      expect((await feed(me.token)).items).toEqual([]);
      const [rows] = await db()
        .select({ n: count() })
        .from(followingFeedItems)
        .where(eq(followingFeedItems.followerId, me.user.id));
      expect(rows!.n).toBe(0);
    });

    it('reads on past hidden things so a page is full', async () => {
      const me = await registerVerifiedAccount(t.app);
      const amara = await stylist();
      await subscribe(me.token, amara);
      const shown = [
        await newProduct(db(), { ownerId: amara.id, createdAt: at(1) }),
        await newProduct(db(), { ownerId: amara.id, createdAt: at(2) }),
      ];
      for (let second = 3; second < 8; second++) {
        await newCollection(db(), { ownerId: amara.id, visibility: 'private', createdAt: at(second) });
      }
      const page = await feed(me.token, '?limit=2');
      expect(itemIds(page)).toEqual([shown[1]!.id, shown[0]!.id]);
    });

    it('keeps the inbox: a follow copies the newest 200 of each kind, deletes and unfollows take rows out', async () => {
      const me = await registerVerifiedAccount(t.app);
      const amara = await stylist();
      await db().execute(sql`
        insert into ${products} (owner_id, root_product_id, brand, price_minor, currency, gender, purchase_url,
                                 canonical_url, created_at)
        select ${amara.id}, gen_random_uuid(), 'Brand', 100, 'USD', 'UNISEX', 'https://shop.example/' || i,
               'https://shop.example/' || i, now() - make_interval(secs => i)
        from generate_series(1, 201) as i`);
      const collection = await newCollection(db(), { ownerId: amara.id });
      await subscribe(me.token, amara);
      const rowsOf = async (kind: 'product' | 'collection') => {
        const [row] = await db()
          .select({ n: count() })
          .from(followingFeedItems)
          .where(and(eq(followingFeedItems.followerId, me.user.id), eq(followingFeedItems.kind, kind)));
        return row!.n;
      };
      expect(await rowsOf('product')).toBe(200);
      expect(await rowsOf('collection')).toBe(1);

      await db().delete(collections).where(eq(collections.id, collection.id));
      expect(await rowsOf('collection')).toBe(0);
      await t.request('DELETE', `/api/users/${amara.id}/subscribe`, me.token);
      expect(await rowsOf('product')).toBe(0);
    });
  });

  describe('GET /api/feed/following/suggestions', () => {
    it('lists the most followed stylists the caller does not follow, leaving out whom they may not see', async () => {
      const me = await registerVerifiedAccount(t.app);
      const [popular, followed, blocked, suspended, shopper] = await Promise.all([
        stylist(),
        stylist(),
        stylist(),
        newUser(db(), { role: 'STYLIST', suspendedAt: new Date() }),
        newUser(db()),
      ]);
      const fans = await Promise.all(Array.from({ length: 3 }, () => newUser(db())));
      await db()
        .insert(follows)
        .values([
          ...fans.map((fan) => ({ followerId: fan.id, followeeId: popular.id })),
          ...fans.map((fan) => ({ followerId: fan.id, followeeId: blocked.id })),
          ...fans.map((fan) => ({ followerId: fan.id, followeeId: suspended.id })),
          ...fans.map((fan) => ({ followerId: fan.id, followeeId: shopper.id })),
        ]);
      await subscribe(me.token, followed);
      await db().insert(blocks).values({ blockerId: blocked.id, blockedId: me.user.id });

      const response = await t.request('GET', '/api/feed/following/suggestions', me.token);
      expect(response.statusCode).toBe(200);
      const ids = response.json<Suggestions>().items.map((person) => person.id);
      expect(ids[0]).toBe(popular.id);
      for (const hidden of [me.user.id, followed.id, blocked.id, suspended.id, shopper.id]) {
        expect(ids).not.toContain(hidden);
      }
      expect(ids.length).toBeLessThanOrEqual(10);
      expect(response.json<Suggestions>().items[0]).toMatchObject({ isSubscribed: false, role: 'STYLIST' });
    });
  });
});
