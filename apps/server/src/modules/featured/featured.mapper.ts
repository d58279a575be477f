import type { OffsetPage } from '@stylebook/contracts';

/** Where a feed page sits in its generation: positions offset..offset+limit-1 of `itemCount`. */
export interface FeedWindow {
  generationId: number;
  itemCount: number;
  limit: number;
  offset: number;
}

/**
 * A feed page: paging follows the generation's positions, not the items found, so an item hidden since the
 * build leaves its page one short instead of shifting every later page. `generation` is null while empty.
 */
export function toFeedPage<Item>(
  items: Item[],
  { generationId, itemCount, limit, offset }: FeedWindow,
): OffsetPage<Item> & { generation: number | null } {
  const hasMore = offset + limit < itemCount;
  return {
    items,
    hasMore,
    nextOffset: hasMore ? offset + limit : null,
    generation: itemCount === 0 ? null : generationId,
  };
}

/** `toFeedPage` of items already serialized, as the JSON of the page. */
export function toFeedPageJson(items: string[], window: FeedWindow): string {
  const { items: _items, ...paging } = toFeedPage([], window);
  return `{"items":[${items.join(',')}],${JSON.stringify(paging).slice(1)}`;
}
