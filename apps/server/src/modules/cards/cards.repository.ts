import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.ts';
import type { collectionCardColumns, productCardColumns } from '../../db/columns.ts';
import { collectionProducts, collections, products } from '../../db/schema.ts';
import { isProductShownInCollectionTo } from '../../db/visibility.ts';

/** Collection cards show this many product images. */
const PREVIEW_IMAGE_COUNT = 4;

/** What any product card is drawn from: a row read with `productCardColumns`. */
export type ProductCardRow = SelectResultFields<ReturnType<typeof productCardColumns>>;

/** What any collection card is drawn from: a row read with `collectionCardColumns`. */
export type CollectionCardRow = SelectResultFields<ReturnType<typeof collectionCardColumns>>;

/** The queries every list of collection cards shares. */
export function createCardsRepository(db: Db) {
  return {
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
