import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { FEED_PAGE_SIZE } from '@stylebook/contracts';
import type { FeaturedProduct, FollowingFeedPage } from '@stylebook/contracts';
import { api } from '../lib/api';
import { profileKeys } from './keys';
import { STALE_TIME } from './stale-time';

/**
 * The Following feed (docs/product.md §22) sits in the 'products' group, refreshed after sign-in, as its
 * product tiles show the viewer's likes, as Featured's do.
 */
export const followingKeys = {
  all: ['products', 'following'] as const,
  feed: (viewerId: string) => [...followingKeys.all, viewerId] as const,
};

/** Pages newest first; each next page starts after the cursor the last one gave. */
export function followingFeedQueryOptions(viewerId: string) {
  return infiniteQueryOptions({
    queryKey: followingKeys.feed(viewerId),
    queryFn: ({ pageParam, signal }) =>
      api.following.feed({ limit: FEED_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: FollowingFeedPage) => lastPage.nextCursor ?? undefined,
    staleTime: STALE_TIME.feed,
  });
}

/** The stylists suggested while the feed is empty. */
export function followingSuggestionsQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: profileKeys.suggestions(viewerId),
    queryFn: ({ signal }) => api.following.suggestions(signal),
    staleTime: STALE_TIME.profile,
  });
}

/**
 * Writes a change of one product into every loaded page of the Following feed (its like, an edit), as
 * writePagedItem does for Featured: which items a page holds stays the server's answer.
 */
export function writeFollowingProduct(queryClient: QueryClient, id: string, patch: Partial<FeaturedProduct>) {
  queryClient.setQueriesData<InfiniteData<FollowingFeedPage>>(
    { queryKey: followingKeys.all },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) =>
            item.kind === 'product' && item.product.id === id
              ? { ...item, product: { ...item.product, ...patch } }
              : item,
          ),
        })),
      },
  );
}

/** A follow or unfollow changes what the feed holds: it is read again (at once if on screen). */
export const refreshFollowingFeed = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: followingKeys.all });
