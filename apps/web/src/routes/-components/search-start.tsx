import { useQuery } from '@tanstack/react-query';
import { gridImageSizes, mediaSrcSet, mediaVariant } from '@stylebook/contracts';
import type { PopularBrand } from '@stylebook/contracts';
import { Clock, Search as SearchIcon, Tag, TrendingUp, X } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import type { RecentSearches } from '../../lib/use-recent-searches';
import { trendingQueryOptions } from '../../queries/search';

/** Trending searches and popular brands, read once for the empty box and for searches that find nothing. */
export function useTrending() {
  return useQuery(trendingQueryOptions);
}

interface SearchStartProps {
  recent: RecentSearches;
  onSearch: (query: string) => void;
  onPickBrand: (brand: string) => void;
}

/** What an empty box shows: the device's recent searches, trending searches and popular brands. */
export function SearchStart({ recent, onSearch, onPickBrand }: SearchStartProps) {
  const { data, isPending } = useTrending();
  const searches = data?.searches ?? [];
  const brands = data?.brands ?? [];
  if (!isPending && recent.list.length === 0 && searches.length === 0 && brands.length === 0) {
    return (
      <EmptyState
        icon={<SearchIcon aria-hidden className="size-6" />}
        title="Search Stylebook"
        description="Find products by brand or name, collections, looks and people."
      />
    );
  }
  return (
    <div className="mt-4 flex flex-col gap-10 pb-4">
      {recent.list.length > 0 && <RecentSearchList recent={recent} onPick={onSearch} />}
      {searches.length > 0 && <TrendingSearches searches={searches} onPick={onSearch} />}
      {brands.length > 0 && <PopularBrands brands={brands} onPick={onPickBrand} />}
    </div>
  );
}

function RecentSearchList({ recent, onPick }: { recent: RecentSearches; onPick: (query: string) => void }) {
  return (
    <section aria-labelledby="recent-searches" className="max-w-xl">
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

/** What many people searched lately, as chips that search it. */
export function TrendingSearches({
  searches,
  onPick,
  title = 'Trending searches',
}: {
  searches: readonly string[];
  onPick: (query: string) => void;
  title?: string;
}) {
  return (
    <section aria-labelledby="trending-searches">
      <h2 id="trending-searches" className="flex items-center gap-2 text-lg font-semibold">
        <TrendingUp aria-hidden className="size-5 text-ink-muted" />
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {searches.map((query) => (
          <li key={query}>
            <button
              type="button"
              onClick={() => onPick(query)}
              className="inline-flex h-10 items-center rounded-full border border-line bg-surface px-4 text-[15px] font-medium text-ink transition hover:border-ink/30 hover:bg-sand"
            >
              {query}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Brands people liked and saved lately, each a picture of one of its products; picking one searches it. */
function PopularBrands({
  brands,
  onPick,
}: {
  brands: readonly PopularBrand[];
  onPick: (brand: string) => void;
}) {
  return (
    <section aria-labelledby="popular-brands">
      <h2 id="popular-brands" className="flex items-center gap-2 text-lg font-semibold">
        <Tag aria-hidden className="size-5 text-ink-muted" />
        Popular brands
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Liked and saved the most in the last 30 days</p>
      <ul className="-mx-4 mt-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-8 md:gap-4 md:overflow-visible md:px-0">
        {brands.map((brand) => (
          <li key={brand.name} className="w-28 shrink-0 snap-start md:w-auto">
            <button type="button" onClick={() => onPick(brand.name)} className="group block w-full text-left">
              <span className="block aspect-square overflow-hidden rounded-2xl bg-sand">
                {brand.imageUrl ? (
                  <img
                    src={mediaVariant(brand.imageUrl, 320)}
                    srcSet={mediaSrcSet(brand.imageUrl)}
                    sizes={gridImageSizes(0.5)}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition duration-500 ease-out group-hover:scale-[1.03]"
                  />
                ) : (
                  <span className="flex size-full items-center justify-center text-ink-subtle">
                    <Tag aria-hidden className="size-7" strokeWidth={1.5} />
                  </span>
                )}
              </span>
              <span className="mt-2 line-clamp-2 text-[13px] leading-4 font-semibold tracking-wide break-words text-ink uppercase">
                {brand.name}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
