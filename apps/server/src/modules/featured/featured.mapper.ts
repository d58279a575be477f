import type { FeaturedProduct, FeaturedProductsPage, OffsetPage } from '@stylebook/contracts';
import { jsonArray, jsonObject, jsonValue, type Json } from '../../lib/reply-json.ts';

/** Where a feed page sits in its generation: positions offset..offset+limit-1 of `itemCount`. */
export interface FeedWindow {
  generationId: number;
  itemCount: number;
  limit: number;
  offset: number;
}

export type FeedPage<Item> = OffsetPage<Item> & { generation: number | null };

/**
 * A feed page: paging follows the generation's positions, not the items found, so an item hidden since the
 * build leaves its page one short instead of shifting every later page. `generation` is null while empty.
 */
export function toFeedPage<Item>(
  items: Item[],
  { generationId, itemCount, limit, offset }: FeedWindow,
): FeedPage<Item> {
  const hasMore = offset + limit < itemCount;
  return {
    items,
    hasMore,
    nextOffset: hasMore ? offset + limit : null,
    generation: itemCount === 0 ? null : generationId,
  };
}

/** A Featured products page whose cards come as JSON (product-cards.ts), joined into the reply. */
export function toFeaturedProductsJson(page: FeedPage<Json<FeaturedProduct>>): Json<FeaturedProductsPage> {
  return jsonObject<FeaturedProductsPage>({
    items: jsonArray(page.items),
    hasMore: jsonValue(page.hasMore),
    nextOffset: jsonValue(page.nextOffset),
    generation: jsonValue(page.generation),
  });
}
