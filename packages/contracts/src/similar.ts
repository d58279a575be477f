import { z } from 'zod';
import { SIMILAR_COLLECTIONS_LIMIT, SIMILAR_PRODUCTS_PAGE_SIZE } from './constants.ts';
import { offsetPage, queryInteger } from './common.ts';
import { CollectionCard } from './collection.ts';
import { ProductCard } from './product.ts';

/**
 * How deep "More like this" pages: it ranks a bounded set of candidates (the same brand, the same
 * collections, the same words), so it stays fast however large the catalogue.
 */
export const SIMILAR_MAX_OFFSET = 200;
export const SIMILAR_MAX_LIMIT = 50;
export const SIMILAR_COLLECTIONS_MAX_LIMIT = 30;

/** `GET /api/products/{id}/similar?limit&offset`: products like this one the viewer may see, best first. */
export const SimilarProductsQuery = z.object({
  limit: queryInteger().min(1).max(SIMILAR_MAX_LIMIT).default(SIMILAR_PRODUCTS_PAGE_SIZE),
  offset: queryInteger().min(0).max(SIMILAR_MAX_OFFSET).default(0),
});
export type SimilarProductsQuery = z.infer<typeof SimilarProductsQuery>;

export const SimilarProductsPage = offsetPage(ProductCard);
export type SimilarProductsPage = z.infer<typeof SimilarProductsPage>;

/** `GET /api/collections/{id}/similar?limit`: listed collections like this one, best first. */
export const SimilarCollectionsQuery = z.object({
  limit: queryInteger().min(1).max(SIMILAR_COLLECTIONS_MAX_LIMIT).default(SIMILAR_COLLECTIONS_LIMIT),
});
export type SimilarCollectionsQuery = z.infer<typeof SimilarCollectionsQuery>;

export const SimilarCollections = z.object({ items: z.array(CollectionCard) });
export type SimilarCollections = z.infer<typeof SimilarCollections>;
