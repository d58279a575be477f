import { z } from 'zod';
import { FEED_PAGE_SIZE } from './constants.ts';
import { offsetPage, queryInteger, singleLineText } from './common.ts';
import { ProductCard } from './product.ts';
import { CollectionCard } from './collection.ts';
import { LookCard } from './look.ts';
import { UserListItem } from './user.ts';

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

/**
 * Following feed request (docs/product.md §22): a page size and the `nextCursor` of the page before, which
 * names the last thing that page read, so a page starts after it however many things arrive meanwhile.
 */
export const FollowingFeedQuery = z.object({
  limit: queryInteger().min(1).max(100).default(FEED_PAGE_SIZE),
  cursor: singleLineText().max(100).optional(),
});
export type FollowingFeedQuery = z.infer<typeof FollowingFeedQuery>;

/** When the thing was made, as an ISO date: what the feed is ordered by, newest first. */
const madeAt = z.string();

/** A product in the Following feed: the Featured tile's card, with its likes. */
export const FollowingFeedProduct = z.object({
  kind: z.literal('product'),
  createdAt: madeAt,
  product: FeaturedProduct,
});
export type FollowingFeedProduct = z.infer<typeof FollowingFeedProduct>;

export const FollowingFeedLook = z.object({ kind: z.literal('look'), createdAt: madeAt, look: LookCard });
export type FollowingFeedLook = z.infer<typeof FollowingFeedLook>;

/**
 * A collection in the Following feed; `locked` when the viewer may not see what it holds (a paid-only one
 * they do not subscribe to), whose card then shows only the blurred cover, as everywhere else.
 */
export const FollowingFeedCollection = z.object({
  kind: z.literal('collection'),
  createdAt: madeAt,
  collection: CollectionCard,
  locked: z.boolean(),
});
export type FollowingFeedCollection = z.infer<typeof FollowingFeedCollection>;

export const FollowingFeedItem = z.discriminatedUnion('kind', [
  FollowingFeedProduct,
  FollowingFeedLook,
  FollowingFeedCollection,
]);
export type FollowingFeedItem = z.infer<typeof FollowingFeedItem>;

/** `nextCursor` is null on the last page. */
export const FollowingFeedPage = z.object({
  items: z.array(FollowingFeedItem),
  nextCursor: z.string().nullable(),
});
export type FollowingFeedPage = z.infer<typeof FollowingFeedPage>;

/** Stylists to follow, shown while the Following feed is empty: the most followed the viewer does not follow. */
export const FollowingSuggestions = z.object({ items: z.array(UserListItem) });
export type FollowingSuggestions = z.infer<typeof FollowingSuggestions>;
