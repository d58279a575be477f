import { randomUUID } from 'node:crypto';
import type {
  CollectionCard,
  FeaturedCollectionsPage,
  RouteReply,
  SearchResults,
  UserCollections,
  UserProfile,
} from '@stylebook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  newCollection,
  newProduct,
  newUser,
  registerVerifiedAccount,
  requestsTo,
  storeTestImage,
  type ProductRow,
  useTestApp,
} from '../../test/helpers.ts';
import { createFeaturedRepository } from '../featured/featured.repository.ts';
import { createFeedGenerations } from '../featured/featured.service.ts';

type CollectionReply = RouteReply<'getCollection'>;

/**
 * Someone's product filed into another person's public collection, then hidden by its owner
 * (docs/product.md §4): every card of that collection must show and count it to its owner alone.
 */
describe('collection cards of a product its owner hid', () => {
  // No background rebuild: each scene builds the collections feed once its collections exist.
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 }, feedRebuildSeconds: 3600 });
  let call: ReturnType<typeof requestsTo>;
  let buildCollectionsFeed: () => Promise<unknown>;

  beforeAll(async () => {
    call = requestsTo(t.app);
    const db = t.database.db;
    const featured = createFeedGenerations({ db, repository: createFeaturedRepository(db) });
    buildCollectionsFeed = () => featured.buildGeneration('collections');
  });

  const imageOf = (product: ProductRow) => product.images[0]!.url;

  /**
   * Stylist A's product P sits first in stylist B's public collection, before B's own product; then A files P
   * into a collection of A's own of `visibility`, which hides it from everyone but A. C is a third person.
   */
  async function curatedThenHidden(
    visibility: 'private' | 'paid',
    curated: { coverIsHidden?: boolean } = {},
  ) {
    const db = t.database.db;
    const owner = await registerVerifiedAccount(t.app, { role: 'stylist' });
    const third = await registerVerifiedAccount(t.app);
    const curator = await newUser(db, { role: 'STYLIST' });
    const hidden = await newProduct(db, { ownerId: owner.user.id });
    const curatorsOwn = await newProduct(db, { ownerId: curator.id });
    const name = `Curated ${randomUUID().slice(0, 8)}`;
    const collection = await newCollection(db, {
      ownerId: curator.id,
      name,
      productIds: [hidden.id, curatorsOwn.id],
      // Only ownerless media (the demo's product shots) can be both a product's image and another's cover.
      ...(curated.coverIsHidden && { coverImageUrl: imageOf(hidden) }),
    });
    await buildCollectionsFeed();

    const hiding = await newCollection(db, { ownerId: owner.user.id, visibility });
    const filed = await call('POST', `/api/collections/${hiding.id}/products`, owner.token, {
      productId: hidden.id,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    return { owner, third, curator, hidden, curatorsOwn, collection, name };
  }

  type Scene = Awaited<ReturnType<typeof curatedThenHidden>>;

  /**
   * Every endpoint that answers the curated collection's card, and where its cards sit in the reply (typed
   * as that reply; `never` lets each entry name its own).
   */
  const cardEndpoints: [string, (scene: Scene) => string, (body: never) => CollectionCard[]][] = [
    [
      'GET /api/users/{id}/collections',
      ({ curator }) => `/api/users/${curator.id}/collections`,
      (body: UserCollections) => body.collections,
    ],
    [
      'GET /api/users/{id}/profile',
      ({ curator }) => `/api/users/${curator.id}/profile`,
      (body: UserProfile) => body.publicCollections,
    ],
    [
      'GET /api/search',
      ({ name }) => `/api/search?kind=collections&q=${encodeURIComponent(name)}`,
      (body: SearchResults) => body.collections.items,
    ],
    [
      'GET /api/featured/collections',
      () => '/api/featured/collections?limit=100',
      (body: FeaturedCollectionsPage) => body.items,
    ],
  ];

  /** The curated collection's card as the holder of `token` gets it, and the whole reply's text. */
  async function cardFrom(
    [, path, cardsOf]: (typeof cardEndpoints)[number],
    scene: Scene,
    token: string | null,
  ) {
    const response = await call('GET', path(scene), token);
    expect(response.statusCode, response.body).toBe(200);
    const card = cardsOf(response.json<never>()).find(({ id }) => id === scene.collection.id);
    expect(card, `${scene.collection.id} in ${response.body}`).toBeDefined();
    return { card: card!, body: response.body };
  }

  describe.each(['private', 'paid'] as const)('filed into a %s collection of its owner', (visibility) => {
    let scene: Scene;
    beforeAll(async () => {
      scene = await curatedThenHidden(visibility);
    });

    it.each(cardEndpoints)('%s neither shows nor counts it for others', async (...endpoint) => {
      for (const token of [null, scene.third.token]) {
        const { card, body } = await cardFrom(endpoint, scene, token);
        expect(body).not.toContain(imageOf(scene.hidden));
        expect(card).toMatchObject({
          productCount: 1,
          coverImageUrl: imageOf(scene.curatorsOwn),
          previewImageUrls: [imageOf(scene.curatorsOwn)],
        });
      }
    });

    it.each(cardEndpoints)('%s still shows it to its owner', async (...endpoint) => {
      const { card } = await cardFrom(endpoint, scene, scene.owner.token);
      expect(card).toMatchObject({
        productCount: 2,
        coverImageUrl: imageOf(scene.hidden),
        previewImageUrls: [imageOf(scene.hidden), imageOf(scene.curatorsOwn)],
      });
    });

    it('agrees with the collection page', async () => {
      const page = await call('GET', `/api/collections/${scene.collection.id}`, scene.third.token);
      expect(page.json<CollectionReply>()).toMatchObject({
        productCount: 1,
        coverImageUrl: imageOf(scene.curatorsOwn),
      });
      expect(page.body).not.toContain(imageOf(scene.hidden));
    });
  });

  it.each(cardEndpoints)(
    '%s hides an explicit cover that is the image of a product hidden from the viewer',
    async (...endpoint) => {
      const scene = await curatedThenHidden('private', { coverIsHidden: true });
      for (const token of [null, scene.third.token]) {
        const { card, body } = await cardFrom(endpoint, scene, token);
        expect(body).not.toContain(imageOf(scene.hidden));
        expect(card.coverImageUrl).toBe(imageOf(scene.curatorsOwn));
      }
      const { card } = await cardFrom(endpoint, scene, scene.owner.token);
      expect(card.coverImageUrl).toBe(imageOf(scene.hidden));
    },
  );

  it('hides an explicit cover that is a hidden product’s image on the collection page too', async () => {
    const scene = await curatedThenHidden('private', { coverIsHidden: true });
    const page = await call('GET', `/api/collections/${scene.collection.id}`, null);
    expect(page.json<CollectionReply>().coverImageUrl).toBe(imageOf(scene.curatorsOwn));
    expect(page.body).not.toContain(imageOf(scene.hidden));
  });

  describe("another person's paid-only collection holding it", () => {
    it('counts only what the viewer may see, on its locked page and card alike', async () => {
      const scene = await curatedThenHidden('private');
      const db = t.database.db;
      const paid = await newCollection(db, {
        ownerId: scene.curator.id,
        visibility: 'paid',
        productIds: [scene.hidden.id, scene.curatorsOwn.id],
      });
      for (const token of [null, scene.third.token]) {
        const page = await call('GET', `/api/collections/${paid.id}`, token);
        expect(page.json<CollectionReply>()).toMatchObject({ locked: true, productCount: 1 });
        const cards = await call('GET', `/api/users/${scene.curator.id}/collections`, token);
        const card = cards.json<UserCollections>().collections.find(({ id }) => id === paid.id);
        expect(card?.productCount).toBe(1);
      }
      const seenByOwner = await call('GET', `/api/users/${scene.curator.id}/collections`, scene.owner.token);
      const card = seenByOwner.json<UserCollections>().collections.find(({ id }) => id === paid.id);
      expect(card?.productCount).toBe(2);
    });

    it('never makes its blurred cover from a product hidden from others', async () => {
      const owner = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const curator = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const db = t.database.db;
      const hidden = await newProduct(db, {
        ownerId: owner.user.id,
        images: [{ url: await storeTestImage(t, owner.user.id) }],
      });
      await newCollection(db, { ownerId: owner.user.id, visibility: 'private', productIds: [hidden.id] });
      const paid = await newCollection(db, {
        ownerId: curator.user.id,
        visibility: 'paid',
        productIds: [hidden.id],
      });
      // Any change re-renders the placeholder.
      const renamed = await call('PUT', `/api/collections/${paid.id}`, curator.token, { name: 'Members' });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const page = await call('GET', `/api/collections/${paid.id}`, null);
      expect(page.json<CollectionReply>()).toMatchObject({ locked: true, coverImageUrl: null });
    });
  });
});
