import type { FeaturedCollectionsPage, FeaturedProductsPage } from '@stylebook/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { productLikes } from '../../db/schema/index.ts';
import {
  bearer,
  useTestApp,
  newCollection,
  newProduct,
  newUser,
  registerAccount,
  type ProductRow,
  type TestApp,
} from '../../test/helpers.ts';
import { createFeaturedRepository } from './featured.repository.ts';
import { createFeedGenerations } from './featured.service.ts';

type Page = FeaturedProductsPage | FeaturedCollectionsPage;

/** Fetches one page and checks its status. */
async function fetchPage<P extends Page>(t: TestApp, path: string, query: string): Promise<P> {
  const response: LightMyRequestResponse = await t.app.inject({ url: `${path}?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<P>();
}

/**
 * Walks a feed page by page in one generation (the first page's), checking each page's paging fields, and
 * returns every item id in order.
 */
async function walkFeed(
  t: TestApp,
  path: string,
  limit: number,
  { seed = 'abc', generation }: { seed?: string; generation?: number } = {},
): Promise<string[]> {
  const ids: string[] = [];
  let offset: number | null = 0;
  let pinned = generation;
  while (offset !== null) {
    const query: string = `limit=${limit}&offset=${offset}&seed=${seed}${pinned ? `&generation=${pinned}` : ''}`;
    const page: Page = await fetchPage(t, path, query);
    pinned ??= page.generation ?? undefined;
    expect(page.generation).toBe(pinned);
    ids.push(...page.items.map((item) => item.id));
    expect(page.hasMore).toBe(page.nextOffset !== null);
    if (page.hasMore) {
      expect(page.items).toHaveLength(limit);
      expect(page.nextOffset).toBe(offset + limit);
    }
    offset = page.nextOffset;
  }
  return ids;
}

describe('featured feeds', () => {
  // No background rebuild: these tests read the generation their first request builds.
  const t = useTestApp({ feedRebuildSeconds: 3600 });
  const visibleProducts: ProductRow[] = [];
  const hiddenProducts: ProductRow[] = [];

  beforeAll(async () => {
    const db = t.database.db;
    const stylist = await newUser(db, { role: 'STYLIST', name: 'Ines Stylist' });
    const user = await newUser(db, { role: 'USER' });

    for (let i = 0; i < 23; i++) {
      visibleProducts.push(
        await newProduct(db, { ownerId: stylist.id, createdAt: new Date(Date.UTC(2025, 0, 1 + (i % 5))) }),
      );
    }
    const inPrivateOnly = await newProduct(db, { ownerId: stylist.id });
    const inPaidOnly = await newProduct(db, { ownerId: stylist.id });
    const inPrivateAndPublic = await newProduct(db, { ownerId: stylist.id });
    const ofUser = await newProduct(db, { ownerId: user.id });
    const featuredOfUser = await newProduct(db, { ownerId: user.id, isFeatured: true });
    const featuredButPrivate = await newProduct(db, { ownerId: user.id, isFeatured: true });
    visibleProducts.push(inPrivateAndPublic, featuredOfUser);
    hiddenProducts.push(inPrivateOnly, inPaidOnly, ofUser, featuredButPrivate);

    await newCollection(db, {
      ownerId: stylist.id,
      visibility: 'private',
      productIds: [inPrivateOnly.id, inPrivateAndPublic.id],
    });
    await newCollection(db, {
      ownerId: stylist.id,
      name: 'Mixed public',
      productIds: [inPrivateAndPublic.id],
    });
    await newCollection(db, { ownerId: user.id, visibility: 'private', productIds: [featuredButPrivate.id] });
    await newCollection(db, {
      ownerId: stylist.id,
      name: 'Members edit',
      visibility: 'paid',
      coverImageUrl: '/media/real/cover.webp',
      coverPlaceholderUrl: '/media/placeholders/members/1a2b.webp',
      productIds: [inPaidOnly.id, visibleProducts[0]!.id],
    });
    await newCollection(db, {
      ownerId: stylist.id,
      visibility: 'public',
      archivedAt: new Date(),
      name: 'Archived public',
    });
    for (let i = 0; i < 6; i++) {
      await newCollection(db, {
        ownerId: stylist.id,
        name: `Public ${i}`,
        productIds: visibleProducts.slice(i, i + 6).map((product) => product.id),
      });
    }
  });

  describe('GET /api/featured/products', () => {
    it('is open to anonymous callers and answers a default page of at most 30', async () => {
      const response = await t.app.inject({ url: '/api/featured/products' });
      expect(response.statusCode).toBe(200);
      const page: FeaturedProductsPage = response.json();
      expect(page.items).toHaveLength(25);
      expect(page).toMatchObject({ hasMore: false, nextOffset: null });
    });

    it('pages through every visible product once, in a stable order', async () => {
      const ids = await walkFeed(t, '/api/featured/products', 7);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual(visibleProducts.map((product) => product.id).sort());
      expect(await walkFeed(t, '/api/featured/products', 4)).toEqual(ids);
    });

    it('answers the same page for the same seed and offset', async () => {
      const query = 'limit=5&offset=10&seed=session-1';
      const first = await fetchPage<FeaturedProductsPage>(t, '/api/featured/products', query);
      const again = await fetchPage<FeaturedProductsPage>(t, '/api/featured/products', query);
      expect(again).toEqual(first);
      expect(first.items).toHaveLength(5);
      expect(first.generation).toEqual(expect.any(Number));
    });

    it('shuffles: another seed gives another order of the same items', async () => {
      const a = await walkFeed(t, '/api/featured/products', 10, { seed: 'one' });
      const b = await walkFeed(t, '/api/featured/products', 10, { seed: 'two' });
      expect(b).not.toEqual(a);
      expect([...b].sort()).toEqual([...a].sort());
      const oldestFirst = [...visibleProducts]
        .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.id.localeCompare(y.id))
        .map((product) => product.id);
      expect(a).not.toEqual(oldestFirst);
    });

    it("carries each product's like count and whether the caller liked it", async () => {
      const liker = await registerAccount(t.app);
      const other = await newUser(t.database.db);
      const liked = visibleProducts[3]!;
      await t.database.db.insert(productLikes).values([
        { userId: liker.user.id, productId: liked.id },
        { userId: other.id, productId: liked.id },
      ]);
      // Written beside the API, as another process would: this one sees it once it reads the change log.
      await t.app.changeFeed.poll();
      const find = async (headers: Record<string, string>) =>
        (await t.app.inject({ url: '/api/featured/products?limit=100', headers }))
          .json<FeaturedProductsPage>()
          .items.find((item) => item.id === liked.id);
      expect(await find(bearer(liker.token))).toMatchObject({ likeCount: 2, likedByMe: true });
      expect(await find({})).toMatchObject({ likeCount: 2, likedByMe: false });
      const unliked = (
        await fetchPage<FeaturedProductsPage>(t, '/api/featured/products', 'limit=100')
      ).items.find((item) => item.id === visibleProducts[4]!.id);
      expect(unliked).toMatchObject({ likeCount: 0, likedByMe: false });
    });

    it('leaves out USER products, and products only in private or paid-only collections', async () => {
      const ids = await walkFeed(t, '/api/featured/products', 100);
      for (const hidden of hiddenProducts) expect(ids).not.toContain(hidden.id);
    });

    it('shapes a card: price in major units and the owner summary', async () => {
      const page: FeaturedProductsPage = (await t.app.inject({ url: '/api/featured/products' })).json();
      expect(page.items.find((item) => item.id === visibleProducts[0]!.id)).toMatchObject({
        price: 125,
        currency: 'USD',
        images: visibleProducts[0]!.images,
        owner: { role: 'STYLIST', name: 'Ines Stylist' },
      });
    });
  });

  describe('GET /api/featured/collections', () => {
    it('lists public and paid-only collections of stylists, never private or archived ones', async () => {
      const ids = await walkFeed(t, '/api/featured/collections', 3);
      expect(new Set(ids).size).toBe(ids.length);
      const page: FeaturedCollectionsPage = (
        await t.app.inject({ url: '/api/featured/collections?limit=100&seed=abc' })
      ).json();
      expect(page.items.map((item) => item.id)).toEqual(ids);
      const names = page.items.map((item) => item.name).sort();
      expect(names).toEqual([
        'Members edit',
        'Mixed public',
        ...[0, 1, 2, 3, 4, 5].map((i) => `Public ${i}`),
      ]);
      expect(page.items.every((item) => !item.isPrivate)).toBe(true);
    });

    it('gives public cards their product count, cover and preview images', async () => {
      const page: FeaturedCollectionsPage = (
        await t.app.inject({ url: '/api/featured/collections?limit=100' })
      ).json();
      const card = page.items.find((item) => item.name === 'Public 2');
      expect(card).toMatchObject({ productCount: 6, isPaidSubscriberOnly: false });
      expect(card?.previewImageUrls).toEqual(
        visibleProducts.slice(2, 6).map((product) => product.images[0]?.url),
      );
      expect(card?.coverImageUrl).toBe(card?.previewImageUrls[0]);
    });

    it('shows a paid-only collection with its count but only the blurred placeholder', async () => {
      const response = await t.app.inject({ url: '/api/featured/collections?limit=100' });
      const card = response
        .json<FeaturedCollectionsPage>()
        .items.find((item) => item.name === 'Members edit');
      expect(card).toMatchObject({
        isPaidSubscriberOnly: true,
        productCount: 2,
        coverImageUrl: '/media/placeholders/members/1a2b.webp',
        previewImageUrls: ['/media/placeholders/members/1a2b.webp'],
      });
      expect(response.body).not.toContain('/media/real/cover.webp');
      for (const product of [...visibleProducts.slice(0, 1), ...hiddenProducts.slice(1, 2)]) {
        expect(JSON.stringify(card)).not.toContain(product.images[0]!.url);
      }
    });
  });

  it.each([
    'limit=0',
    'limit=101',
    'limit=ten',
    'offset=-1',
    'offset=1.5',
    `seed=${'x'.repeat(65)}`,
    'generation=0',
    'generation=-2',
    'generation=abc',
    // Past PostgreSQL's integer, which the generation column is.
    'generation=2147483648',
    'generation=9007199254740993',
    'seed=%00',
  ])('rejects %s with 400 VALIDATION', async (query) => {
    for (const path of ['/api/featured/products', '/api/featured/collections']) {
      const response = await t.app.inject({ url: `${path}?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String), code: 'VALIDATION' });
    }
  });
});

describe('featured feeds across rebuilds', () => {
  const t = useTestApp({ feedRebuildSeconds: 3600 });
  let rebuild: () => Promise<{ id: number; itemCount: number }>;
  let stylistId: string;
  const path = '/api/featured/products';

  beforeAll(async () => {
    const db = t.database.db;
    const service = createFeedGenerations({ db, repository: createFeaturedRepository(db) });
    rebuild = () => service.buildGeneration('products');
    stylistId = (await newUser(db, { role: 'STYLIST' })).id;
    for (let i = 0; i < 12; i++) await newProduct(db, { ownerId: stylistId });
  });

  describe('on a database of its own', () => {
    const empty = useTestApp({ feedRebuildSeconds: 3600 });

    it('answers an empty feed with no generation', async () => {
      const page = await fetchPage<FeaturedProductsPage>(empty, path, '');
      expect(page).toEqual({ items: [], hasMore: false, nextOffset: null, generation: null });
    });
  });

  it("continues a generation's order after items were added and the feed rebuilt", async () => {
    const first = await fetchPage<FeaturedProductsPage>(t, path, 'limit=4&offset=0&seed=keep');
    const g = first.generation!;
    const before = await walkFeed(t, path, 4, { seed: 'keep', generation: g });
    expect(before.slice(0, 4)).toEqual(first.items.map((item) => item.id));

    const added = await newProduct(t.database.db, { ownerId: stylistId });
    const rebuilt = await rebuild();
    expect(rebuilt.id).toBeGreaterThan(g);

    expect(await walkFeed(t, path, 4, { seed: 'keep', generation: g })).toEqual(before);
    const newest = await walkFeed(t, path, 4, { seed: 'keep' });
    expect(newest).toHaveLength(before.length + 1);
    expect(newest).toContain(added.id);
  });

  it('falls back to the newest generation for an unknown one', async () => {
    const newest = await rebuild();
    const page = await fetchPage<FeaturedProductsPage>(t, path, 'generation=999999');
    expect(page.generation).toBe(newest.id);
  });

  it('drops a product made private since the build from its page, without shifting later pages', async () => {
    const generation = await rebuild();
    const query = `limit=5&offset=0&seed=hide&generation=${generation.id}`;
    const before = await fetchPage<FeaturedProductsPage>(t, path, query);
    const hidden = before.items[2]!;
    await newCollection(t.database.db, {
      ownerId: stylistId,
      visibility: 'private',
      productIds: [hidden.id],
    });
    // Written beside the API, as another process would: this one sees it once it reads the change log.
    await t.app.changeFeed.poll();

    const after = await fetchPage<FeaturedProductsPage>(t, path, query);
    expect(after.items.map((item) => item.id)).toEqual(
      before.items.filter((item) => item.id !== hidden.id).map((item) => item.id),
    );
    expect(after).toMatchObject({ hasMore: true, nextOffset: 5, generation: generation.id });
    const rest = await fetchPage<FeaturedProductsPage>(
      t,
      path,
      `limit=100&offset=5&seed=hide&generation=${generation.id}`,
    );
    expect(rest.items.map((item) => item.id)).not.toContain(hidden.id);
  });
});
