import {
  SEARCH_MAX_OFFSET,
  type OffsetPage,
  type SearchResults,
  type SearchKind,
  type SearchQuery,
  type UserSearchPage,
  type UsersQuery,
} from '@stylebook/contracts';
import type { Viewers } from '../users/users.viewers.ts';
import type { ChangeKind } from '../../lib/change-feed.ts';
import {
  createInvalidatedCache,
  type CacheFeed,
  type InvalidatedCache,
} from '../../lib/invalidated-cache.ts';
import { toRankedPage } from '../../lib/paging.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { CollectionsService } from '../collections/collections.service.ts';
import type { ProductCards } from '../cards/product-cards.ts';
import { toLookCard } from '../looks/looks.mapper.ts';
import { toUserListItem } from '../users/users.mapper.ts';
import {
  MAX_CANDIDATES,
  type PageWindow,
  type ProductSearch,
  type RankedMatch,
  type SearchRepository,
} from './search.repository.ts';
import { shapePeople, shapeSearchResults, type SearchResultsJson } from './search.mapper.ts';

export interface SearchServiceDeps {
  repository: SearchRepository;
  collections: Pick<CollectionsService, 'cards'>;
  changes: CacheFeed;
  viewers: Viewers;
  /** Product cards as anyone sees them, kept in memory (shared with Featured and product pages). */
  productCards: Pick<ProductCards, 'visibleTo'>;
}

const KINDS: readonly SearchKind[] = ['products', 'collections', 'looks', 'people'];

/** Products unfiltered, best match first. */
const RELEVANCE_ONLY: ProductSearch = { sort: 'relevance' };

/**
 * Ranked matches kept per kind, by query, least recently used dropped first: each is at most MAX_CANDIDATES
 * ids and scores (about 25 kB), so a few MB per kind.
 */
const CACHED_RANKINGS = 200;

/**
 * What each kind's shared matches are read from. A product's visibility follows its owner's collections,
 * whose changes log their products; a look's follows them too, but they log only themselves. Collections are
 * also found by the products they hold.
 */
const RANKING_CHANGED_BY: Record<SearchKind, ChangeKind[]> = {
  products: ['product'],
  collections: ['collection', 'product'],
  looks: ['look', 'collection'],
  people: ['user'],
};

/**
 * Pages kept for signed-out visitors, least recently used dropped first. A page holds at most
 * SEARCH_MAX_LIMIT items of each kind (a few tens of kB), so this bounds the cache to tens of MB.
 */
const CACHED_PAGES = 1_000;

/** Results as a signed-out visitor sees them, and their shaped parts. */
interface SharedResults {
  value: SearchResults;
  json: SearchResultsJson;
}

/**
 * What a signed-out visitor's page is drawn from: the rows of every kind and what their cards show (a
 * collection's products, an owner's name). The log names the rows that changed, not the pages showing
 * them, so any such change drops every cached page.
 */
const PAGES_CHANGED_BY: ChangeKind[] = ['product', 'collection', 'look', 'user'];

/**
 * The query as the database reads it: case and runs of spaces change neither trigram nor full-text matches,
 * so queries that differ only in those share one cached entry.
 */
const normalized = (q: string) => q.toLowerCase().replace(/\s+/g, ' ');

/** Highest score first, then the later id first, as the database would order them. */
const byScore = (a: RankedMatch, b: RankedMatch) =>
  b.score - a.score || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** Each match once: a paid-only collection the viewer may open is in both rankings when its name matches. */
const withoutRepeats = (matches: RankedMatch[]) => {
  const seen = new Set<string>();
  return matches.filter(({ id }) => !seen.has(id) && seen.add(id));
};

/** How many matches a page says there are: all of them up to what a search ranks, then "at least". */
function withTotal<Page extends OffsetPage<unknown>>(ranking: string[], page: Page) {
  return {
    ...page,
    total: Math.min(ranking.length, MAX_CANDIDATES - 1),
    totalIsLowerBound: ranking.length >= MAX_CANDIDATES,
  };
}

/** Products, collections, looks and people (docs/product.md §11), each kind as its viewer may see it. */
export function createSearchService(deps: SearchServiceDeps) {
  const { repository, collections, changes, viewers, productCards } = deps;
  /**
   * What anyone may see matching a query is the same for every viewer, so it is ranked once and shared; a
   * viewer's own hidden or paid-for matches are read for them alone and ranked in beside it.
   */
  const sharedRankings = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      createInvalidatedCache<RankedMatch[]>(changes, {
        name: `search-rankings-${kind}`,
        max: CACHED_RANKINGS,
        clearedBy: RANKING_CHANGED_BY[kind],
      }),
    ]),
  ) as Record<SearchKind, InvalidatedCache<RankedMatch[]>>;

  /** Signed-out visitors all see the same page, so theirs is kept whole. */
  const anonymousPages = createInvalidatedCache<SharedResults>(changes, {
    name: 'search-pages',
    max: CACHED_PAGES,
    clearedBy: PAGES_CHANGED_BY,
  });

  /**
   * The ids of the matches the viewer may see, in the search's order, as many as a search ranks. The product
   * filters and sort narrow and order products alone.
   */
  async function rankings(
    kinds: readonly SearchKind[],
    query: string,
    productSearch: ProductSearch,
    viewerId: string | null,
  ) {
    return repository.inSearch(async (tx) => {
      const ranked = new Map<SearchKind, string[]>();
      const owners = viewerId ? await repository.ownersShownBeyondPublicTo(tx, viewerId) : [];
      for (const kind of kinds) {
        const key = kind === 'products' ? JSON.stringify([query, productSearch]) : query;
        const shared = await sharedRankings[kind].getOne(key, async () =>
          (await repository.matchesShownToAnyone(tx, kind, query, productSearch)).sort(byScore),
        );
        const own = viewerId
          ? await repository.matchesShownOnlyTo(tx, kind, query, productSearch, viewerId, owners)
          : [];
        // The loader always answers, so there is a shared list.
        const matches = own.length > 0 ? withoutRepeats([...shared!, ...own].sort(byScore)) : shared!;
        ranked.set(
          kind,
          matches.slice(0, MAX_CANDIDATES).map(({ id }) => id),
        );
      }
      return ranked;
    });
  }

  async function find(
    query: string,
    kind: SearchKind | undefined,
    productSearch: ProductSearch,
    window: PageWindow,
    viewerId: string | null,
  ): Promise<SearchResults> {
    const ranked = await rankings(kind ? [kind] : KINDS, query, productSearch, viewerId);
    const pageIds = (of: SearchKind) =>
      ranked.get(of)?.slice(window.offset, window.offset + window.limit) ?? [];
    const read = async <Row>(
      of: SearchKind,
      rows: (ids: string[], viewerId: string | null) => Promise<Row[]>,
    ) => {
      const ids = pageIds(of);
      return ids.length > 0 ? rows(ids, viewerId) : [];
    };
    const [productRows, collectionRows, lookRows, personRows] = await Promise.all([
      read('products', productCards.visibleTo),
      read('collections', repository.collectionRows),
      read('looks', repository.lookCards),
      read('people', repository.people),
    ]);
    const page = <Row extends { id: string }, Item extends { id: string }>(
      of: SearchKind,
      rows: Row[],
      toItem: (row: Row) => Item,
    ) => {
      const ranking = ranked.get(of) ?? [];
      return withTotal(ranking, toRankedPage(ranking, window, rows.map(toItem), SEARCH_MAX_OFFSET));
    };
    const collectionPage = page('collections', collectionRows, (row) => row);
    return {
      products: page('products', productRows, (card) => card),
      collections: { ...collectionPage, items: await collections.cards(collectionPage.items, viewerId) },
      looks: page('looks', lookRows, toLookCard),
      people: page('people', personRows, toUserListItem),
    };
  }

  /** A search as the caches key on it: the normalized query, the product filters and the page window. */
  function searchOf({
    q,
    kind,
    limit,
    offset,
    style,
    brand,
    currency,
    minPrice,
    maxPrice,
    sort,
  }: SearchQuery) {
    return {
      query: normalized(q),
      kind,
      // Listed field by field, in one order, as the caches key on it.
      productSearch: { style, brand: brand && normalized(brand), currency, minPrice, maxPrice, sort },
      // Without a kind, the first page of every kind; with one, that kind alone (the others stay empty).
      window: { limit, offset: kind ? offset : 0 },
    };
  }

  /** What a signed-out visitor is shown, read once and kept for all of them. */
  async function anonymousPage({ query, kind, productSearch, window }: ReturnType<typeof searchOf>) {
    const key = JSON.stringify([query, kind ?? null, productSearch, window.limit, window.offset]);
    // find() always answers, so getOne does too.
    return (await anonymousPages.getOne(key, async () => {
      const value = await find(query, kind, productSearch, window, null);
      return { value, json: shapeSearchResults(value) };
    }))!;
  }

  return {
    /** The results, each kind's page shaped as JSON (toSearchResultsJson joins the reply). */
    async search(params: SearchQuery, viewer: Actor | null): Promise<SearchResultsJson> {
      const search = searchOf(params);
      if (!viewer) return (await anonymousPage(search)).json;
      if (!(await viewers.seesWhatAnyoneSees(viewer.userId))) {
        const { query, kind, productSearch, window } = search;
        return shapeSearchResults(await find(query, kind, productSearch, window, viewer.userId));
      }
      // They see what anyone does; only whom they follow is theirs.
      const shared = await anonymousPage(search);
      const people = shared.value.people;
      const followed = await viewers.followedAmong(
        viewer.userId,
        people.items.map(({ id }) => id),
      );
      return {
        ...shared.json,
        people: shapePeople({
          ...people,
          items: people.items.map((person) => ({ ...person, isSubscribed: followed.has(person.id) })),
        }),
      };
    },

    /** The results a signed-out visitor is shown, from the same memory (trending asks whether any are). */
    async publicResults(params: SearchQuery): Promise<SearchResults> {
      return (await anonymousPage(searchOf(params))).value;
    },

    /** `GET /api/users?query=`: people alone; an empty query finds no one. */
    async people({ query, limit, offset }: UsersQuery, viewer: Actor | null): Promise<UserSearchPage> {
      const window = { limit, offset };
      if (query === '') return toRankedPage([], window, [], SEARCH_MAX_OFFSET);
      const viewerId = viewer?.userId ?? null;
      const ranking = (await rankings(['people'], normalized(query), RELEVANCE_ONLY, viewerId)).get(
        'people',
      )!;
      const ids = ranking.slice(offset, offset + limit);
      const rows = ids.length > 0 ? await repository.people(ids, viewerId) : [];
      return toRankedPage(ranking, window, rows.map(toUserListItem), SEARCH_MAX_OFFSET);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
