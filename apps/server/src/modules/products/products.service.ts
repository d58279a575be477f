import { randomUUID } from 'node:crypto';
import {
  Currency,
  fromMinorUnits,
  HttpUrl,
  toMinorUnits,
  type CreateProductBody,
  type LikeState,
  type Product,
  type UpdateProductBody,
  type UploadKind,
  type UserProductsPage,
  type UserProductsQuery,
  UserSummary,
} from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { createInvalidatedCache, type CacheFeed } from '../../lib/invalidated-cache.ts';
import { notFound } from '../../lib/errors.ts';
import { requireOwnedBy } from '../../lib/ownership.ts';
import type { Actor } from '../../plugins/auth.ts';
import { toOffsetPage } from '../../lib/paging.ts';
import { toProductCard } from '../cards/cards.mapper.ts';
import { notify } from '../notifications/notifications.service.ts';
import { shapeJson, type Json } from '../../lib/reply-json.ts';
import { ProductOfItself, toProduct, type ProductPageJson } from './products.mapper.ts';
import type { ProductCards } from '../cards/product-cards.ts';
import type { ProductColumns, ProductsRepository } from './products.repository.ts';

/** Product pages kept for signed-out visitors: a few KB each. */
const ANONYMOUS_PAGE_CACHE_SIZE = 20_000;

/** A product page as signed-out visitors see it, or none when they may not. */
type AnonymousPage =
  | { visible: false }
  | { visible: true; ownerId: string; product: ProductOfItself; json: Json<ProductOfItself> };

export interface ProductsServiceDeps {
  db: Db;
  repository: ProductsRepository;
  /** Checks that every URL is a verified image this person may use (media module). */
  claimImages: (ownerId: string, urls: string[], kind: UploadKind) => Promise<void>;
  /** The purchase URL without tracking parameters (scrape module), shared by every copy of a product. */
  canonicalizeUrl: (url: string) => string;
  /** The collection for changes by `actor`: 404 when they cannot open it, 403 when it is someone else's. */
  requireOwnCollection: (actor: Actor, collectionId: string) => Promise<unknown>;
  /** The look for changes by `actor`: 404 when they cannot see it, 403 when it is someone else's. */
  requireOwnLook: (actor: Actor, lookId: string) => Promise<unknown>;
  /** Files a product last in a collection (collections module), inside the creating transaction. */
  fileIntoCollection: (collectionId: string, productId: string, executor: Db) => Promise<void>;
  /** Re-renders a paid-only collection's locked cover once a product is filed into it (collections module). */
  refreshCollectionPlaceholder: (collectionId: string, ownerId: string) => Promise<void>;
  feed: CacheFeed;
  /** Owner summaries, cached (product cards). */
  owners: ProductCards['owners'];
}

const productNotFound = () => notFound('Product not found');
const productRefusals = { notFound: productNotFound, notOwned: 'You can only edit your own products' };

export function createProductsService({
  db,
  repository,
  claimImages,
  canonicalizeUrl,
  requireOwnCollection,
  requireOwnLook,
  fileIntoCollection,
  refreshCollectionPlaceholder,
  feed,
  owners,
}: ProductsServiceDeps) {
  // 'product' changes cover all the page shows: the row, likes, its collections and looks, same-link copies.
  const anonymousPages = createInvalidatedCache<AnonymousPage>(feed, {
    name: 'product-pages',
    max: ANONYMOUS_PAGE_CACHE_SIZE,
    keyedBy: ['product'],
  });

  /** The product page as the viewer sees it, or null when they may not. */
  async function find(id: string, viewerId: string | null): Promise<Product | null> {
    const row = await repository.findVisible(id, viewerId);
    if (!row) return null;
    const [collections, looks] = await Promise.all([
      repository.listCollectionsOf(id, viewerId),
      repository.listLooksOf(id, viewerId),
    ]);
    return toProduct(row, { collections, looks });
  }

  async function load(id: string, viewerId: string | null): Promise<Product> {
    const product = await find(id, viewerId);
    if (!product) throw productNotFound();
    return product;
  }

  /** The product for changes by `actor`: 404 when they cannot see it, 403 when it is someone else's. */
  async function requireOwned(actor: Actor, id: string) {
    return requireOwnedBy(actor.userId, await repository.findVisible(id, actor.userId), productRefusals);
  }

  /** The page a signed-out visitor is shown, and its owner: 404 when they may not see it. */
  async function shownToAnyone(id: string) {
    const page = await anonymousPages.getOne(id, async (): Promise<AnonymousPage> => {
      const found = await find(id, null);
      if (!found) return { visible: false };
      const { owner, ...product } = found;
      return { visible: true, ownerId: owner.id, product, json: shapeJson(ProductOfItself, product) };
    });
    if (!page?.visible) throw productNotFound();
    const owner = (await owners([page.ownerId])).get(page.ownerId);
    if (!owner) throw productNotFound();
    return { page, owner };
  }

  return {
    /**
     * The product page as `viewer` sees it, as its shaped parts (toProductJson joins the reply): for
     * signed-out visitors from memory.
     */
    async page(id: string, viewer: Actor | null): Promise<ProductPageJson> {
      if (viewer) {
        const { owner, ...product } = await load(id, viewer.userId);
        return { product: shapeJson(ProductOfItself, product), owner: shapeJson(UserSummary, owner) };
      }
      const { page, owner } = await shownToAnyone(id);
      return { product: page.json, owner: owner.json };
    },

    /** The product as a signed-out visitor sees it (share cards), from the same memory. */
    async publicProduct(id: string): Promise<Product> {
      const { page, owner } = await shownToAnyone(id);
      return { ...page.product, owner: owner.summary };
    },

    async create(actor: Actor, body: CreateProductBody): Promise<Product> {
      const images = body.images.map(({ url }) => ({ url }));
      await claimImages(
        actor.userId,
        images.map(({ url }) => url),
        'productImage',
      );
      // Only the creator's own collection and look may receive the new product.
      if (body.collectionId) await requireOwnCollection(actor, body.collectionId);
      if (body.lookId) await requireOwnLook(actor, body.lookId);

      const id = randomUUID();
      const canonicalUrl = canonicalizeUrl(body.purchaseUrl);
      await db.transaction(async (tx) => {
        const rootProductId = (await repository.findRootProductId(canonicalUrl, tx)) ?? id;
        await repository.insert(tx, {
          id,
          ownerId: actor.userId,
          rootProductId,
          description: body.description || null,
          brand: body.brand,
          priceMinor: toMinorUnits(body.price, body.currency),
          currency: body.currency,
          gender: body.gender,
          purchaseUrl: body.purchaseUrl,
          purchaseHostAtCreation: new URL(body.purchaseUrl).host,
          canonicalUrl,
          images,
        });
        if (body.collectionId) await fileIntoCollection(body.collectionId, id, tx);
        if (body.lookId) await repository.addToLook(tx, body.lookId, id);
      });
      if (body.collectionId) await refreshCollectionPlaceholder(body.collectionId, actor.userId);
      return load(id, actor.userId);
    },

    async update(actor: Actor, id: string, body: UpdateProductBody): Promise<Product> {
      const current = await requireOwned(actor, id);
      if (body.images)
        await claimImages(
          actor.userId,
          body.images.map(({ url }) => url),
          'productImage',
        );
      const currentCurrency = Currency.parse(current.currency);
      const currency = body.currency ?? currentCurrency;
      const price = body.price ?? fromMinorUnits(current.priceMinor, currentCurrency);
      const changes: Partial<ProductColumns> = {
        ...(body.brand !== undefined && { brand: body.brand }),
        ...(body.description !== undefined && { description: body.description || null }),
        ...(body.gender !== undefined && { gender: body.gender }),
        ...(body.images !== undefined && { images: body.images.map(({ url }) => ({ url })) }),
        ...(body.purchaseUrl !== undefined && {
          purchaseUrl: body.purchaseUrl,
          canonicalUrl: canonicalizeUrl(body.purchaseUrl),
        }),
        // A new currency keeps the amount and re-counts it in that currency's minor units.
        ...((body.price !== undefined || body.currency !== undefined) && {
          currency,
          priceMinor: toMinorUnits(price, currency),
        }),
      };
      await repository.update(id, changes);
      return load(id, actor.userId);
    },

    /**
     * The products on a profile: the owner sees all of theirs, others the visible ones (docs/product.md §4).
     */
    async listOfUser(
      userId: string,
      viewer: Actor | null,
      page: UserProductsQuery,
    ): Promise<UserProductsPage> {
      if (!(await repository.userExists(userId))) throw notFound('User not found');
      const rows = await repository.listCardsOfOwner(userId, viewer?.userId ?? null, page);
      return toOffsetPage(rows, page, toProductCard);
    },

    async like(actor: Actor, id: string): Promise<LikeState> {
      const product = await repository.findVisible(id, actor.userId);
      if (!product) throw productNotFound();
      await db.transaction(async (tx) => {
        await repository.like(actor.userId, id, tx);
        await notify(tx, {
          kind: 'product_liked',
          recipientId: product.ownerId,
          actorId: actor.userId,
          productId: id,
        });
      });
      return { likeCount: await repository.countLikes(id), likedByMe: true };
    },

    async unlike(actor: Actor, id: string): Promise<LikeState> {
      if (!(await repository.findVisible(id, actor.userId))) throw productNotFound();
      await repository.unlike(actor.userId, id);
      return { likeCount: await repository.countLikes(id), likedByMe: false };
    },

    /**
     * Counts a click on the purchase link and answers where to send the person: only to a URL that passes
     * the product form's rules, and with `hostChanged` when an edit moved it off the host the product was
     * created with (docs/decisions.md).
     */
    async purchaseLink(
      id: string,
      viewer: Actor | null,
    ): Promise<{ url: string; host: string; hostChanged: boolean }> {
      const row = await repository.findVisible(id, viewer?.userId ?? null);
      if (!row) throw productNotFound();
      if (!HttpUrl.safeParse(row.purchaseUrl).success) {
        throw notFound("This product's store link can't be opened");
      }
      await repository.recordClick(id, viewer?.userId ?? null);
      const { host } = new URL(row.purchaseUrl);
      const hostChanged = row.purchaseHostAtCreation !== null && row.purchaseHostAtCreation !== host;
      return { url: row.purchaseUrl, host, hostChanged };
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
