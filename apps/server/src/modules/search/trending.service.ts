import { SearchKind, type SearchHistoryBody, type TrendingSearches } from '@stylebook/contracts';
import type { CacheCounts } from '../../lib/cache-use.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { SearchService } from './search.service.ts';
import { normalizedQuery } from './suggestions.service.ts';
import type { TrendingRepository } from './trending.repository.ts';

/**
 * Trending searches (docs/decisions.md): the queries the most people committed to in the last 7 days, only
 * people with a verified email counted, and those of one network (lib/networks.ts) as one, searched from at
 * least two networks, that still find something anyone may see.
 */
export const TRENDING = { days: 7, minPeople: 2, shown: 8 } as const;
/** Queries read beyond those shown, as some may no longer find anything. */
const TRENDING_CANDIDATES = 3 * TRENDING.shown;
/** A query this short says little and finds too much. */
const TRENDING_MIN_LENGTH = 2;
/** Popular brands: the most people liking or saving their products in the last 30 days. */
export const POPULAR_BRANDS = { days: 30, shown: 8 } as const;
/** Searches are dropped once this many days old: trending reads 7, the rest is margin for a late prune. */
export const SEARCH_HISTORY_KEEP_DAYS = 14;

export interface TrendingServiceDeps {
  repository: TrendingRepository;
  /** Tells whether a trending query still finds anything, as a signed-out visitor searches. */
  search: Pick<SearchService, 'publicResults'>;
  /** How long one reading is served before the next is read; 0 reads every time. */
  cacheSeconds: number;
  /** Where a request served from that reading counts as a hit, and one that reads as a miss. */
  cacheCounts: CacheCounts;
  now?: () => number;
}

export function createTrendingService({
  repository,
  search,
  cacheSeconds,
  cacheCounts,
  now = Date.now,
}: TrendingServiceDeps) {
  /** Whether searching `query` finds anything a signed-out visitor may see (one of each kind at most). */
  async function findsSomething(query: string): Promise<boolean> {
    const found = await search.publicResults({ q: query, limit: 1, offset: 0, sort: 'relevance' });
    return SearchKind.options.some((kind) => found[kind].total > 0);
  }

  /** The last reading (or the one under way, which every caller meanwhile shares) and when it expires. */
  let cached: { value: Promise<TrendingSearches>; expiresAt: number } | null = null;

  async function read(): Promise<TrendingSearches> {
    const candidates = await repository.trendingQueries({
      days: TRENDING.days,
      minPeople: TRENDING.minPeople,
      limit: TRENDING_CANDIDATES,
    });
    const searches: string[] = [];
    for (const query of candidates) {
      if (searches.length === TRENDING.shown) break;
      if (query.length >= TRENDING_MIN_LENGTH && (await findsSomething(query))) searches.push(query);
    }
    const brands = await repository.popularBrands(POPULAR_BRANDS.days, POPULAR_BRANDS.shown);
    return { searches, brands };
  }

  return {
    /** Counts a committed search from `network` toward trending: once a day per person and query. */
    async record(actor: Actor, { q }: SearchHistoryBody, network: string): Promise<void> {
      await repository.record(actor.userId, normalizedQuery(q), network);
    },

    trending(): Promise<TrendingSearches> {
      if (cached && now() < cached.expiresAt) cacheCounts.hits++;
      else {
        cacheCounts.misses++;
        const value = read();
        cached = { value, expiresAt: now() + cacheSeconds * 1000 };
        // A failed reading is not kept: the next caller tries again.
        value.catch(() => {
          if (cached?.value === value) cached = null;
        });
      }
      return cached.value;
    },

    prune: () => repository.prune(SEARCH_HISTORY_KEEP_DAYS),
  };
}

export type TrendingService = ReturnType<typeof createTrendingService>;
