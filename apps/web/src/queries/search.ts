import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE } from '@stylebook/contracts';
import type { SearchKind } from '@stylebook/contracts';
import { api } from '../lib/api';

export const searchKeys = {
  all: ['search'] as const,
  overviews: ['search', 'all'] as const,
  overview: (q: string) => [...searchKeys.overviews, q] as const,
  kinds: (kind: SearchKind) => [...searchKeys.all, kind] as const,
  kind: (q: string, kind: SearchKind) => [...searchKeys.kinds(kind), q] as const,
};

/** The first page of every kind: the "All" tab and the counts on every tab. */
export function searchQueryOptions(q: string) {
  return queryOptions({
    queryKey: searchKeys.overview(q),
    queryFn: ({ signal }) => api.search({ q }, signal),
  });
}

/** One kind, paged by offset as the user scrolls. */
export function searchKindQueryOptions<K extends SearchKind>(q: string, kind: K) {
  return infiniteQueryOptions({
    queryKey: searchKeys.kind(q, kind),
    queryFn: async ({ pageParam, signal }) =>
      (await api.search({ q, kind, limit: SEARCH_PAGE_SIZE, offset: pageParam }, signal))[kind],
    initialPageParam: 0,
    getNextPageParam: (lastPage) =>
      lastPage.hasMore && lastPage.nextOffset !== null ? lastPage.nextOffset : undefined,
  });
}
