import {
  SEARCH_MAX_OFFSET,
  type OffsetPage,
  type SearchKind,
  type SearchQuery,
  type SearchResults,
  type UserSearchPage,
  type UsersQuery,
} from '@stylebook/contracts';
import { toOffsetPage } from '../../lib/paging.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { CollectionsService } from '../collections/collections.service.ts';
import { toProductCard } from '../featured/featured.mapper.ts';
import { toLookCard } from '../looks/looks.mapper.ts';
import { toUserListItem } from '../users/users.mapper.ts';
import type { SearchRepository } from './search.repository.ts';

export interface SearchServiceDeps {
  repository: SearchRepository;
  collections: Pick<CollectionsService, 'cards'>;
}

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
export function createSearchService({ repository, collections }: SearchServiceDeps) {
  return {
    async search({ q, kind, limit, offset }: SearchQuery, viewer: Actor | null): Promise<SearchResults> {
      const viewerId = viewer?.userId ?? null;
      // Without a kind, the first page of every kind; with one, that kind alone (the others stay empty).
      const window = { limit, offset: kind ? offset : 0 };
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
