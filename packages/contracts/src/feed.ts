import { z } from 'zod';
import { FEED_PAGE_SIZE } from './constants.ts';
import { offsetPage, queryInteger, singleLineText } from './common.ts';
import { ProductCard } from './product.ts';
import { CollectionCard } from './collection.ts';

/** Feed request: limit, offset and the per-session seed (docs/product.md §10). */
export const FeedQuery = z.object({
  limit: queryInteger().min(1).max(100).default(FEED_PAGE_SIZE),
  offset: queryInteger().min(0).max(1_000_000).default(0),
  seed: singleLineText().max(64).optional(),
  /**
   * The feed build the first page came from (its `generation`): later pages of one scroll ask for the same
   * build, so a rebuild in between never repeats or skips an item. Absent: the newest build.
   */
  generation: queryInteger().positive().optional(),
});
export type FeedQuery = z.infer<typeof FeedQuery>;

/** A featured product tile also carries its likes, so the tile can show and toggle them. */
export const FeaturedProduct = ProductCard.extend({
  likeCount: z.number().int().nonnegative(),
  likedByMe: z.boolean(),
});
export type FeaturedProduct = z.infer<typeof FeaturedProduct>;

/** `generation` is null while the feed is empty. */
export const FeaturedProductsPage = offsetPage(FeaturedProduct).extend({
  generation: z.number().int().positive().nullable(),
});
export type FeaturedProductsPage = z.infer<typeof FeaturedProductsPage>;

export const FeaturedCollectionsPage = offsetPage(CollectionCard).extend({
  generation: z.number().int().positive().nullable(),
});
export type FeaturedCollectionsPage = z.infer<typeof FeaturedCollectionsPage>;
