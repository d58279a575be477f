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
