import { infiniteQueryOptions } from '@tanstack/react-query';
import { FEED_PAGE_SIZE } from '@stylebook/contracts';
import type { OffsetPage } from '@stylebook/contracts';
import { api } from '../lib/api';
import { getFeedSeed } from '../lib/feed-seed';
import { STALE_TIME } from './stale-time';

export const featuredKeys = {
  all: ['featured'] as const,
  products: (seed: string) => [...featuredKeys.all, 'products', seed] as const,
  collections: (seed: string) => [...featuredKeys.all, 'collections', seed] as const,
};

/** Offset paging shared by both featured feeds. */
const offsetPaging = {
  initialPageParam: 0,
  getNextPageParam: (lastPage: OffsetPage<unknown>) =>
    lastPage.hasMore && lastPage.nextOffset !== null ? lastPage.nextOffset : undefined,
  staleTime: STALE_TIME.feed,
};

export function featuredProductsQueryOptions(seed = getFeedSeed()) {
  return infiniteQueryOptions({
    ...offsetPaging,
    queryKey: featuredKeys.products(seed),
    queryFn: ({ pageParam, signal }) =>
      api.featured.products({ limit: FEED_PAGE_SIZE, offset: pageParam, seed }, signal),
  });
}

export function featuredCollectionsQueryOptions(seed = getFeedSeed()) {
  return infiniteQueryOptions({
    ...offsetPaging,
    queryKey: featuredKeys.collections(seed),
    queryFn: ({ pageParam, signal }) =>
      api.featured.collections({ limit: FEED_PAGE_SIZE, offset: pageParam, seed }, signal),
  });
}
