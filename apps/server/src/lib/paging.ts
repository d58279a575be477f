import type { OffsetPage } from '@stylebook/contracts';

/**
 * Turns rows fetched with LIMIT limit+1 into an offset page: the extra row only says that more exist.
 */
export function toOffsetPage<Row, Item>(
  rows: Row[],
  { limit, offset }: { limit: number; offset: number },
  toItem: (row: Row) => Item,
): OffsetPage<Item> {
  const hasMore = rows.length > limit;
  const items = rows.slice(0, limit).map(toItem);
  return { items, hasMore, nextOffset: hasMore ? offset + items.length : null };
}

/**
 * A page of `ranking` (ids, best first) drawn from the items read for its ids, in ranking order. Paging
 * follows the ranking, so an item hidden since it was ranked leaves its page one short instead of shifting
 * the next; it stops at `maxOffset`, where the ranking stops, so no client asks past it.
 */
export function toRankedPage<Item extends { id: string }>(
  ranking: readonly string[],
  { limit, offset }: { limit: number; offset: number },
  items: Item[],
  maxOffset: number,
): OffsetPage<Item> {
  const byId = new Map(items.map((item) => [item.id, item]));
  const page = ranking.slice(offset, offset + limit).flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
  const nextOffset = offset + limit;
  const hasMore = ranking.length > nextOffset && nextOffset <= maxOffset;
  return { items: page, hasMore, nextOffset: hasMore ? nextOffset : null };
}
