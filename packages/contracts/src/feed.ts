import { z } from 'zod';
import { offsetPage } from './common.ts';
import { ProductCard } from './product.ts';
import { CollectionCard } from './collection.ts';

export const FEED_PAGE_SIZE = 30;

/** Feed request: limit, offset and the per-session seed (SPEC.md §3). */
export const FeedQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(FEED_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  seed: z.string().max(64).optional(),
});
export type FeedQuery = z.infer<typeof FeedQuery>;

export const FeaturedProductsPage = offsetPage(ProductCard);
export type FeaturedProductsPage = z.infer<typeof FeaturedProductsPage>;

export const FeaturedCollectionsPage = offsetPage(CollectionCard);
export type FeaturedCollectionsPage = z.infer<typeof FeaturedCollectionsPage>;
