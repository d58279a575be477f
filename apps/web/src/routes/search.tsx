import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { Clock, Search as SearchIcon, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useCurrentUser } from '../auth/auth-provider';
import { useSignInPrompt } from '../auth/sign-in-prompt';
import { buttonClasses } from '../components/ui/button';
import { SEARCH_TABS, searchScreenSearch } from '../lib/search-params';
import type { SearchTab } from '../lib/search-params';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useRecentSearches } from '../lib/use-recent-searches';
import type { RecentSearches } from '../lib/use-recent-searches';
import {
  AllResults,
  KindResults,
  SEARCH_TAB_LABELS,
  resultCount,
  useSearchOverview,
} from './-components/search-results';

/** Typing pauses this long before the results (and the address) follow. */
const SEARCH_DEBOUNCE_MS = 300;

export const Route = createFileRoute('/search')({
  validateSearch: searchScreenSearch,
  search: { middlewares: [stripSearchParams({ q: '', tab: 'all' })] },
  component: SearchScreen,
});

/** Search needs sign-in (SPEC.md §6): a signed-out visitor who opens a link to it is prompted too. */
function SearchScreen() {
  const auth = useCurrentUser();
  const signInPrompt = useSignInPrompt();
  const signedOut = auth.status === 'signedOut';

  useEffect(() => {
    if (signedOut) signInPrompt.open();
  }, [signedOut, signInPrompt]);

  return (
    <div className="px-4 pt-[max(0.75rem,env(safe-area-inset-top))] pb-12 md:px-10 md:pt-12">
      <h1 className="sr-only font-display text-4xl font-semibold tracking-tight md:not-sr-only md:mb-6">
        Search
      </h1>
      {auth.status === 'signedIn' && <SignedInSearch />}
      {signedOut && (
        <div className="flex flex-col items-center py-20 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-sand text-ink-muted">
            <SearchIcon aria-hidden className="size-6" />
          </span>
          <p className="mt-5 max-w-sm text-[15px] leading-6 text-ink-muted">
            Log in to search products, collections, looks and people.
          </p>
          <button
            type="button"
            onClick={() => signInPrompt.open()}
            className={buttonClasses({ size: 'lg', className: 'mt-6' })}
          >
            Log in or create an account
          </button>
        </div>
      )}
    </div>
  );
}

function SignedInSearch() {
  const { q, tab } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const recent = useRecentSearches();
  const [shownQ, setShownQ] = useState(q);
  const lastTyped = useRef(debounced);

  // Back, Forward or a recent search changed the address: the box shows that query.
  if (q !== shownQ) {
    setShownQ(q);
    if (q !== text.trim()) setText(q);
  }

  // The address follows the box once typing pauses; replacing, so Back leaves search instead of undoing letters.
  useEffect(() => {
    if (debounced === lastTyped.current) return;
    lastTyped.current = debounced;
    if (debounced !== q) void navigate({ search: (prev) => ({ ...prev, q: debounced }), replace: true });
  }, [debounced, q, navigate]);

  function searchFor(query: string) {
    setText(query);
    recent.add(query);
    void navigate({ search: (prev) => ({ ...prev, q: query }) });
  }

  /** Opening a result counts as a search worth remembering. */
  function rememberOnOpen(event: MouseEvent) {
    if (event.target instanceof Element && event.target.closest('a')) recent.add(q);
  }

  return (
    <>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) searchFor(text.trim());
        }}
        className="sticky top-0 z-20 -mx-4 bg-canvas/95 px-4 pb-2 backdrop-blur-md md:static md:mx-0 md:px-0"
      >
        <label className="flex h-12 items-center gap-3 rounded-full border border-line bg-surface px-4 focus-within:border-ink/40">
          <SearchIcon aria-hidden className="size-5 shrink-0 text-ink-muted" />
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search products, collections, looks, people"
            aria-label="Search"
            enterKeyHint="search"
            maxLength={100}
            className="h-full min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-subtle [&::-webkit-search-cancel-button]:appearance-none"
          />
          {text && (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => setText('')}
              className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:text-ink"
            >
              <X aria-hidden className="size-5" />
            </button>
          )}
        </label>
      </form>
      {q ? (
        <div onClickCapture={rememberOnOpen}>
          <Results q={q} tab={tab} />
        </div>
      ) : (
        <RecentSearchList recent={recent} onPick={searchFor} />
      )}
    </>
  );
}

function Results({ q, tab }: { q: string; tab: SearchTab }) {
  const navigate = useNavigate({ from: Route.fullPath });
  const overview = useSearchOverview(q);
  const show = (next: SearchTab) =>
    void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true });

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
      <section id="search-panel" role="tabpanel" aria-labelledby={`search-tab-${tab}`} className="pt-6">
        {tab !== 'all' ? (
          <KindResults q={q} kind={tab} />
        ) : overview.data ? (
          <AllResults results={overview.data} onSeeAll={show} />
        ) : (
          <p className="py-10 text-center text-sm text-ink-subtle">
            {overview.isError ? 'We couldn’t search just now. Try again in a moment.' : 'Searching…'}
          </p>
        )}
      </section>
    </>
  );
}

function RecentSearchList({ recent, onPick }: { recent: RecentSearches; onPick: (query: string) => void }) {
  if (recent.list.length === 0) {
    return (
      <p className="py-16 text-center text-[15px] text-ink-muted">
        Find products by brand or name, collections, looks and people.
      </p>
    );
  }
  return (
    <section aria-labelledby="recent-searches" className="mt-4 max-w-xl">
      <div className="flex items-center justify-between">
        <h2 id="recent-searches" className="text-lg font-semibold">
          Recent searches
        </h2>
        <button
          type="button"
          onClick={recent.clear}
          className={buttonClasses({ variant: 'ghost', className: 'h-11' })}
        >
          Clear
        </button>
      </div>
      <ul className="mt-2">
        {recent.list.map((entry) => (
          <li key={entry} className="flex items-center">
            <button
              type="button"
              onClick={() => onPick(entry)}
              className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl text-left text-[15px] text-ink hover:bg-sand/60"
            >
              <Clock aria-hidden className="size-4 shrink-0 text-ink-subtle" />
              <span className="truncate">{entry}</span>
            </button>
            <button
              type="button"
              aria-label={`Remove ${entry}`}
              onClick={() => recent.remove(entry)}
              className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted hover:text-ink"
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
