import { SUBSCRIBERS_PAGE_SIZE } from '@stylebook/contracts';
import type { Pagination } from '@stylebook/contracts';
import { integerIn, searchReader } from './search-params';

/**
 * `?page&limit` of the subscriber lists (docs/product.md §8): page 1 and 10 a page unless the URL says else.
 */
export const pageSearch = searchReader((search) => ({
  page: integerIn(search.page, 1, 10_000, 1),
  limit: integerIn(search.limit, 1, 100, SUBSCRIBERS_PAGE_SIZE),
}));
export type PageSearch = ReturnType<typeof pageSearch>;

export interface PagerState {
  /** 'Page n of m'; an empty list still reads 'Page 1 of 1'. */
  label: string;
  previous: number | null;
  next: number | null;
}

/** Previous and next of a numbered list; a page past the end leads back to the last one. */
export function pagerState({ page, pages }: Pagination): PagerState {
  const last = Math.max(1, pages);
  return {
    label: `Page ${page} of ${last}`,
    previous: page > 1 ? Math.min(page - 1, last) : null,
    next: page < pages ? page + 1 : null,
  };
}
