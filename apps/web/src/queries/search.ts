import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE } from '@stylebook/contracts';
import type { SearchKind } from '@stylebook/contracts';
import { api } from '../lib/api';
import { toApiFilters } from '../lib/search-filters';
import type { ProductSearch } from '../lib/search-filters';
import { STALE_TIME } from './stale-time';

/** Products unfiltered, best match first: what the other kinds' queries are keyed by. */
const UNFILTERED: ProductSearch = { sort: 'relevance' };

export const searchKeys = {
  all: ['search'] as const,
  overviews: ['search', 'all'] as const,
  overview: (q: string, products: ProductSearch) => [...searchKeys.overviews, q, products] as const,
  kinds: (kind: SearchKind) => [...searchKeys.all, kind] as const,
  kind: (q: string, kind: SearchKind, products: ProductSearch) =>
    [...searchKeys.kinds(kind), q, products] as const,
  suggestions: (q: string) => [...searchKeys.all, 'suggestions', q] as const,
  trending: ['search', 'trending'] as const,
};

/** The first page of every kind, products filtered and sorted: the "All" tab and the counts on every tab. */
export function searchQueryOptions(q: string, products: ProductSearch) {
  return queryOptions({
    queryKey: searchKeys.overview(q, products),
    queryFn: ({ signal }) => api.search({ q, ...toApiFilters(products) }, signal),
  });
}

/** One kind, paged by offset as the user scrolls; the products' filters and sort narrow products alone. */
export function searchKindQueryOptions<K extends SearchKind>(q: string, kind: K, products: ProductSearch) {
  const productSearch = kind === 'products' ? products : UNFILTERED;
  return infiniteQueryOptions({
    queryKey: searchKeys.kind(q, kind, productSearch),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.search(
          { q, kind, limit: SEARCH_PAGE_SIZE, offset: pageParam, ...toApiFilters(productSearch) },
          signal,
        )
      )[kind],
    initialPageParam: 0,
    getNextPageParam: (lastPage) =>
      lastPage.hasMore && lastPage.nextOffset !== null ? lastPage.nextOffset : undefined,
  });
}

/** People, brands and collections for what is typed so far. */
export function suggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: searchKeys.suggestions(q),
    queryFn: ({ signal }) => api.searchSuggestions(q, signal),
    staleTime: STALE_TIME.suggestions,
  });
}

/** Trending searches and popular brands, for the empty box. */
export const trendingQueryOptions = queryOptions({
  queryKey: searchKeys.trending,
  queryFn: ({ signal }) => api.trendingSearches(signal),
  staleTime: STALE_TIME.trending,
});

/** Counts a search the person committed to toward trending; a failure only loses that count. */
export function useRecordSearch() {
  return useMutation({ mutationFn: (q: string) => api.recordSearch({ q }) });
}
