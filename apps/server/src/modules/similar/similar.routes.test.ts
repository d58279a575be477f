import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  newCollection,
  newProduct,
  newUser,
  registerVerifiedAccount,
  useTestApp,
  newPaidSubscription,
} from '../../test/helpers.ts';

type Page = RouteReply<'listSimilarProducts'>;
type CollectionsReply = RouteReply<'listSimilarCollections'>;

/** A name no other test of the file uses, so each test ranks its own products and collections alone. */
const unique = (name: string) => `${name}${randomUUID().slice(0, 8)}`;

describe('similar API', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  const call = t.request;
  const ids = (page: { items: { id: string }[] }) => page.items.map(({ id }) => id);

  const similarProducts = async (id: string, token: string | null = null, query = '') => {
    const response = await call('GET', `/api/products/${id}/similar${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const similarCollections = async (id: string, token: string | null = null, query = '') => {
    const response = await call('GET', `/api/collections/${id}/similar${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CollectionsReply>();
  };
  /** A product of a brand of its own and no description, unless told: alike only in what the test says. */
  const product = (fields: Parameters<typeof newProduct>[1]) =>
    newProduct(t.database.db, { brand: unique('Brand'), description: null, ...fields });

  describe('GET /api/products/:id/similar', () => {
    it('answers 404 for a product that does not exist or that the viewer may not see, and 400 for a bad id', async () => {
      const db = t.database.db;
      const owner = await registerVerifiedAccount(t.app);
      const stranger = await registerVerifiedAccount(t.app);
      const hidden = await product({ ownerId: owner.user.id });
      await newCollection(db, { ownerId: owner.user.id, visibility: 'private', productIds: [hidden.id] });

      for (const [id, token] of [
        [randomUUID(), null],
        [hidden.id, null],
        [hidden.id, stranger.token],
      ] as const) {
        const response = await call('GET', `/api/products/${id}/similar`, token);
        expect(response.statusCode).toBe(404);
        expect(response.json<ErrorBody>()).toEqual({ message: 'Product not found', code: 'NOT_FOUND' });
      }
      expect((await call('GET', `/api/products/${hidden.id}/similar`, owner.token)).statusCode).toBe(200);
      const bad = await call('GET', '/api/products/nope/similar', null);
      expect(bad.statusCode).toBe(400);
      const tooDeep = await call('GET', `/api/products/${hidden.id}/similar?offset=201`, owner.token);
      expect(tooDeep.statusCode).toBe(400);
    });

    it('ranks by what they share: the words of the description, the collections, the brand', async () => {
      const db = t.database.db;
      const stylist = await newUser(db, { role: 'STYLIST' });
      const other = await newUser(db, { role: 'STYLIST' });
      const brand = unique('Quillfeather');
      const shirt = await product({ ownerId: stylist.id, brand, description: 'Linen shirt' });
      const sameWords = await product({ ownerId: other.id, description: 'Linen shirt' });
      const filedTogether = await product({ ownerId: other.id, brand, description: 'Wool coat' });
      const oneWordSameBrand = await product({ ownerId: other.id, brand, description: 'Linen scarf' });
      // Newer, so it would come first if the brand did not count.
      const oneWord = await product({ ownerId: other.id, description: 'Linen trousers' });
      const sameBrand = await product({ ownerId: stylist.id, brand, description: 'Silk scarf' });
      const unrelated = await product({ ownerId: other.id, description: 'Rubber boots' });
      await newCollection(db, { ownerId: other.id, productIds: [shirt.id, filedTogether.id] });

      const page = await similarProducts(shirt.id);
      expect(ids(page)).toEqual([
        sameWords.id,
        filedTogether.id,
        oneWordSameBrand.id,
        oneWord.id,
        sameBrand.id,
      ]);
      expect(ids(page)).not.toContain(unrelated.id);
      expect(page).toMatchObject({ hasMore: false, nextOffset: null });
      expect(page.items[1]).toMatchObject({ id: filedTogether.id, brand, description: 'Wool coat' });
    });

    it('ranks a product filed together with it in two collections above one with the same words', async () => {
      const db = t.database.db;
      const owner = await newUser(db, { role: 'STYLIST' });
      const coat = await product({ ownerId: owner.id, description: 'Camel overcoat' });
      const filedTogether = await product({ ownerId: owner.id, description: 'Leather gloves' });
      const sameWords = await product({ ownerId: owner.id, description: 'Camel overcoat' });
      await newCollection(db, { ownerId: owner.id, productIds: [coat.id, filedTogether.id] });
      await newCollection(db, { ownerId: owner.id, productIds: [coat.id, filedTogether.id] });
      expect(ids(await similarProducts(coat.id))).toEqual([filedTogether.id, sameWords.id]);
    });

    it('ranks the same style first among products otherwise alike', async () => {
      const db = t.database.db;
      const owner = await newUser(db, { role: 'STYLIST' });
      const brand = unique('Stylemark');
      const skirt = await product({ ownerId: owner.id, brand, gender: 'WOMENSWEAR' });
      const sameStyle = await product({ ownerId: owner.id, brand, gender: 'WOMENSWEAR' });
      // Newer, so it would come first if the style did not count.
      const otherStyle = await product({ ownerId: owner.id, brand, gender: 'MENSWEAR' });
      expect(ids(await similarProducts(skirt.id))).toEqual([sameStyle.id, otherStyle.id]);
    });

    it('finds products by a synonym of a word: a denim jacket is like a jeans jacket', async () => {
      const db = t.database.db;
      const owner = await newUser(db, { role: 'STYLIST' });
      const denim = await product({
        ownerId: owner.id,
        brand: unique('Harrowgate'),
        description: 'Denim jacketeer',
      });
      const jeans = await product({
        ownerId: owner.id,
        brand: unique('Pellmore'),
        description: 'Jeans jacketeer',
      });
      expect(ids(await similarProducts(denim.id))).toContain(jeans.id);
    });

    it('leaves out the product itself and every copy saved from the same store link', async () => {
      const db = t.database.db;
      const owner = await newUser(db, { role: 'STYLIST' });
      const other = await newUser(db);
      const brand = unique('Marlowe');
      const subject = await product({ ownerId: owner.id, brand });
      const copy = await product({ ownerId: other.id, brand, rootProductId: subject.id });
      const cousin = await product({ ownerId: other.id, brand });
      await newCollection(db, { ownerId: owner.id, productIds: [subject.id, cousin.id] });

      expect(ids(await similarProducts(subject.id))).toEqual([cousin.id]);
      // Seen from the copy, the original is a copy too.
      expect(ids(await similarProducts(copy.id))).toEqual([cousin.id]);
    });

    it("never shows others' private or paid-only products; their owner and a paid subscriber see theirs", async () => {
      const db = t.database.db;
      const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const subscriber = await registerVerifiedAccount(t.app);
      const stranger = await registerVerifiedAccount(t.app);
      const brand = unique('Vantablix');
      const subject = await product({ ownerId: stylist.user.id, brand });
      const open = await product({ ownerId: stylist.user.id, brand });
      const secret = await product({ ownerId: stylist.user.id, brand });
      const paidOnly = await product({ ownerId: stylist.user.id, brand });
      await newCollection(db, { ownerId: stylist.user.id, productIds: [subject.id, open.id] });
      await newCollection(db, { ownerId: stylist.user.id, visibility: 'private', productIds: [secret.id] });
      await newCollection(db, { ownerId: stylist.user.id, visibility: 'paid', productIds: [paidOnly.id] });
      await newPaidSubscription(t.database.db, subscriber.user.id, stylist.user.id);

      expect(ids(await similarProducts(subject.id))).toEqual([open.id]);
      // Hidden ones are not even ranked: a page of one is the last.
      expect(await similarProducts(subject.id, null, '?limit=1')).toMatchObject({
        items: [{ id: open.id }],
        hasMore: false,
      });
      expect(ids(await similarProducts(subject.id, stranger.token))).toEqual([open.id]);
      expect(ids(await similarProducts(subject.id, subscriber.token)).sort()).toEqual(
        [open.id, paidOnly.id].sort(),
      );
      expect(ids(await similarProducts(subject.id, stylist.token)).sort()).toEqual(
        [open.id, secret.id, paidOnly.id].sort(),
      );
    });

    it('counts only collections the viewer may see into as filed together', async () => {
      const db = t.database.db;
      const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const subject = await product({ ownerId: stylist.user.id, brand: unique('Ashcombe') });
      const companion = await product({ ownerId: stylist.user.id, brand: unique('Dunmore') });
      // Both stay public (each is in a public collection of its owner), but were filed together privately.
      await newCollection(db, { ownerId: stylist.user.id, productIds: [subject.id] });
      await newCollection(db, { ownerId: stylist.user.id, productIds: [companion.id] });
      await newCollection(db, {
        ownerId: stylist.user.id,
        visibility: 'private',
        productIds: [subject.id, companion.id],
      });

      expect(ids(await similarProducts(subject.id))).not.toContain(companion.id);
      expect(ids(await similarProducts(subject.id, stylist.token))).toContain(companion.id);
    });

    it('pages by offset through every match once, and then says there is no more', async () => {
      const db = t.database.db;
      const owner = await newUser(db, { role: 'STYLIST' });
      const brand = unique('Pagewell');
      const subject = await product({ ownerId: owner.id, brand });
      const others = [];
      for (let index = 0; index < 25; index++) others.push(await product({ ownerId: owner.id, brand }));

      const first = await similarProducts(subject.id, null, '?limit=10');
      expect(first).toMatchObject({ hasMore: true, nextOffset: 10 });
      const second = await similarProducts(subject.id, null, '?limit=10&offset=10');
      expect(second).toMatchObject({ hasMore: true, nextOffset: 20 });
      const third = await similarProducts(subject.id, null, '?limit=10&offset=20');
      expect(third).toMatchObject({ hasMore: false, nextOffset: null });
      expect(third.items).toHaveLength(5);
      const seen = [...ids(first), ...ids(second), ...ids(third)];
      expect(seen.sort()).toEqual(others.map(({ id }) => id).sort());
      // The default page is the contract's.
      expect((await similarProducts(subject.id)).items).toHaveLength(20);
    });

    it('shows a product made since the ranking was kept, once the change is seen', async () => {
      const db = t.database.db;
      const owner = await newUser(db, { role: 'STYLIST' });
      const brand = unique('Latecomer');
      const subject = await product({ ownerId: owner.id, brand });
      expect(ids(await similarProducts(subject.id))).toEqual([]);
      const later = await product({ ownerId: owner.id, brand });
      await t.app.changeFeed.poll();
      expect(ids(await similarProducts(subject.id))).toEqual([later.id]);
    });
  });

  describe('GET /api/collections/:id/similar', () => {
    it("answers 404 for a collection that does not exist or is someone else's private one", async () => {
      const owner = await registerVerifiedAccount(t.app);
      const stranger = await registerVerifiedAccount(t.app);
      const hidden = await newCollection(t.database.db, { ownerId: owner.user.id, visibility: 'private' });
      for (const [id, token] of [
        [randomUUID(), null],
        [hidden.id, null],
        [hidden.id, stranger.token],
      ] as const) {
        const response = await call('GET', `/api/collections/${id}/similar`, token);
        expect(response.statusCode).toBe(404);
        expect(response.json<ErrorBody>()).toEqual({ message: 'Collection not found', code: 'NOT_FOUND' });
      }
      expect((await call('GET', `/api/collections/${hidden.id}/similar`, owner.token)).statusCode).toBe(200);
      expect((await call('GET', '/api/collections/nope/similar', null)).statusCode).toBe(400);
    });

    it('lists listed collections sharing products, then those sharing words of the name, never itself', async () => {
      const db = t.database.db;
      const stylist = await newUser(db, { role: 'STYLIST' });
      const other = await newUser(db, { role: 'STYLIST' });
      const word = unique('heathland').toLowerCase();
      const [shirt, coat, scarf] = [
        await newProduct(db, { ownerId: stylist.id }),
        await newProduct(db, { ownerId: stylist.id }),
        await newProduct(db, { ownerId: stylist.id }),
      ];
      // Someone else's copy of the shirt, saved from the same store link.
      const shirtCopy = await newProduct(db, { ownerId: other.id, rootProductId: shirt!.id });
      const collection = await newCollection(db, {
        ownerId: stylist.id,
        name: `${word} walks`,
        productIds: [shirt!.id, coat!.id],
      });
      const sharesTwo = await newCollection(db, {
        ownerId: other.id,
        name: 'Autumn',
        productIds: [shirtCopy.id, coat!.id],
      });
      const sharesOne = await newCollection(db, {
        ownerId: other.id,
        name: 'Winter',
        productIds: [coat!.id],
      });
      const sameName = await newCollection(db, {
        ownerId: other.id,
        name: `More ${word}`,
        productIds: [scarf!.id],
      });
      await newCollection(db, { ownerId: other.id, name: `Empty ${word}` });
      await newCollection(db, { ownerId: other.id, visibility: 'private', productIds: [coat!.id] });
      await newCollection(db, { ownerId: other.id, productIds: [coat!.id], archivedAt: new Date() });

      const reply = await similarCollections(collection.id);
      expect(ids(reply)).toEqual([sharesTwo.id, sharesOne.id, sameName.id]);
      // The private and archived ones are not even ranked: the best three are these.
      expect(ids(await similarCollections(collection.id, null, '?limit=3'))).toEqual(ids(reply));
      expect(reply.items[0]).toMatchObject({ productCount: 2 });
      expect(reply.items[0]!.previewImageUrls).toHaveLength(2);
    });

    it('never lets the products of a locked collection make it alike, on either side', async () => {
      const db = t.database.db;
      const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const subscriber = await registerVerifiedAccount(t.app);
      const other = await newUser(db, { role: 'STYLIST' });
      const product = await newProduct(db, { ownerId: other.id });
      const collection = await newCollection(db, {
        ownerId: other.id,
        name: unique('Openfield'),
        productIds: [product.id],
      });
      const paid = await newCollection(db, {
        ownerId: stylist.user.id,
        name: unique('Locked'),
        visibility: 'paid',
        productIds: [product.id],
      });
      await newPaidSubscription(t.database.db, subscriber.user.id, stylist.user.id);

      expect(ids(await similarCollections(collection.id))).toEqual([]);
      expect(ids(await similarCollections(paid.id))).toEqual([]);
      expect(ids(await similarCollections(collection.id, subscriber.token))).toEqual([paid.id]);
      expect(ids(await similarCollections(paid.id, subscriber.token))).toEqual([collection.id]);
    });
  });
});
