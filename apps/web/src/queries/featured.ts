import { infiniteQueryOptions } from '@tanstack/react-query';
import type { DehydratedState, InfiniteData, QueryClient } from '@tanstack/react-query';
import { FEED_PAGE_SIZE } from '@stylebook/contracts';
import type { OffsetPage } from '@stylebook/contracts';
import { api } from '../lib/api';
import { getFeedSeed } from '../lib/feed-seed';
import { STALE_TIME } from './stale-time';

/**
 * Featured products sit in the 'products' group, which is refreshed after sign-in (docs/product.md §12),
 * because their tiles show the viewer's likes; featured collections show nothing per viewer.
 */
export const featuredKeys = {
  allProducts: ['products', 'featured'] as const,
  products: (seed: string) => [...featuredKeys.allProducts, seed] as const,
  allCollections: ['featured', 'collections'] as const,
  collections: (seed: string) => [...featuredKeys.allCollections, seed] as const,
};

/** The seed the featured feeds in a server-rendered page's state were shuffled by, if it holds one. */
export function featuredSeedIn(state: DehydratedState): string | undefined {
  for (const { queryKey } of state.queries) {
    const [group, feed, seed] = queryKey;
    const isFeatured =
      (group === featuredKeys.allProducts[0] && feed === featuredKeys.allProducts[1]) ||
      (group === featuredKeys.allCollections[0] && feed === featuredKeys.allCollections[1]);
    if (isFeatured && typeof seed === 'string') return seed;
  }
  return undefined;
}

const FEEDS = [featuredKeys.allProducts, featuredKeys.allCollections];

/** Where the next page starts, and the feed build the first page came from. */
export interface FeedPageParam {
  offset: number;
  generation?: number;
}

type FeedPage = OffsetPage<unknown> & { generation: number | null };

/**
 * Offset paging shared by both featured feeds. Later pages ask for the first page's `generation`, so a feed
 * rebuilt while someone scrolls neither repeats nor skips an item for them.
 */
export const feedPaging = {
  initialPageParam: { offset: 0 } as FeedPageParam,
  getNextPageParam: (lastPage: FeedPage, pages: FeedPage[]): FeedPageParam | undefined => {
    if (!lastPage.hasMore || lastPage.nextOffset === null) return undefined;
    const generation = pages[0]?.generation ?? undefined;
    return { offset: lastPage.nextOffset, ...(generation === undefined ? {} : { generation }) };
  },
  staleTime: STALE_TIME.feed,
};

export function featuredProductsQueryOptions(seed = getFeedSeed()) {
  return infiniteQueryOptions({
    ...feedPaging,
    queryKey: featuredKeys.products(seed),
    queryFn: ({ pageParam, signal }) =>
      api.featured.products({ limit: FEED_PAGE_SIZE, seed, ...pageParam }, signal),
  });
}

export function featuredCollectionsQueryOptions(seed = getFeedSeed()) {
  return infiniteQueryOptions({
    ...feedPaging,
    queryKey: featuredKeys.collections(seed),
    queryFn: ({ pageParam, signal }) =>
      api.featured.collections({ limit: FEED_PAGE_SIZE, seed, ...pageParam }, signal),
  });
}

/**
 * Featured tapped on Featured: the feeds drop all but their first page and fetch it again, so the newest
 * build shows from the top without refetching every page scrolled through.
 */
export async function refreshFeatured(queryClient: QueryClient): Promise<void> {
  for (const queryKey of FEEDS) {
    queryClient.setQueriesData<InfiniteData<FeedPage, FeedPageParam>>(
      { queryKey },
      (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    );
  }
  await Promise.all(FEEDS.map((queryKey) => queryClient.refetchQueries({ queryKey, type: 'active' })));
}
