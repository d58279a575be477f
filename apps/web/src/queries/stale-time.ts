/** How long fetched data counts as fresh (SPEC.md §9 "Freshness"). */
export const STALE_TIME = {
  feed: 5 * 60 * 1000,
  profile: 5 * 60 * 1000,
} as const;
