import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';
import { STALE_TIME } from './stale-time';

/**
 * The stylist dashboard (docs/product.md §18): keyed by who is signed in, as the wallet is, so another person
 * signing in on the same tab never sees the last one's figures, and by the range asked for.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  of: (viewerId: string) => [...dashboardKeys.all, viewerId] as const,
  range: (viewerId: string, from: string, to: string) => [...dashboardKeys.of(viewerId), from, to] as const,
};

export function dashboardQueryOptions(viewerId: string, { from, to }: { from: string; to: string }) {
  return queryOptions({
    queryKey: dashboardKeys.range(viewerId, from, to),
    queryFn: ({ signal }) => api.dashboard({ from, to }, signal),
    staleTime: STALE_TIME.dashboard,
  });
}
