import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router';
import type { Currency, ProductCard } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { Search as SearchIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useCurrentUser } from '../auth/auth-provider';
import { SignInFirst } from '../auth/sign-in-first';
import { NO_FILTERS, hasFilters, mostCommonCurrency, pickFilters } from '../lib/search-filters';
import type { ProductSearch } from '../lib/search-filters';
import { SEARCH_TABS, searchScreenSearch } from '../lib/search-params';
import type { SearchFilters, SearchSortParam, SearchTab } from '../lib/search-params';
import { useRecentSearches } from '../lib/use-recent-searches';
import { useRecordSearch } from '../queries/search';
import { SearchBox, suggestionText } from './-components/search-box';
import type { Suggestion } from './-components/search-box';
import { ProductFilters } from './-components/search-filters';
import {
  AllResults,
  KindResults,
  NoResults,
  SEARCH_TAB_LABELS,
  resultCount,
  useSearchOverview,
} from './-components/search-results';
import { SearchStart } from './-components/search-start';

/** Typing pauses this long before the results (and the address) follow. */
const SEARCH_DEBOUNCE_MS = 300;

export const Route = createFileRoute('/search')({
  validateSearch: searchScreenSearch,
  search: { middlewares: [stripSearchParams({ q: '', tab: 'all', sort: 'relevance' })] },
  component: SearchScreen,
});

/** Search needs sign-in (docs/product.md §2): a signed-out visitor who opens a link to it is prompted too. */
function SearchScreen() {
  const auth = useCurrentUser();

  return (
    <div className="px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-12 md:px-10 md:pt-12">
      <h1 className="sr-only font-display text-4xl font-semibold tracking-tight md:not-sr-only md:mb-6">
        Search
      </h1>
      {auth.status === 'signedIn' && <SignedInSearch />}
      {auth.status === 'signedOut' && (
        <SignInFirst
          icon={<SearchIcon aria-hidden className="size-6" />}
          message="Log in to search products, collections, looks and people."
        />
      )}
    </div>
  );
}

function SignedInSearch() {
  const search = Route.useSearch();
  const { q, tab } = search;
  const navigate = useNavigate({ from: Route.fullPath });
  const [text, setText] = useState(q);
  const recent = useRecentSearches();
  const recordSearch = useRecordSearch().mutate;
  const [shownQ, setShownQ] = useState(q);
  const inputRef = useRef<HTMLInputElement>(null);
  const typingPause = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back, Forward or a recent search changed the address: the box shows that query.
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== text.trim()) setText(q);
  }

  useEffect(() => () => clearTimeout(typingPause.current), []);

  /**
   * The address follows the box once typing pauses; replacing, so Back leaves search instead of undoing
   * letters.
   */
  function type(typed: string) {
    setText(typed);
    clearTimeout(typingPause.current);
    typingPause.current = setTimeout(() => {
      const query = typed.trim();
      void navigate({ search: (prev) => (prev.q === query ? prev : { ...prev, q: query }), replace: true });
    }, SEARCH_DEBOUNCE_MS);
  }

  /** A search the person committed to: kept on the device and counted toward trending searches. */
  const remember = useCallback(
    (query: string) => {
      recent.add(query);
      recordSearch(query);
    },
    [recent, recordSearch],
  );

  /**
   * The box now says `shown`, and the address or the screen is about to change: typing that has not
   * reached the address yet must not overtake that navigation once its pause runs out.
   */
  function settleTyping(shown: string) {
    setText(shown);
    clearTimeout(typingPause.current);
  }

  function searchFor(query: string) {
    settleTyping(query);
    remember(query);
    void navigate({ search: (prev) => ({ ...prev, q: query }) });
  }

  /** A brand picked from suggestions or popular brands: its products. */
  function searchBrand(brand: string) {
    settleTyping(brand);
    remember(brand);
    void navigate({ search: (prev) => ({ ...prev, q: brand, brand, tab: 'products' }) });
  }

  function pick(suggestion: Suggestion) {
    if (suggestion.kind !== 'brand') settleTyping(text);
    switch (suggestion.kind) {
      case 'person':
        remember(suggestionText(suggestion));
        void navigate({ to: '/profiles/$id', params: { id: suggestion.person.id } });
        return;
      case 'brand':
        searchBrand(suggestion.brand.name);
        return;
      case 'collection':
        remember(suggestionText(suggestion));
        void navigate({ to: '/collections/$id', params: { id: suggestion.collection.id } });
        return;
    }
  }

  /** Opening a result counts as a search worth remembering. */
  function rememberOnOpen(event: MouseEvent) {
    if (event.target instanceof Element && event.target.closest('a')) remember(q);
  }

  return (
    <>
      <SearchBox text={text} onTextChange={type} onSubmit={searchFor} onPick={pick} inputRef={inputRef} />
      {q ? (
        <div onClickCapture={rememberOnOpen}>
          <Results q={q} tab={tab} products={productSearchOf(search)} onSearch={searchFor} />
        </div>
      ) : (
        <SearchStart recent={recent} onSearch={searchFor} onPickBrand={searchBrand} />
      )}
    </>
  );
}

const productSearchOf = (search: SearchFilters & { sort: SearchSortParam }): ProductSearch => ({
  ...pickFilters(search),
  sort: search.sort,
});

/**
 * The brands and currencies of the products a search has shown, first seen first, kept while the filters
 * change (a brand filter leaves one brand on screen, and the others stay choices); a new query starts over.
 */
function useSeenProducts(q: string, products: readonly ProductCard[] | undefined) {
  const [seen, setSeen] = useState<{ q: string; brands: string[]; currencies: Currency[] }>({
    q,
    brands: [],
    currencies: [],
  });
  if (seen.q !== q) {
    setSeen({ q, brands: [], currencies: [] });
  } else if (products?.some(({ brand }) => !seen.brands.includes(brand))) {
    setSeen({
      q,
      brands: [...new Set([...seen.brands, ...products.map(({ brand }) => brand)])],
      currencies: [...seen.currencies, ...products.map(({ currency }) => currency)],
    });
  }
  return seen;
}

function Results({
  q,
  tab,
  products,
  onSearch,
}: {
  q: string;
  tab: SearchTab;
  products: ProductSearch;
  onSearch: (query: string) => void;
}) {
  const navigate = useNavigate({ from: Route.fullPath });
  const overview = useSearchOverview(q, products);
  const seen = useSeenProducts(q, overview.data?.products.items);
  const filtered = hasFilters(products);
  const show = (next: SearchTab) =>
    void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true });
  // Filters replace the history entry, as typing does: Back leaves the search rather than undoing them.
  const change = (next: Partial<SearchFilters> & { sort?: SearchSortParam }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const clearFilters = () => change(NO_FILTERS);
  const noResults = (what: 'results' | 'products') => (
    <NoResults q={q} what={what} filtered={filtered} onClearFilters={clearFilters} onSearch={onSearch} />
  );

  return (
    <>
      <div
        role="tablist"
        aria-label="Result kinds"
        className="-mx-4 mt-2 flex gap-5 overflow-x-auto border-b border-line px-4 md:mx-0 md:px-0"
      >
        {SEARCH_TABS.map((value) => {
          const page = value === 'all' ? undefined : overview.data?.[value];
          return (
            <button
              key={value}
              type="button"
              role="tab"
              id={`search-tab-${value}`}
              aria-selected={tab === value}
              aria-controls="search-panel"
              onClick={() => show(value)}
              className={clsx(
                '-mb-px flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 border-b-2 pt-1 pb-2 text-[15px] font-semibold transition',
                tab === value ? 'border-ink text-ink' : 'border-transparent text-ink-muted hover:text-ink',
              )}
            >
              {SEARCH_TAB_LABELS[value]}
              {page && ' '}
              {page && (
                <span className="rounded-full bg-sand px-1.5 text-xs font-semibold text-ink-muted tabular-nums">
                  {resultCount(page)}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <section id="search-panel" role="tabpanel" aria-labelledby={`search-tab-${tab}`} className="pt-5">
        {(tab === 'all' || tab === 'products') && (filtered || overview.data?.products.total !== 0) && (
          <ProductFilters
            filters={pickFilters(products)}
            sort={products.sort}
            brands={seen.brands}
            defaultCurrency={mostCommonCurrency(seen.currencies)}
            onChange={change}
          />
        )}
        {tab !== 'all' ? (
          <KindResults q={q} kind={tab} products={products} noProducts={noResults('products')} />
        ) : overview.data ? (
          <AllResults
            results={overview.data}
            onSeeAll={show}
            noResults={noResults('results')}
            filtered={filtered}
            onClearFilters={clearFilters}
          />
        ) : (
          <p className="py-10 text-center text-sm text-ink-subtle">
            {overview.isError ? 'We couldn’t search just now. Try again in a moment.' : 'Searching…'}
          </p>
        )}
      </section>
    </>
  );
}
