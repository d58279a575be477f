import type { FeaturedCollectionsPage, FeaturedProductsPage } from '@stylebook/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  newCollection,
  newProduct,
  newUser,
  type ProductRow,
  type TestApp,
} from '../../test/helpers.ts';

type Page = FeaturedProductsPage | FeaturedCollectionsPage;

/** Walks a feed page by page, checking each page's paging fields, and returns every item id in order. */
async function walkFeed(t: TestApp, path: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const response: LightMyRequestResponse = await t.app.inject({
      url: `${path}?limit=${limit}&offset=${offset}&seed=abc`,
    });
    expect(response.statusCode).toBe(200);
    const page: Page = response.json();
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
  let t: TestApp;
  const visibleProducts: ProductRow[] = [];
  const hiddenProducts: ProductRow[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
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
  afterAll(() => t.close());

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
        await t.app.inject({ url: '/api/featured/collections?limit=100' })
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

  it.each(['limit=0', 'limit=101', 'limit=ten', 'offset=-1', 'offset=1.5', `seed=${'x'.repeat(65)}`])(
    'rejects %s with 400 VALIDATION',
    async (query) => {
      for (const path of ['/api/featured/products', '/api/featured/collections']) {
        const response = await t.app.inject({ url: `${path}?${query}` });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String), code: 'VALIDATION' });
      }
    },
  );
});
