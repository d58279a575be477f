import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SearchKind, SearchResults as Results } from '@stylebook/contracts';
import { Camera, Images, SearchX, Shirt, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ShowMore } from '../../components/ui/show-more';
import type { ProductSearch } from '../../lib/search-filters';
import type { SearchTab } from '../../lib/search-params';
import { searchKindQueryOptions, searchQueryOptions } from '../../queries/search';
import { PersonRow } from '../profiles/-components/person-row';
import { CollectionTile } from './collection-tile';
import { FeedGrid, GRID_CLASSES } from './feed-grid';
import { LookTile } from './look-tile';
import { ProductTile } from './product-tile';
import { TrendingSearches, useTrending } from './search-start';

export const SEARCH_TAB_LABELS: Record<SearchTab, string> = {
  all: 'All',
  products: 'Products',
  collections: 'Collections',
  looks: 'Looks',
  people: 'People',
};

const KINDS: readonly SearchKind[] = ['products', 'collections', 'looks', 'people'];

/** How many of each kind "All" shows before "See all": two rows of the widest grid, or a short list. */
const ALL_TAB_LIMIT: Record<SearchKind, number> = { products: 10, collections: 5, looks: 5, people: 5 };

/** How many results a tab counts: every match, with '+' past the most a search ranks. */
export function resultCount(page: { total: number; totalIsLowerBound: boolean }): string {
  return `${page.total.toLocaleString('en')}${page.totalIsLowerBound ? '+' : ''}`;
}

/** The first page of every kind, kept on screen while the next query loads so results don't flash. */
export function useSearchOverview(q: string, products: ProductSearch) {
  return useQuery({
    ...searchQueryOptions(q, products),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}

interface NoResultsProps {
  q: string;
  /** What was looked for: 'results' of every kind, or 'products' alone. */
  what: 'results' | 'products';
  /** Filters are set: one way out is to remove them. */
  filtered: boolean;
  onClearFilters: () => void;
  onSearch: (query: string) => void;
}

/** A search that finds nothing: what to try instead, a way out of the filters, and what others search. */
export function NoResults({ q, what, filtered, onClearFilters, onSearch }: NoResultsProps) {
  const trending = useTrending().data?.searches.filter((query) => query !== q.trim().toLowerCase()) ?? [];
  return (
    <div className="flex flex-col items-center px-2 pt-10 pb-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-sand text-ink-muted">
        <SearchX aria-hidden className="size-6" />
      </span>
      <h2 className="mt-5 max-w-md text-lg font-semibold break-words text-ink">
        No {what} for “{q}”{filtered && ' with these filters'}
      </h2>
      <ul className="mt-3 flex max-w-sm list-disc flex-col gap-1 pl-5 text-left text-[15px] leading-6 text-ink-muted">
        {filtered && <li>Remove a filter, or all of them</li>}
        <li>Check the spelling</li>
        <li>Use fewer words, or broader ones: “coat” rather than “camel double-breasted coat”</li>
      </ul>
      {filtered && (
        <button type="button" onClick={onClearFilters} className={buttonClasses({ className: 'mt-6' })}>
          Clear filters
        </button>
      )}
      {trending.length > 0 && (
        <div className="mt-12 w-full max-w-2xl text-left">
          <TrendingSearches searches={trending} onPick={onSearch} title="Try a trending search" />
        </div>
      )}
    </div>
  );
}

const NO_MATCH_HINT = 'Try another spelling or word.';

const EMPTY: Record<SearchKind, { icon: ReactNode; title: string }> = {
  products: { icon: <Shirt aria-hidden className="size-6" />, title: 'No products match' },
  collections: { icon: <Images aria-hidden className="size-6" />, title: 'No collections match' },
  looks: { icon: <Camera aria-hidden className="size-6" />, title: 'No looks match' },
  people: { icon: <Users aria-hidden className="size-6" />, title: 'No people match' },
};

/**
 * "All": each kind's best matches under its own heading, with a way to see the rest. Products the filters
 * left out say so, with a way out, when other kinds still match.
 */
export function AllResults({
  results,
  onSeeAll,
  noResults,
  filtered,
  onClearFilters,
}: {
  results: Results;
  onSeeAll: (kind: SearchKind) => void;
  /** What shows when nothing of any kind matches. */
  noResults: ReactNode;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const groups = KINDS.filter((kind) => results[kind].items.length > 0);
  if (groups.length === 0) return noResults;
  const productsFilteredOut = filtered && results.products.items.length === 0;
  return (
    <>
      {productsFilteredOut && (
        <section aria-label={SEARCH_TAB_LABELS.products} className="mb-10">
          <h2 className="mb-2 text-lg font-semibold">{SEARCH_TAB_LABELS.products}</h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-[15px] text-ink-muted">
            No products match these filters.
            <button
              type="button"
              onClick={onClearFilters}
              className={buttonClasses({ variant: 'outline', className: 'h-10' })}
            >
              Clear filters
            </button>
          </p>
        </section>
      )}
      {groups.map((kind) => (
        <section key={kind} aria-label={SEARCH_TAB_LABELS[kind]} className="mb-10">
          <div className="mb-4 flex items-center justify-between">
            <h2 className="text-lg font-semibold">{SEARCH_TAB_LABELS[kind]}</h2>
            {(results[kind].hasMore || results[kind].items.length > ALL_TAB_LIMIT[kind]) && (
              <button
                type="button"
                onClick={() => onSeeAll(kind)}
                className={buttonClasses({ variant: 'ghost', className: 'h-11' })}
              >
                See all
              </button>
            )}
          </div>
          <KindItems results={results} kind={kind} />
        </section>
      ))}
    </>
  );
}

function KindItems({ results, kind }: { results: Results; kind: SearchKind }) {
  switch (kind) {
    case 'products':
      return (
        <ul className={GRID_CLASSES}>
          {results.products.items.slice(0, ALL_TAB_LIMIT.products).map((product) => (
            <li key={product.id}>
              <ProductTile product={product} eager={false} />
            </li>
          ))}
        </ul>
      );
    case 'collections':
      return (
        <ul className={GRID_CLASSES}>
          {results.collections.items.slice(0, ALL_TAB_LIMIT.collections).map((collection) => (
            <li key={collection.id}>
              <CollectionTile collection={collection} eager={false} />
            </li>
          ))}
        </ul>
      );
    case 'looks':
      return (
        <ul className={GRID_CLASSES}>
          {results.looks.items.slice(0, ALL_TAB_LIMIT.looks).map((look) => (
            <li key={look.id}>
              <LookTile look={look} />
            </li>
          ))}
        </ul>
      );
    case 'people':
      return (
        <ul className="max-w-xl divide-y divide-line">
          {results.people.items.slice(0, ALL_TAB_LIMIT.people).map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </ul>
      );
  }
}

/** One kind, every page of it as the user scrolls; products filtered and sorted. */
export function KindResults({
  q,
  kind,
  products,
  noProducts,
}: {
  q: string;
  kind: SearchKind;
  products: ProductSearch;
  /** What shows when no product matches. */
  noProducts: ReactNode;
}) {
  switch (kind) {
    case 'products':
      return <ProductResults q={q} products={products} noProducts={noProducts} />;
    case 'collections':
      return <CollectionResults q={q} />;
    case 'looks':
      return <LookResults q={q} />;
    case 'people':
      return <PeopleResults q={q} />;
  }
}

const emptyFeed = (kind: SearchKind) => ({ ...EMPTY[kind], description: NO_MATCH_HINT });

/** The other kinds are not filtered. */
const UNFILTERED: ProductSearch = { sort: 'relevance' };

function ProductResults({
  q,
  products,
  noProducts,
}: {
  q: string;
  products: ProductSearch;
  noProducts: ReactNode;
}) {
  const query = useInfiniteQuery(searchKindQueryOptions(q, 'products', products));
  return (
    <FeedGrid
      query={query}
      tileShape="portrait"
      getKey={(product) => product.id}
      renderItem={(product) => <ProductTile product={product} eager={false} />}
      empty={emptyFeed('products')}
      emptyContent={noProducts}
    />
  );
}

function CollectionResults({ q }: { q: string }) {
  const query = useInfiniteQuery(searchKindQueryOptions(q, 'collections', UNFILTERED));
  return (
    <FeedGrid
      query={query}
      tileShape="square"
      getKey={(collection) => collection.id}
      renderItem={(collection) => <CollectionTile collection={collection} eager={false} />}
      empty={emptyFeed('collections')}
    />
  );
}

function LookResults({ q }: { q: string }) {
  const query = useInfiniteQuery(searchKindQueryOptions(q, 'looks', UNFILTERED));
  return (
    <FeedGrid
      query={query}
      tileShape="portrait"
      getKey={(look) => look.id}
      renderItem={(look) => <LookTile look={look} />}
      empty={emptyFeed('looks')}
    />
  );
}

function PeopleResults({ q }: { q: string }) {
  const { data, status, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery(
    searchKindQueryOptions(q, 'people', UNFILTERED),
  );
  if (status === 'pending') return <p className="py-10 text-center text-sm text-ink-subtle">Searching…</p>;
  if (status === 'error')
    return (
      <EmptyState icon={EMPTY.people.icon} title="We couldn't search people" description={NO_MATCH_HINT} />
    );
  const people = data.pages.flatMap((page) => page.items);
  if (people.length === 0) return <EmptyState {...EMPTY.people} description={NO_MATCH_HINT} />;
  return (
    <>
      <ul className="max-w-xl divide-y divide-line">
        {people.map((person) => (
          <PersonRow key={person.id} person={person} />
        ))}
      </ul>
      <ShowMore list={{ hasNextPage, isFetchingNextPage, fetchNextPage }} className="mt-6 h-11" />
    </>
  );
}
