import { FeaturedProductsPage, Product } from '@stylebook/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../db/schema/index.ts';
import {
  bearer,
  useTestApp,
  newCollection,
  newProduct,
  newUser,
  registerVerifiedAccount,
  type ProductRow,
  type TestApp,
} from '../../test/helpers.ts';
import { createFeaturedRepository } from '../featured/featured.repository.ts';
import { createFeedGenerations } from '../featured/featured.service.ts';

/**
 * The product caches across two API processes on one database: `writer` takes the writes, `reader` has
 * cached what it served and must drop it once it reads the change log (`changeFeed.poll()`, which its timer
 * does every few hundred milliseconds).
 */
describe('cached product cards and pages', () => {
  // The rebuild job stays off: `servedProduct` builds the generation that lists its product.
  const writer = useTestApp({ feedRebuildSeconds: 3600 });
  let reader: TestApp['app'];
  let stylistId: string;

  const featuredPage = async (token?: string) => {
    const response = await reader.inject({
      url: '/api/featured/products?limit=100&seed=cache',
      headers: token ? bearer(token) : {},
    });
    expect(response.statusCode).toBe(200);
    return FeaturedProductsPage.parse(response.json());
  };
  const cardOf = async (id: string, token?: string) =>
    (await featuredPage(token)).items.find((item) => item.id === id);
  const productPage = async (id: string, token?: string) =>
    reader.inject({ url: `/api/products/${id}`, headers: token ? bearer(token) : {} });
  const readerCatchesUp = () => reader.changeFeed.poll();

  /** A public product of the stylist, already served (and cached) by the reader as card and page. */
  async function servedProduct(): Promise<ProductRow> {
    const product = await newProduct(writer.database.db, { ownerId: stylistId });
    await createFeedGenerations({
      db: writer.database.db,
      repository: createFeaturedRepository(writer.database.db),
    }).buildGeneration('products');
    await readerCatchesUp();
    expect(await cardOf(product.id)).toBeDefined();
    expect((await productPage(product.id)).statusCode).toBe(200);
    return product;
  }

  beforeAll(async () => {
    reader = await writer.anotherProcess();
    await Promise.all([writer.app.ready(), reader.ready()]);
    stylistId = (await newUser(writer.database.db, { role: 'STYLIST', name: 'Before' })).id;
  });

  it('serves pages that parse with their contracts', async () => {
    const product = await servedProduct();
    Product.parse((await productPage(product.id)).json());
  });

  it("shows another process's edit", async () => {
    const owner = await registerVerifiedAccount(writer.app, { role: 'stylist' });
    const product = await newProduct(writer.database.db, { ownerId: owner.user.id, brand: 'Old Brand' });
    await readerCatchesUp();
    expect((await productPage(product.id)).json<Product>().brand).toBe('Old Brand');

    const edit = await writer.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: bearer(owner.token),
      payload: { brand: 'New Brand' },
    });
    expect(edit.statusCode).toBe(200);
    await readerCatchesUp();
    expect((await productPage(product.id)).json<Product>().brand).toBe('New Brand');
  });

  it('drops a deleted product from the feed and answers 404 for its page', async () => {
    const product = await servedProduct();
    await writer.database.db.delete(products).where(eq(products.id, product.id));
    await readerCatchesUp();
    expect(await cardOf(product.id)).toBeUndefined();
    expect((await productPage(product.id)).statusCode).toBe(404);
  });

  it('hides a product once it is filed only into a private collection', async () => {
    const product = await servedProduct();
    await newCollection(writer.database.db, {
      ownerId: stylistId,
      visibility: 'private',
      productIds: [product.id],
    });
    await readerCatchesUp();
    expect(await cardOf(product.id)).toBeUndefined();
    expect((await productPage(product.id)).statusCode).toBe(404);
  });

  it("shows the owner's new name on cards", async () => {
    const product = await servedProduct();
    await writer.database.db.update(users).set({ name: 'After' }).where(eq(users.id, stylistId));
    await readerCatchesUp();
    expect((await cardOf(product.id))?.owner.name).toBe('After');
    expect((await productPage(product.id)).json<Product>().owner.name).toBe('After');
  });

  it('counts a like made through another process, and tells only the liker they liked it', async () => {
    const product = await servedProduct();
    const liker = await registerVerifiedAccount(writer.app);
    const other = await registerVerifiedAccount(writer.app);
    expect(await cardOf(product.id, liker.token)).toMatchObject({ likeCount: 0, likedByMe: false });

    const like = await writer.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/like`,
      headers: bearer(liker.token),
    });
    expect(like.statusCode).toBe(200);
    await readerCatchesUp();

    expect(await cardOf(product.id, liker.token)).toMatchObject({ likeCount: 1, likedByMe: true });
    expect(await cardOf(product.id, other.token)).toMatchObject({ likeCount: 1, likedByMe: false });
    expect(await cardOf(product.id)).toMatchObject({ likeCount: 1, likedByMe: false });
    expect((await productPage(product.id)).json<Product>()).toMatchObject({ likeCount: 1, likedByMe: false });
    expect((await productPage(product.id, liker.token)).json<Product>().likedByMe).toBe(true);
  });

  it('gives each viewer the root they may see of a product whose store link others saved', async () => {
    const saver = await registerVerifiedAccount(writer.app);
    const original = await servedProduct();
    // The saver's own copy, older and private: the root for them alone.
    const hiddenCopy = await newProduct(writer.database.db, {
      ownerId: saver.user.id,
      canonicalUrl: original.canonicalUrl,
      createdAt: new Date('2020-01-01'),
    });
    await newCollection(writer.database.db, {
      ownerId: saver.user.id,
      visibility: 'private',
      productIds: [hiddenCopy.id],
    });
    await readerCatchesUp();
    expect((await cardOf(original.id))?.rootProductId).toBe(original.id);
    expect((await cardOf(original.id, saver.token))?.rootProductId).toBe(hiddenCopy.id);
    expect((await cardOf(original.id))?.rootProductId).toBe(original.id);
  });
});
