import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, paidSubscriptions } from '../../db/schema/index.ts';
import {
  newCollection,
  newLook,
  newProduct,
  registerAccount,
  registerVerifiedAccount,
  storeTestImage,
  useTestApp,
  requestsTo,
  newPaidSubscription,
} from '../../test/helpers.ts';

type CollectionReply = RouteReply<'getCollection'>;
type CardsReply = RouteReply<'listUserCollections'>;

describe('collections API', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  let call: ReturnType<typeof requestsTo>;

  beforeAll(async () => {
    call = requestsTo(t.app);
  });

  const verifiedPerson = (role: 'user' | 'stylist' = 'user') => registerVerifiedAccount(t.app, { role });

  const imageOf = (ownerId: string) => storeTestImage(t, ownerId);

  /** A stylist with one collection of each visibility, each holding a product with a real image. */
  async function stylistWithCollections() {
    const stylist = await verifiedPerson('stylist');
    const db = t.database.db;
    const make = async (visibility: 'public' | 'private' | 'paid') => {
      const product = await newProduct(db, {
        ownerId: stylist.user.id,
        images: [{ url: await imageOf(stylist.user.id) }],
      });
      return newCollection(db, { ownerId: stylist.user.id, visibility, productIds: [product.id] });
    };
    return { stylist, pub: await make('public'), priv: await make('private'), paid: await make('paid') };
  }

  describe('create', () => {
    it('requires a verified email', async () => {
      expect((await call('POST', '/api/collections', null, { name: 'A' })).statusCode).toBe(401);
      const unverified = await registerAccount(t.app);
      const refused = await call('POST', '/api/collections', unverified.token, { name: 'A' });
      expect(refused.json<ErrorBody>().code).toBe('EMAIL_NOT_VERIFIED');
    });

    it('lets a USER create private collections only, with a 403 for public or paid-only', async () => {
      const user = await verifiedPerson();
      const created = await call('POST', '/api/collections', user.token, {
        name: '  Winter  ',
        isPrivate: true,
        isPaidSubscriberOnly: false,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json<CollectionReply>()).toMatchObject({
        name: 'Winter',
        isPrivate: true,
        locked: false,
      });
      for (const body of [
        { name: 'Open', isPrivate: false, isPaidSubscriberOnly: false },
        { name: 'Paid', isPrivate: false, isPaidSubscriberOnly: true },
      ]) {
        const refused = await call('POST', '/api/collections', user.token, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json<ErrorBody>().message).toBe(
          'Only stylists can create public or paid-only collections',
        );
      }
      const [stored] = await t.database.db
        .select({ n: count() })
        .from(collections)
        .where(eq(collections.ownerId, user.user.id));
      expect(stored?.n).toBe(1);
    });

    it('lets a STYLIST create public and paid-only collections', async () => {
      const stylist = await verifiedPerson('stylist');
      const pub = await call('POST', '/api/collections', stylist.token, { name: 'Pub', isPrivate: false });
      expect(pub.statusCode).toBe(201);
      const paid = await call('POST', '/api/collections', stylist.token, {
        name: 'Paid',
        isPrivate: false,
        isPaidSubscriberOnly: true,
      });
      expect(paid.json<CollectionReply>()).toMatchObject({ isPaidSubscriberOnly: true, isPrivate: false });
    });

    it('answers 400 with a message for bad input', async () => {
      const stylist = await verifiedPerson('stylist');
      const cases: [object, string][] = [
        [{ name: '   ' }, 'Collection name is required'],
        [{}, 'Collection name is required'],
        [{ name: 'x'.repeat(81) }, 'at most 80'],
        [{ name: 'A', isPrivate: true, isPaidSubscriberOnly: true }, 'cannot be private'],
      ];
      for (const [body, message] of cases) {
        const response = await call('POST', '/api/collections', stylist.token, body);
        expect(response.statusCode, message).toBe(400);
        expect(response.json<ErrorBody>().message).toContain(message);
      }
      const [stored] = await t.database.db
        .select({ n: count() })
        .from(collections)
        .where(eq(collections.ownerId, stylist.user.id));
      expect(stored?.n).toBe(0);
    });
  });

  describe('get', () => {
    it('follows the permission table: public to anyone, private 404 to others, owner all', async () => {
      const { stylist, pub, priv } = await stylistWithCollections();
      const other = await verifiedPerson();
      for (const token of [null, other.token, stylist.token]) {
        const response = await call('GET', `/api/collections/${pub.id}`, token);
        expect(response.statusCode).toBe(200);
        expect(response.json<CollectionReply>().productIds).toHaveLength(1);
      }
      expect((await call('GET', `/api/collections/${priv.id}`, null)).statusCode).toBe(404);
      expect((await call('GET', `/api/collections/${priv.id}`, other.token)).statusCode).toBe(404);
      const own = await call('GET', `/api/collections/${priv.id}`, stylist.token);
      expect(own.json<CollectionReply>()).toMatchObject({ isPrivate: true, productCount: 1 });
      expect((await call('GET', '/api/collections/not-a-uuid', null)).statusCode).toBe(400);
    });

    it('locks a paid-only collection for non-owners with no real image URL anywhere', async () => {
      const { stylist, paid } = await stylistWithCollections();
      // Setting a cover makes the server render its blurred placeholder.
      const cover = await imageOf(stylist.user.id);
      const updated = await call('PUT', `/api/collections/${paid.id}`, stylist.token, {
        coverImageUrl: cover,
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json<CollectionReply>().coverImageUrl).toBe(cover);
      const other = await verifiedPerson();
      for (const token of [null, other.token]) {
        const response = await call('GET', `/api/collections/${paid.id}`, token);
        const body = response.json<CollectionReply>();
        expect(body).toMatchObject({
          locked: true,
          products: [],
          looks: [],
          productIds: [],
          productCount: 1,
        });
        expect(body.coverImageUrl).toMatch(/^\/media\/placeholders\//);
        const urls = response.body.match(/\/media\/[^"]+/g) ?? [];
        expect(urls.every((url) => url.startsWith('/media/placeholders/'))).toBe(true);
        expect(response.body).not.toContain(cover);
      }
      const profile = await call('GET', `/api/users/${stylist.user.id}/collections`, other.token);
      const urls = profile.body.match(/\/media\/[^"]+/g) ?? [];
      const paidCard = profile.json<CardsReply>().collections.find(({ id }) => id === paid.id);
      expect(paidCard).toBeDefined();
      expect(urls.filter((url) => url.includes(cover))).toEqual([]);
      const own = await call('GET', `/api/collections/${paid.id}`, stylist.token);
      expect(own.json<CollectionReply>()).toMatchObject({ locked: false, productCount: 1 });
    });
  });

  describe('owner-only changes', () => {
    it('answers 401 anonymous, 404 for private of others, 403 for visible of others', async () => {
      const { pub, priv } = await stylistWithCollections();
      const other = await verifiedPerson();
      const product = await newProduct(t.database.db, { ownerId: other.user.id });
      const requests: ['PUT' | 'POST' | 'DELETE', string, object?][] = [
        ['PUT', '', { name: 'Mine now' }],
        ['DELETE', ''],
        ['PUT', '/archive'],
        ['PUT', '/unarchive'],
        ['POST', '/products', { productId: product.id }],
        ['DELETE', `/products/${product.id}`],
        ['POST', '/looks', { lookId: product.id }],
        ['DELETE', `/looks/${product.id}`],
      ];
      for (const [method, suffix, body] of requests) {
        const label = `${method} ${suffix}`;
        expect(
          (await call(method, `/api/collections/${pub.id}${suffix}`, null, body)).statusCode,
          label,
        ).toBe(401);
        expect(
          (await call(method, `/api/collections/${priv.id}${suffix}`, other.token, body)).statusCode,
          label,
        ).toBe(404);
        expect(
          (await call(method, `/api/collections/${pub.id}${suffix}`, other.token, body)).statusCode,
          label,
        ).toBe(403);
      }
      const after = await call('GET', `/api/collections/${pub.id}`, null);
      expect(after.json<CollectionReply>().name).toBe(pub.name);
    });

    it('stops a USER from making their collection public, and keeps it unchanged', async () => {
      const user = await verifiedPerson();
      const own = await newCollection(t.database.db, { ownerId: user.user.id, visibility: 'private' });
      for (const body of [{ isPrivate: false }, { isPaidSubscriberOnly: true, isPrivate: false }]) {
        const response = await call('PUT', `/api/collections/${own.id}`, user.token, body);
        expect(response.statusCode).toBe(403);
      }
      const renamed = await call('PUT', `/api/collections/${own.id}`, user.token, { name: ' Renamed ' });
      expect(renamed.json<CollectionReply>()).toMatchObject({ name: 'Renamed', isPrivate: true });
      const bad = await call('PUT', `/api/collections/${own.id}`, user.token, { name: '' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().message).toContain('Collection name is required');
    });

    it('adds, reorders and removes products idempotently for the owner', async () => {
      const user = await verifiedPerson();
      const db = t.database.db;
      const own = await newCollection(db, { ownerId: user.user.id, visibility: 'private' });
      const a = await newProduct(db, { ownerId: user.user.id });
      const b = await newProduct(db, { ownerId: user.user.id });
      const url = `/api/collections/${own.id}/products`;
      await call('POST', url, user.token, { productId: a.id });
      await call('POST', url, user.token, { productId: b.id });
      const again = await call('POST', url, user.token, { productId: b.id });
      expect(again.json<CollectionReply>()).toEqual({
        productIds: [a.id, b.id],
        lookIds: [],
        productCount: 2,
      });

      const badOrder = await call('PUT', `/api/collections/${own.id}`, user.token, { productIds: [a.id] });
      expect(badOrder.statusCode).toBe(400);
      const reordered = await call('PUT', `/api/collections/${own.id}`, user.token, {
        productIds: [b.id, a.id],
      });
      expect(reordered.json<CollectionReply>().productIds).toEqual([b.id, a.id]);

      const removed = await call('DELETE', `${url}/${b.id}`, user.token);
      expect(removed.json<CollectionReply>().productIds).toEqual([a.id]);
      expect((await call('DELETE', `${url}/${b.id}`, user.token)).statusCode).toBe(200);

      // A product the owner cannot see cannot be filed.
      const stranger = await verifiedPerson();
      const hidden = await newProduct(db, { ownerId: stranger.user.id });
      await newCollection(db, { ownerId: stranger.user.id, visibility: 'private', productIds: [hidden.id] });
      expect((await call('POST', url, user.token, { productId: hidden.id })).statusCode).toBe(404);
      expect((await call('POST', url, user.token, { productId: 'nope' })).statusCode).toBe(400);
    });

    it('archives, lists archived, unarchives and deletes', async () => {
      const user = await verifiedPerson();
      const own = await newCollection(t.database.db, { ownerId: user.user.id, visibility: 'private' });
      const archived = await call('PUT', `/api/collections/${own.id}/archive`, user.token);
      expect(archived.json<CollectionReply>().isArchived).toBe(true);
      const list = await call('GET', '/api/collections/archived', user.token);
      expect(list.json<CardsReply>().collections.map(({ id }) => id)).toEqual([own.id]);
      const profile = await call('GET', `/api/users/${user.user.id}/collections`, user.token);
      expect(profile.json<CardsReply>().collections).toEqual([]);
      expect((await call('GET', '/api/collections/archived', null)).statusCode).toBe(401);
      await call('PUT', `/api/collections/${own.id}/unarchive`, user.token);
      expect(
        (await call('GET', '/api/collections/archived', user.token)).json<CardsReply>().collections,
      ).toEqual([]);
      expect((await call('DELETE', `/api/collections/${own.id}`, user.token)).statusCode).toBe(204);
      expect((await call('GET', `/api/collections/${own.id}`, user.token)).statusCode).toBe(404);
    });
  });

  describe('save', () => {
    it('saves public collections of others only, idempotently, and lists them for the saver alone', async () => {
      const { stylist, pub, priv, paid } = await stylistWithCollections();
      const other = await verifiedPerson();
      expect((await call('POST', `/api/collections/${pub.id}/save`, null)).statusCode).toBe(401);
      expect((await call('POST', `/api/collections/${priv.id}/save`, other.token)).statusCode).toBe(404);
      expect((await call('POST', `/api/collections/${paid.id}/save`, other.token)).statusCode).toBe(403);
      expect((await call('POST', `/api/collections/${pub.id}/save`, stylist.token)).statusCode).toBe(403);
      for (let i = 0; i < 2; i++) {
        const saved = await call('POST', `/api/collections/${pub.id}/save`, other.token);
        expect(saved.json()).toEqual({ isSaved: true });
      }
      expect(
        (await call('GET', `/api/collections/${pub.id}`, other.token)).json<CollectionReply>().isSaved,
      ).toBe(true);
      const mine = await call('GET', `/api/users/${other.user.id}/collections`, other.token);
      expect(mine.json<CardsReply>().saved.map(({ id }) => id)).toEqual([pub.id]);
      const seenByOthers = await call('GET', `/api/users/${other.user.id}/collections`, null);
      expect(seenByOthers.json<CardsReply>().saved).toEqual([]);
      const unsaved = await call('DELETE', `/api/collections/${pub.id}/save`, other.token);
      expect(unsaved.json()).toEqual({ isSaved: false });
      expect((await call('DELETE', `/api/collections/${pub.id}/save`, other.token)).statusCode).toBe(200);
    });
  });

  describe('the paid subscriber column (docs/product.md §4)', () => {
    it('lets a live paid subscriber see and save paid-only collections and what is in them, until it lapses', async () => {
      const { stylist, paid } = await stylistWithCollections();
      const look = await newLook(t.database.db, { ownerId: stylist.user.id, collectionIds: [paid.id] });
      const [productId] = (await call('GET', `/api/collections/${paid.id}`, stylist.token))
        .json<CollectionReply>()
        .products.map(({ id }) => id);
      const fan = await verifiedPerson();
      const subscription = await newPaidSubscription(t.database.db, fan.user.id, stylist.user.id);
      const seen = async () => {
        const collection = (
          await call('GET', `/api/collections/${paid.id}`, fan.token)
        ).json<CollectionReply>();
        const products = await call('GET', `/api/users/${stylist.user.id}/products`, fan.token);
        return {
          locked: collection.locked,
          products: collection.products?.map(({ id }) => id) ?? [],
          looks: collection.looks?.map(({ id }) => id) ?? [],
          product: (await call('GET', `/api/products/${productId}`, fan.token)).statusCode,
          look: (await call('GET', `/api/looks/${look.id}`, fan.token)).statusCode,
          listed: products.json<RouteReply<'listUserProducts'>>().items.some(({ id }) => id === productId),
        };
      };
      expect(await seen()).toEqual({
        locked: false,
        products: [productId],
        looks: [look.id],
        product: 200,
        look: 200,
        listed: true,
      });
      expect((await call('POST', `/api/collections/${paid.id}/save`, fan.token)).json()).toEqual({
        isSaved: true,
      });

      for (const lapse of [
        { status: 'past_due' as const },
        { status: 'cancelled' as const, currentPeriodEnd: new Date(Date.now() - 1000) },
        { status: 'ended' as const },
      ]) {
        await t.database.db
          .update(paidSubscriptions)
          .set(lapse)
          .where(eq(paidSubscriptions.id, subscription!.id));
        expect(await seen(), lapse.status).toEqual({
          locked: true,
          products: [],
          looks: [],
          product: 404,
          look: 404,
          listed: false,
        });
        expect((await call('POST', `/api/collections/${paid.id}/save`, fan.token)).statusCode).toBe(403);
      }
      const stranger = await verifiedPerson();
      expect((await call('GET', `/api/products/${productId}`, stranger.token)).statusCode).toBe(404);
    });
  });

  describe('GET /api/users/{id}/collections', () => {
    it('shows the owner everything unarchived and others public and paid-only ones', async () => {
      const { stylist, pub, priv, paid } = await stylistWithCollections();
      const other = await verifiedPerson();
      const own = await call('GET', `/api/users/${stylist.user.id}/collections`, stylist.token);
      expect(new Set(own.json<CardsReply>().collections.map(({ id }) => id))).toEqual(
        new Set([pub.id, priv.id, paid.id]),
      );
      for (const token of [null, other.token]) {
        const seen = await call('GET', `/api/users/${stylist.user.id}/collections`, token);
        expect(new Set(seen.json<CardsReply>().collections.map(({ id }) => id))).toEqual(
          new Set([pub.id, paid.id]),
        );
      }
      const missing = await call('GET', `/api/users/${crypto.randomUUID()}/collections`, null);
      expect(missing.statusCode).toBe(404);
    });
  });
});
