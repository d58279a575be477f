import type { QueryClient } from '@tanstack/react-query';

/**
 * docs/product.md §12: the cached query groups whose contents depend on who is signed in. Every
 * query module keys its queries under one of these roots (e.g. `['collection', id]`), so refreshing the
 * groups refreshes everything that may show likes, saves, private items or the person's own profile.
 */
export const ACCOUNT_QUERY_GROUPS = [
  'collections',
  'collection',
  'products',
  'looks',
  'user',
  'profile',
] as const;

/** Refreshes the groups after the signed-in identity changed (sign-in, Google registration, sign-out). */
export function refreshAccountData(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    ACCOUNT_QUERY_GROUPS.map((group) => queryClient.invalidateQueries({ queryKey: [group] })),
  ).then(() => undefined);
}
