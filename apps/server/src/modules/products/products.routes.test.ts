import { randomUUID } from 'node:crypto';
import type {
  Collection,
  ErrorBody,
  FeaturedProductsPage,
  Look,
  ProductCard,
  RouteReply,
  SearchResults,
  UserProductsPage,
} from '@stylebook/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lookProducts, looks, productClicks, products } from '../../db/schema/index.ts';
import {
  bearer,
  newCollection,
  newLook,
  newProduct,
  registerAccount,
  registerVerifiedAccount,
  storeTestImage,
  useTestApp,
  newPaidSubscription,
} from '../../test/helpers.ts';
import { createFeaturedRepository } from '../featured/featured.repository.ts';
import { createFeedGenerations } from '../featured/featured.service.ts';

type ProductReply = RouteReply<'getProduct'>;

describe('products API', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });

  /** A registered person with a verified email, as the create/like routes need. */
  const verifiedPerson = () => registerVerifiedAccount(t.app);

  /** An image stored as this person's media, so products may reference it. */
  const imageOf = async (ownerId: string) => ({ url: await storeTestImage(t, ownerId) });

  async function productBody(ownerId: string, overrides: object = {}) {
    return {
      purchaseUrl: 'https://shop.example/coats/camel?utm_source=ig&color=camel',
      description: 'Camel wool coat',
      brand: 'Ridley & Ames',
      price: 525,
      currency: 'AUD',
      gender: 'WOMENSWEAR',
      images: [await imageOf(ownerId)],
      ...overrides,
    };
  }

  const create = (token: string | null, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/products', payload, headers: token ? bearer(token) : {} });

  describe('create', () => {
    it('requires a signed-in person with a verified email', async () => {
      const unverified = await registerAccount(t.app);
      const body = await productBody(unverified.user.id);
      expect((await create(null, body)).statusCode).toBe(401);
      const refused = await create(unverified.token, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorBody>().code).toBe('EMAIL_NOT_VERIFIED');
    });

    it("answers the product form's messages for bad input and stores nothing", async () => {
      const person = await verifiedPerson();
      const image = await imageOf(person.user.id);
      const cases: [object, string][] = [
        [{ brand: '' }, 'Brand is required'],
        [{ price: 0 }, 'Price must be positive'],
        [{ price: 'ten' }, 'Price must be positive'],
        [{ currency: '' }, 'Currency is required'],
        [{ gender: 'KIDS' }, 'Style is required'],
        [{ images: [] }, 'Please add at least one image'],
        [{ images: Array.from({ length: 11 }, () => image) }, 'Maximum 10 images allowed'],
        [{ images: [{ url: 'https://elsewhere.test/a.jpg' }] }, 'Images must be uploaded first'],
        [{ purchaseUrl: 'not a url' }, 'Please enter a valid URL'],
      ];
      for (const [override, message] of cases) {
        const response = await create(person.token, await productBody(person.user.id, override));
        expect(response.statusCode, message).toBe(400);
        expect(response.json<ErrorBody>().message, message).toContain(message);
      }
      const stored = await t.database.db
        .select({ n: count() })
        .from(products)
        .where(eq(products.ownerId, person.user.id));
      expect(stored[0]?.n).toBe(0);
    });

    it('refuses images that are not this person’s media', async () => {
      const person = await verifiedPerson();
      const stranger = await verifiedPerson();
      const response = await create(
        person.token,
        await productBody(person.user.id, { images: [await imageOf(stranger.user.id)] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().code).toBe('VALIDATION');
    });

    it('stores the price in minor units and shares a root with earlier copies of the same store link', async () => {
      const first = await verifiedPerson();
      const second = await verifiedPerson();
      const a = await create(
        first.token,
        await productBody(first.user.id, { price: 12800, currency: 'JPY' }),
      );
      expect(a.statusCode).toBe(201);
      const original = a.json<ProductReply>();
      expect(original).toMatchObject({ price: 12800, currency: 'JPY', savedByCount: 1, likeCount: 0 });
      expect(original.rootProductId).toBe(original.id);

      const b = await create(
        second.token,
        await productBody(second.user.id, {
          purchaseUrl: 'https://shop.example/coats/camel?color=camel&fbclid=abc',
          price: 1299.5,
          currency: 'EUR',
        }),
      );
      const copy = b.json<ProductReply>();
      expect(copy).toMatchObject({
        price: 1299.5,
        currency: 'EUR',
        rootProductId: original.id,
        savedByCount: 2,
      });
    });

    it("files the new product into the creator's own collection or look, and no one else's", async () => {
      const person = await verifiedPerson();
      const stranger = await verifiedPerson();
      const own = await newCollection(t.database.db, {
        ownerId: person.user.id,
        name: 'Coats',
        visibility: 'public',
      });
      const theirs = await newCollection(t.database.db, { ownerId: stranger.user.id, visibility: 'public' });
      const [look] = await t.database.db
        .insert(looks)
        .values({ ownerId: person.user.id, title: 'Autumn walk' })
        .returning();

      const filed = await create(
        person.token,
        await productBody(person.user.id, { collectionId: own.id, lookId: look!.id }),
      );
      expect(filed.statusCode).toBe(201);
      expect(filed.json<ProductReply>()).toMatchObject({
        collections: [{ id: own.id, name: 'Coats' }],
        looks: [{ id: look!.id, name: 'Autumn walk' }],
      });

      const foreign = await create(
        person.token,
        await productBody(person.user.id, { collectionId: theirs.id }),
      );
      expect(foreign.statusCode).toBe(403);
      const missing = await create(
        person.token,
        await productBody(person.user.id, { collectionId: '00000000-0000-4000-8000-000000000000' }),
      );
      expect(missing.statusCode).toBe(404);
    });
  });

  it('gives a paid-only collection its locked cover as soon as a new product is filed into it', async () => {
    const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
    const paid = await newCollection(t.database.db, { ownerId: stylist.user.id, visibility: 'paid' });
    const filed = await create(stylist.token, await productBody(stylist.user.id, { collectionId: paid.id }));
    expect(filed.statusCode).toBe(201);
    const locked = await t.app.inject({ url: `/api/collections/${paid.id}` });
    expect(locked.json<{ locked: boolean; coverImageUrl: string | null }>()).toMatchObject({
      locked: true,
      coverImageUrl: expect.stringMatching(/^\/media\/placeholders\//) as unknown,
    });
  });

  describe('visibility', () => {
    it('hides a product that is only in private collections of its owner, as 404', async () => {
      const owner = await verifiedPerson();
      const other = await verifiedPerson();
      const product = await newProduct(t.database.db, { ownerId: owner.user.id });
      await newCollection(t.database.db, {
        ownerId: owner.user.id,
        visibility: 'private',
        productIds: [product.id],
      });

      expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(404);
      const forOther = await t.app.inject({
        url: `/api/products/${product.id}`,
        headers: bearer(other.token),
      });
      expect(forOther.statusCode).toBe(404);
      expect(forOther.json()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
      const forOwner = await t.app.inject({
        url: `/api/products/${product.id}`,
        headers: bearer(owner.token),
      });
      expect(forOwner.statusCode).toBe(200);
      expect(forOwner.json<ProductReply>().collections).toHaveLength(1);
    });

    it('shows a public product to anyone, listing only the collections they may see', async () => {
      const owner = await verifiedPerson();
      const product = await newProduct(t.database.db, { ownerId: owner.user.id });
      await newCollection(t.database.db, {
        ownerId: owner.user.id,
        visibility: 'public',
        name: 'Open',
        productIds: [product.id],
      });
      await newCollection(t.database.db, {
        ownerId: owner.user.id,
        visibility: 'private',
        name: 'Secret',
        productIds: [product.id],
      });
      const response = await t.app.inject({ url: `/api/products/${product.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json<ProductReply>().collections.map((c) => c.name)).toEqual(['Open']);
    });

    it('never names a paid-only collection holding a public product to those it is locked for', async () => {
      const db = t.database.db;
      const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const subscriber = await verifiedPerson();
      const other = await verifiedPerson();
      await newPaidSubscription(t.database.db, subscriber.user.id, stylist.user.id);
      const product = await newProduct(db, { ownerId: stylist.user.id });
      for (const [name, visibility] of [
        ['Open', 'public'],
        ['Members', 'paid'],
      ] as const) {
        await newCollection(db, { ownerId: stylist.user.id, name, visibility, productIds: [product.id] });
      }
      const namesSeenBy = async (token: string | null) => {
        const page = await t.app.inject({
          url: `/api/products/${product.id}`,
          headers: token ? bearer(token) : {},
        });
        expect(page.statusCode, page.body).toBe(200);
        return page.json<ProductReply>().collections.map((c) => c.name);
      };
      expect(await namesSeenBy(null)).toEqual(['Open']);
      expect(await namesSeenBy(other.token)).toEqual(['Open']);
      expect(await namesSeenBy(subscriber.token)).toEqual(['Members', 'Open']);
      expect(await namesSeenBy(stylist.token)).toEqual(['Members', 'Open']);
    });

    it('locks a product pinned only on a look in a paid-only collection, as that look is locked', async () => {
      const db = t.database.db;
      const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const subscriber = await verifiedPerson();
      const other = await verifiedPerson();
      await newPaidSubscription(t.database.db, subscriber.user.id, stylist.user.id);
      const description = `Pinned scarf ${randomUUID().slice(0, 8)}`;
      const product = await newProduct(db, { ownerId: stylist.user.id, description });
      const paid = await newCollection(db, { ownerId: stylist.user.id, visibility: 'paid' });
      const look = await newLook(db, { ownerId: stylist.user.id, collectionIds: [paid.id] });
      await db.insert(lookProducts).values({ lookId: look.id, productId: product.id, position: 0 });
      const imageUrl = product.images[0]!.url;

      const get = (url: string, token: string | null) =>
        t.app.inject({ url, headers: token ? bearer(token) : {} });
      const seenBy = async (token: string | null) => {
        const page = await get(`/api/products/${product.id}`, token);
        const listed = await get(`/api/users/${stylist.user.id}/products`, token);
        const found = await get(`/api/search?kind=products&q=${encodeURIComponent(description)}`, token);
        return {
          page: page.statusCode,
          listed: listed.json<UserProductsPage>().items.some(({ id }) => id === product.id),
          found: found.json<SearchResults>().products.items.some(({ id }) => id === product.id),
          imageShown: [listed.body, found.body].some((body) => body.includes(imageUrl)),
        };
      };
      const locked = { page: 404, listed: false, found: false, imageShown: false };
      const open = { page: 200, listed: true, found: true, imageShown: true };
      expect(await seenBy(null)).toEqual(locked);
      expect(await seenBy(other.token)).toEqual(locked);
      expect(await seenBy(subscriber.token)).toEqual(open);
      expect(await seenBy(stylist.token)).toEqual(open);
    });

    it('locks a product on a look once the collection holding the look turns paid-only', async () => {
      const db = t.database.db;
      const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const product = await newProduct(db, { ownerId: stylist.user.id });
      const shelf = await newCollection(db, { ownerId: stylist.user.id, visibility: 'public' });
      const look = await newLook(db, { ownerId: stylist.user.id, collectionIds: [shelf.id] });
      await db.insert(lookProducts).values({ lookId: look.id, productId: product.id, position: 0 });
      await t.app.changeFeed.poll();
      expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(200);

      const turned = await t.app.inject({
        method: 'PUT',
        url: `/api/collections/${shelf.id}`,
        payload: { isPaidSubscriberOnly: true },
        headers: bearer(stylist.token),
      });
      expect(turned.statusCode, turned.body).toBe(200);
      expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(404);
    });

    it('answers 400 for an id that is not a UUID', async () => {
      expect((await t.app.inject({ url: '/api/products/nope' })).statusCode).toBe(400);
    });
  });

  describe("a person's products", () => {
    type Page = { items: { id: string }[]; hasMore: boolean; nextOffset: number | null };
    const list = (userId: string, token: string | null, query = '') =>
      t.app.inject({
        url: `/api/users/${userId}/products${query}`,
        headers: token ? bearer(token) : {},
      });

    it('lists the products others may see, newest first; the owner sees all of theirs', async () => {
      const owner = await verifiedPerson();
      const other = await verifiedPerson();
      const older = await newProduct(t.database.db, {
        ownerId: owner.user.id,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      });
      const newer = await newProduct(t.database.db, {
        ownerId: owner.user.id,
        createdAt: new Date('2026-02-01T00:00:00Z'),
      });
      const hidden = await newProduct(t.database.db, {
        ownerId: owner.user.id,
        createdAt: new Date('2026-03-01T00:00:00Z'),
      });
      await newCollection(t.database.db, {
        ownerId: owner.user.id,
        visibility: 'private',
        productIds: [hidden.id],
      });

      const ids = (response: { json: <T>() => T }) => response.json<Page>().items.map(({ id }) => id);
      expect(ids(await list(owner.user.id, null))).toEqual([newer.id, older.id]);
      expect(ids(await list(owner.user.id, other.token))).toEqual([newer.id, older.id]);
      expect(ids(await list(owner.user.id, owner.token))).toEqual([hidden.id, newer.id, older.id]);
    });

    it('pages by offset', async () => {
      const owner = await verifiedPerson();
      for (let i = 0; i < 3; i++) await newProduct(t.database.db, { ownerId: owner.user.id });
      const first = (await list(owner.user.id, null, '?limit=2')).json<Page>();
      expect(first.items).toHaveLength(2);
      expect(first).toMatchObject({ hasMore: true, nextOffset: 2 });
      const second = (await list(owner.user.id, null, '?limit=2&offset=2')).json<Page>();
      expect(second.items).toHaveLength(1);
      expect(second).toMatchObject({ hasMore: false, nextOffset: null });
      expect(first.items.map(({ id }) => id)).not.toContain(second.items[0]!.id);
    });

    it('answers 404 for nobody and 400 for a bad page', async () => {
      const missing = await list('00000000-0000-4000-8000-000000000000', null);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
      const owner = await verifiedPerson();
      expect((await list(owner.user.id, null, '?limit=0')).statusCode).toBe(400);
      expect((await list(owner.user.id, null, '?offset=-1')).statusCode).toBe(400);
    });
  });

  describe('copies of a store link whose first product is hidden', () => {
    const get = (url: string, token: string | null) =>
      t.app.inject({ url, headers: token ? bearer(token) : {} });

    /**
     * Stylist A saves a store link into a private collection of theirs (so only A sees it); stylist B then
     * saves the same link as their own public product, filed into a collection and a look of B's. C is a
     * third person.
     */
    async function copyOfHidden() {
      const db = t.database.db;
      const owner = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const saver = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const third = await verifiedPerson();
      const purchaseUrl = `https://shop.example/liners/${randomUUID()}`;
      const hiding = await newCollection(db, { ownerId: owner.user.id, visibility: 'private' });
      const original = await create(
        owner.token,
        await productBody(owner.user.id, { purchaseUrl, collectionId: hiding.id }),
      );
      expect(original.statusCode, original.body).toBe(201);
      const description = `Quilted liner ${randomUUID().slice(0, 8)}`;
      const shelf = await newCollection(db, { ownerId: saver.user.id, visibility: 'public' });
      const created = await create(
        saver.token,
        await productBody(saver.user.id, {
          purchaseUrl: `${purchaseUrl}?utm_source=ig`,
          description,
          collectionId: shelf.id,
        }),
      );
      expect(created.statusCode, created.body).toBe(201);
      const copy = created.json<ProductReply>();
      const look = await newLook(db, { ownerId: saver.user.id });
      const pinned = await t.app.inject({
        method: 'POST',
        url: `/api/looks/${look.id}/products`,
        payload: { productId: copy.id },
        headers: bearer(saver.token),
      });
      expect(pinned.statusCode, pinned.body).toBeLessThan(300);
      await createFeedGenerations({ db, repository: createFeaturedRepository(db) }).buildGeneration(
        'products',
      );
      return {
        owner,
        saver,
        third,
        original: original.json<ProductReply>(),
        copy,
        created,
        description,
        shelf,
        look,
      };
    }

    type Scene = Awaited<ReturnType<typeof copyOfHidden>>;

    it('names neither the original as root nor its saver in the count, but to its owner', async () => {
      const scene = await copyOfHidden();
      const { owner, saver, third, original, copy } = scene;
      expect(copy).toMatchObject({ rootProductId: copy.id, savedByCount: 1 });
      expect(scene.created.body).not.toContain(original.id);
      for (const token of [null, saver.token, third.token]) {
        const seen = await get(`/api/products/${copy.id}`, token);
        expect(seen.json<ProductReply>()).toMatchObject({ rootProductId: copy.id, savedByCount: 1 });
        expect(seen.body).not.toContain(original.id);
      }
      const seenByOwner = await get(`/api/products/${copy.id}`, owner.token);
      expect(seenByOwner.json<ProductReply>()).toMatchObject({
        rootProductId: original.id,
        savedByCount: 2,
      });
    });

    /** Every reply that carries the copy as a product card, and where the cards sit in it (typed as it). */
    const cardEndpoints: [string, (scene: Scene) => string, (body: never) => ProductCard[]][] = [
      [
        'GET /api/users/{id}/products',
        ({ saver }) => `/api/users/${saver.user.id}/products`,
        (body: UserProductsPage) => body.items,
      ],
      [
        'GET /api/search',
        ({ description }) => `/api/search?kind=products&q=${encodeURIComponent(description)}`,
        (body: SearchResults) => body.products.items,
      ],
      [
        'GET /api/featured/products',
        () => '/api/featured/products?limit=100',
        (body: FeaturedProductsPage) => body.items,
      ],
      [
        'GET /api/collections/{id}',
        ({ shelf }) => `/api/collections/${shelf.id}`,
        (body: Collection) => body.products,
      ],
      [
        'GET /api/looks/{id}',
        ({ look }) => `/api/looks/${look.id}`,
        (body: Look) => body.products.map(({ product }) => product),
      ],
    ];

    it.each(cardEndpoints)('%s gives the copy its own id as root for others', async (_, path, cardsOf) => {
      const scene = await copyOfHidden();
      const rootSeenBy = async (token: string | null) => {
        const response = await get(path(scene), token);
        expect(response.statusCode, response.body).toBe(200);
        const card = cardsOf(response.json<never>()).find(({ id }) => id === scene.copy.id);
        expect(card, response.body).toBeDefined();
        return { root: card!.rootProductId, body: response.body };
      };
      for (const token of [null, scene.third.token, scene.saver.token]) {
        const { root, body } = await rootSeenBy(token);
        expect(root).toBe(scene.copy.id);
        expect(body).not.toContain(scene.original.id);
      }
      expect((await rootSeenBy(scene.owner.token)).root).toBe(scene.original.id);
    });
  });

  describe('update', () => {
    it('lets only the owner edit, re-counting the price when the currency changes', async () => {
      const owner = await verifiedPerson();
      const other = await verifiedPerson();
      const created = (
        await create(owner.token, await productBody(owner.user.id, { price: 99.95, currency: 'USD' }))
      ).json<ProductReply>();
      const url = `/api/products/${created.id}`;

      expect((await t.app.inject({ method: 'PUT', url, payload: { brand: 'X' } })).statusCode).toBe(401);
      const foreign = await t.app.inject({
        method: 'PUT',
        url,
        payload: { brand: 'X' },
        headers: bearer(other.token),
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json<ErrorBody>().message).toBe('You can only edit your own products');

      const updated = await t.app.inject({
        method: 'PUT',
        url,
        payload: { currency: 'JPY', brand: 'Ridley' },
        headers: bearer(owner.token),
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ brand: 'Ridley', currency: 'JPY', price: 100 });
      const badPrice = await t.app.inject({
        method: 'PUT',
        url,
        payload: { price: -1 },
        headers: bearer(owner.token),
      });
      expect(badPrice.statusCode).toBe(400);
    });
  });

  describe('likes', () => {
    it('are idempotent and counted', async () => {
      const owner = await verifiedPerson();
      const fan = await verifiedPerson();
      const product = await newProduct(t.database.db, { ownerId: owner.user.id });
      const url = `/api/products/${product.id}/like`;
      const like = (token: string) =>
        t.app.inject({ method: 'POST', url, payload: {}, headers: bearer(token) });
      const unlike = (token: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });

      expect((await t.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
      expect((await like(fan.token)).json()).toEqual({ likeCount: 1, likedByMe: true });
      expect((await like(fan.token)).json()).toEqual({ likeCount: 1, likedByMe: true });
      expect((await like(owner.token)).json()).toEqual({ likeCount: 2, likedByMe: true });
      const seen = await t.app.inject({ url: `/api/products/${product.id}`, headers: bearer(fan.token) });
      expect(seen.json()).toMatchObject({ likeCount: 2, likedByMe: true });
      expect((await unlike(fan.token)).json()).toEqual({ likeCount: 1, likedByMe: false });
      expect((await unlike(fan.token)).json()).toEqual({ likeCount: 1, likedByMe: false });
    });

    it('cannot reach a product the person may not see', async () => {
      const owner = await verifiedPerson();
      const fan = await verifiedPerson();
      const product = await newProduct(t.database.db, { ownerId: owner.user.id });
      await newCollection(t.database.db, {
        ownerId: owner.user.id,
        visibility: 'paid',
        productIds: [product.id],
      });
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/products/${product.id}/like`,
        payload: {},
        headers: bearer(fan.token),
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('purchase link', () => {
    it('redirects to the store and counts the click', async () => {
      const owner = await verifiedPerson();
      const product = await newProduct(t.database.db, {
        ownerId: owner.user.id,
        purchaseUrl: 'https://shop.example/p/1',
      });
      const response = await t.app.inject({ url: `/r/${product.id}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://shop.example/p/1');
      const [clicks] = await t.database.db
        .select({ n: count() })
        .from(productClicks)
        .where(eq(productClicks.productId, product.id));
      expect(clicks?.n).toBe(1);
    });

    it('redirects nowhere but to an http(s) store link, and counts no click otherwise', async () => {
      const owner = await verifiedPerson();
      for (const purchaseUrl of [
        'javascript:alert(document.domain)',
        'data:text/html,<script>alert(1)</script>',
        '//evil.example/',
        'https://shop.example/\u0007',
      ]) {
        const product = await newProduct(t.database.db, { ownerId: owner.user.id, purchaseUrl });
        const response = await t.app.inject({ url: `/r/${product.id}` });
        expect(response.statusCode, purchaseUrl).toBe(404);
        expect(response.headers.location, purchaseUrl).toBeUndefined();
        expect(response.json(), purchaseUrl).toEqual({
          message: "This product's store link can't be opened",
          code: 'NOT_FOUND',
        });
        const [clicks] = await t.database.db
          .select({ n: count() })
          .from(productClicks)
          .where(eq(productClicks.productId, product.id));
        expect(clicks?.n, purchaseUrl).toBe(0);
      }
    });

    it('says where the link leads when an edit moved it to another store, and redirects when it did not', async () => {
      const owner = await verifiedPerson();
      const created = await create(
        owner.token,
        await productBody(owner.user.id, { purchaseUrl: 'https://shop.example/coats/camel' }),
      );
      const { id } = created.json<ProductReply>();
      const edit = (purchaseUrl: string) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/products/${id}`,
          payload: { purchaseUrl },
          headers: bearer(owner.token),
        });

      expect((await edit('https://shop.example/coats/navy')).statusCode).toBe(200);
      const sameHost = await t.app.inject({ url: `/r/${id}` });
      expect(sameHost.statusCode).toBe(302);
      expect(sameHost.headers.location).toBe('https://shop.example/coats/navy');

      expect((await edit('https://other-shop.example/deal?a=1&b="2"')).statusCode).toBe(200);
      const moved = await t.app.inject({ url: `/r/${id}` });
      expect(moved.statusCode).toBe(200);
      expect(moved.headers.location).toBeUndefined();
      expect(moved.headers['content-type']).toContain('text/html');
      expect(moved.body).toContain("You're leaving Stylebook for other-shop.example");
      expect(moved.body).toContain('href="https://other-shop.example/deal?a=1&amp;b=&quot;2&quot;"');
      const [clicks] = await t.database.db
        .select({ n: count() })
        .from(productClicks)
        .where(eq(productClicks.productId, id));
      expect(clicks?.n).toBe(2);
    });

    it('answers 404 for a hidden product', async () => {
      const owner = await verifiedPerson();
      const product = await newProduct(t.database.db, { ownerId: owner.user.id });
      await newCollection(t.database.db, {
        ownerId: owner.user.id,
        visibility: 'private',
        productIds: [product.id],
      });
      expect((await t.app.inject({ url: `/r/${product.id}` })).statusCode).toBe(404);
    });
  });
});
