import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ownerColumns, productCardColumns } from '../../db/columns.ts';
import { collectionProducts, collections, products, users } from '../../db/schema.ts';
import { isListedCollection, isPublicProduct, isStylist } from '../../db/visibility.ts';

export interface PageWindow {
  limit: number;
  offset: number;
}

/** Featured products: public ones of stylists, and public ones marked featured whoever owns them. */
const isFeaturedProduct = () => and(isPublicProduct(), or(isStylist(), eq(products.isFeatured, true)));

/** Featured collections: listed (public or paid-only, not archived) ones of stylists. */
const isFeaturedCollection = () => and(isListedCollection(), isStylist());

/** Collection cards show this many product images. */
export const PREVIEW_IMAGE_COUNT = 4;

export function createFeaturedRepository(db: Db) {
  return {
    /** One row more than asked for, so the caller can tell whether another page exists. */
    listProducts({ limit, offset }: PageWindow) {
      return db
        .select(productCardColumns)
        .from(products)
        .innerJoin(users, eq(users.id, products.ownerId))
        .where(isFeaturedProduct())
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit + 1)
        .offset(offset);
    },

    /** One row more than asked for, so the caller can tell whether another page exists. */
    listCollections({ limit, offset }: PageWindow) {
      return db
        .select({
          id: collections.id,
          ownerId: collections.ownerId,
          name: collections.name,
          coverImageUrl: collections.coverImageUrl,
          coverPlaceholderUrl: collections.coverPlaceholderUrl,
          isPrivate: collections.isPrivate,
          isPaidSubscriberOnly: collections.isPaidSubscriberOnly,
          owner: ownerColumns,
        })
        .from(collections)
        .innerJoin(users, eq(users.id, collections.ownerId))
        .where(isFeaturedCollection())
        .orderBy(desc(collections.createdAt), desc(collections.id))
        .limit(limit + 1)
        .offset(offset);
    },

    /**
     * Product counts and the first images of many collections in one query (no query per card): each
     * collection's products in order, numbered by a window, keeping the first PREVIEW_IMAGE_COUNT.
     */
    async listCollectionPreviews(collectionIds: string[]) {
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
        .innerJoin(products, eq(products.id, collectionProducts.productId))
        .where(inArray(collectionProducts.collectionId, collectionIds))
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

export type FeaturedRepository = ReturnType<typeof createFeaturedRepository>;
export type FeaturedProductRow = Awaited<ReturnType<FeaturedRepository['listProducts']>>[number];
export type FeaturedCollectionRow = Awaited<ReturnType<FeaturedRepository['listCollections']>>[number];
export type CollectionPreviewRow = Awaited<ReturnType<FeaturedRepository['listCollectionPreviews']>>[number];
