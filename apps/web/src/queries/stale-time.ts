/** How long fetched data counts as fresh (docs/product.md §12). */
export const STALE_TIME = {
  feed: 5 * 60 * 1000,
  profile: 5 * 60 * 1000,
  /** Always refetched when a screen showing it mounts. */
  collection: 0,
  /** The installation's set-up (support address, outside services) changes only with a restart. */
  about: 60 * 60 * 1000,
  /** A stylist's figures: a range seen a minute ago is shown again without asking. */
  dashboard: 60 * 1000,
  /** What a few typed letters suggest: typing them again within a minute asks no one. */
  suggestions: 60 * 1000,
  /** Trending searches move over days; the server keeps one reading for five minutes. */
  trending: 5 * 60 * 1000,
} as const;
