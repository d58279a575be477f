import type { QueryClient } from '@tanstack/react-query';

/**
 * Resolves once no query of the client is fetching: what route loaders started without waiting for (a feed,
 * a price history) is then in the cache, so the server draws it rather than its skeleton.
 */
export function settledQueries(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}
