import {
  SEARCH_MAX_OFFSET,
  type OffsetPage,
  type SearchKind,
  type SearchQuery,
  type SearchResults,
  type UserSearchPage,
  type UsersQuery,
} from '@stylebook/contracts';
import type { ChangeFeed, ChangeKind } from '../../lib/change-feed.ts';
import { createInvalidatedCache } from '../../lib/invalidated-cache.ts';
import { toOffsetPage } from '../../lib/paging.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { CollectionsService } from '../collections/collections.service.ts';
import { toProductCard } from '../featured/featured.mapper.ts';
import { toLookCard } from '../looks/looks.mapper.ts';
import { toUserListItem } from '../users/users.mapper.ts';
import type { PageWindow, SearchRepository } from './search.repository.ts';

export interface SearchServiceDeps {
  repository: SearchRepository;
  collections: Pick<CollectionsService, 'cards'>;
  changes: Pick<ChangeFeed, 'subscribe'>;
}

/**
 * Pages kept for signed-out visitors, least recently used dropped first. A page holds at most
 * SEARCH_MAX_LIMIT items of each kind (a few tens of kB), so this bounds the cache to tens of MB.
 */
const CACHED_PAGES = 1_000;

/**
 * What a signed-out visitor's results are read from: products, collections and looks (their rows, contents
 * and visibility) and people (names, avatars, new accounts). The log names the rows that changed, not the
 * searches that found them, so any such change drops every cached page.
 */
const RESULTS_CHANGED_BY: ChangeKind[] = ['product', 'collection', 'look', 'user'];

/**
 * The query as the database reads it: case and runs of spaces change neither trigram nor full-text matches,
 * so queries that differ only in those share one cached page.
 */
const normalized = (q: string) => q.toLowerCase().replace(/\s+/g, ' ');

/** An offset page that ends where the search stops ranking (SEARCH_MAX_OFFSET), so no client asks past it. */
function toSearchPage<Row, Item>(
  rows: Row[],
  window: { limit: number; offset: number },
  toItem: (row: Row) => Item,
): OffsetPage<Item> {
  const page = toOffsetPage(rows, window, toItem);
  return page.nextOffset !== null && page.nextOffset > SEARCH_MAX_OFFSET
    ? { ...page, hasMore: false, nextOffset: null }
    : page;
}

/** Products, collections, looks and people (DESIGN.md §6), each kind as its viewer may see it. */
export function createSearchService({ repository, collections, changes }: SearchServiceDeps) {
  /**
   * Signed-out visitors all see the same results, so theirs are shared. A signed-in viewer's are read for
   * them alone: they may see private or paid-only things, and whom they follow, that no one else may.
   */
  const anonymousPages = createInvalidatedCache<SearchResults>(changes, {
    max: CACHED_PAGES,
    clearedBy: RESULTS_CHANGED_BY,
  });

  async function find(
    q: string,
    kind: SearchKind | undefined,
    window: PageWindow,
    viewerId: string | null,
  ): Promise<SearchResults> {
    const wanted = (candidate: SearchKind) => kind === undefined || kind === candidate;
    const rows = await repository.inSearch(async (tx) => ({
      products: wanted('products') ? await repository.products(tx, q, viewerId, window) : [],
      collections: wanted('collections') ? await repository.collections(tx, q, viewerId, window) : [],
      looks: wanted('looks') ? await repository.looks(tx, q, viewerId, window) : [],
      people: wanted('people') ? await repository.people(tx, q, viewerId, window) : [],
    }));
    const collectionPage = toSearchPage(rows.collections, window, (row) => row);
    return {
      products: toSearchPage(rows.products, window, toProductCard),
      collections: { ...collectionPage, items: await collections.cards(collectionPage.items, viewerId) },
      looks: toSearchPage(rows.looks, window, toLookCard),
      people: toSearchPage(rows.people, window, toUserListItem),
    };
  }

  return {
    async search({ q, kind, limit, offset }: SearchQuery, viewer: Actor | null): Promise<SearchResults> {
      const query = normalized(q);
      // Without a kind, the first page of every kind; with one, that kind alone (the others stay empty).
      const window = { limit, offset: kind ? offset : 0 };
      if (viewer) return find(query, kind, window, viewer.userId);
      const key = JSON.stringify([query, kind ?? null, window.limit, window.offset]);
      const results = await anonymousPages.getOne(key, () => find(query, kind, window, null));
      return results!;
    },

    /** `GET /api/users?query=`: people alone; an empty query finds no one. */
    async people({ query, limit, offset }: UsersQuery, viewer: Actor | null): Promise<UserSearchPage> {
      const window = { limit, offset };
      const rows =
        query === ''
          ? []
          : await repository.inSearch((tx) => repository.people(tx, query, viewer?.userId ?? null, window));
      return toSearchPage(rows, window, toUserListItem);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
