import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.ts';
import {
  likeColumns,
  ownerColumns,
  productCardColumns,
  productLikeTable,
  rootProductIdFor,
  type collectionCardColumns,
} from '../../db/columns.ts';
import { collectionProducts, collections, productLikes, products, users } from '../../db/schema/index.ts';
import { isProductShownInCollectionTo, isProductVisibleTo, isPublicProduct } from '../../db/visibility.ts';

/** An earlier product saved from the same store link, read beside the one in `products`. */
const hiddenCopy = alias(products, 'hidden_copy');

/** Collection cards show this many product images. */
const PREVIEW_IMAGE_COUNT = 4;

/** What any product card is drawn from: a row read with `productCardColumns`. */
export type ProductCardRow = SelectResultFields<ReturnType<typeof productCardColumns>>;

/** What any collection card is drawn from: a row read with `collectionCardColumns`. */
export type CollectionCardRow = SelectResultFields<ReturnType<typeof collectionCardColumns>>;

/** The queries behind every product and collection card: the product-card cache's and the previews. */
export function createCardsRepository(db: Db) {
  /**
   * What every viewer's card of these products is drawn from (no viewer: anonymous root), with what
   * decides where each may be listed, and whether an earlier copy from the same store link is hidden from
   * the public (only then may a signed-in viewer, who may see that copy, have another root). Prepared once:
   * planning its subqueries costs more than running them, and every Featured page of uncached cards runs it.
   */
  const sharedCards = db
    .select({
      ...productCardColumns(null),
      ownerId: products.ownerId,
      isFeatured: products.isFeatured,
      isPublic: sql<boolean>`${isPublicProduct()}`,
      hasHiddenEarlierCopy: sql<boolean>`exists (
        select 1 from ${products} as ${hiddenCopy}
        where ${hiddenCopy.canonicalUrl} = ${products.canonicalUrl}
          and (${hiddenCopy.createdAt}, ${hiddenCopy.id}) < (${products.createdAt}, ${products.id})
          and not ${isPublicProduct(hiddenCopy)}
      )`,
      likeCount: likeColumns(productLikeTable, products.id, null).likeCount,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.ownerId))
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('product_shared_cards');

  return {
    /** The cards of `ids` the viewer may see, in no order. */
    findCardsVisibleTo(ids: string[], viewerId: string | null) {
      return db
        .select(productCardColumns(viewerId))
        .from(products)
        .innerJoin(users, eq(users.id, products.ownerId))
        .where(and(inArray(products.id, ids), isProductVisibleTo(viewerId)));
    },

    /** `sharedCards` of these products. */
    findSharedCards: (ids: string[]) => sharedCards.execute({ ids }),

    /** The root of each of these products as the viewer may see it (docs/product.md §5). */
    findRootsFor(ids: string[], viewerId: string) {
      return db
        .select({ id: products.id, rootProductId: rootProductIdFor(viewerId) })
        .from(products)
        .where(inArray(products.id, ids));
    },

    /** The products the person likes, at most `limit` of them. */
    async listLikedBy(userId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ productId: productLikes.productId })
        .from(productLikes)
        .where(eq(productLikes.userId, userId))
        .limit(limit);
      return rows.map((row) => row.productId);
    },

    /** Which of these products the person likes. */
    async findLikedAmong(userId: string, ids: string[]): Promise<string[]> {
      const rows = await db
        .select({ productId: productLikes.productId })
        .from(productLikes)
        .where(and(eq(productLikes.userId, userId), inArray(productLikes.productId, ids)));
      return rows.map((row) => row.productId);
    },

    async findOwners(ids: string[]) {
      return db.select(ownerColumns).from(users).where(inArray(users.id, ids));
    },

    /**
     * Product counts and the first images of many collections in one query (no query per card), counting
     * only the products each shows the viewer: each collection's products in order, numbered by a window,
     * keeping the first PREVIEW_IMAGE_COUNT.
     */
    async listCollectionPreviews(collectionIds: string[], viewerId: string | null) {
      if (collectionIds.length === 0) return [];
      const ranked = db
        .select({
          collectionId: collectionProducts.collectionId,
          imageUrl: sql<string | null>`${products.images} -> 0 ->> 'url'`.as('image_url'),
          rank: sql<number>`row_number() over (partition by ${collectionProducts.collectionId} order by ${collectionProducts.position}, ${collectionProducts.productId})`.as(
            'rank',
          ),
          productCount: sql<number>`count(*) over (partition by ${collectionProducts.collectionId})`.as(
            'product_count',
          ),
        })
        .from(collectionProducts)
        .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
        .innerJoin(products, eq(products.id, collectionProducts.productId))
        .where(
          and(
            inArray(collectionProducts.collectionId, collectionIds),
            isProductShownInCollectionTo(viewerId),
          ),
        )
        .as('ranked');
      return db
        .select({
          collectionId: ranked.collectionId,
          imageUrl: ranked.imageUrl,
          productCount: sql<number>`${ranked.productCount}::int`,
        })
        .from(ranked)
        .where(sql`${ranked.rank} <= ${PREVIEW_IMAGE_COUNT}`)
        .orderBy(ranked.collectionId, ranked.rank);
    },
  };
}

export type CardsRepository = ReturnType<typeof createCardsRepository>;
export type CollectionPreviewRow = Awaited<ReturnType<CardsRepository['listCollectionPreviews']>>[number];
