import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorScreenMessage } from '../../components/error-message';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useOnVisible } from '../../lib/use-on-visible';

export type TileShape = 'portrait' | 'square';

interface FeedGridProps<T> {
  /** Pages of an offset-paged feed (Featured) or a cursor-paged one (Following): only their items are read. */
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  getKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  tileShape: TileShape;
  empty: { icon: ReactNode; title: string; description: string };
  /** Shown instead of `empty` when given: a screen of its own for a feed with nothing in it. */
  emptyContent?: ReactNode;
}

/** Image grid (docs/product.md §17): 2 columns up to 768px wide, 5 above. */
export const GRID_CLASSES = 'grid grid-cols-2 gap-x-3 gap-y-6 grid5:grid-cols-5 grid5:gap-x-5 grid5:gap-y-8';
const SKELETON_TILES = 10;
/** Tiles in the first row of the widest grid load at once, first; the rest wait until they near the viewport. */
export const EAGER_TILES = 5;

/** An infinitely scrolling grid over a paged feed, with its loading, empty and error states. */
export function FeedGrid<T>({ query, getKey, renderItem, tileShape, empty, emptyContent }: FeedGridProps<T>) {
  const {
    data,
    status,
    error,
    refetch,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
    isFetchNextPageError,
  } = query;
  // Re-armed after every page, so a sentinel still in view after a short page loads the next one too.
  const sentinel = useOnVisible<HTMLDivElement>(
    () => void fetchNextPage(),
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  );

  if (status === 'pending') return <SkeletonGrid tileShape={tileShape} />;

  // A failed first page; a failed later page keeps the grid and offers a retry below it.
  if (!data) {
    return (
      <EmptyState
        icon={<RotateCw aria-hidden className="size-6" strokeWidth={1.75} />}
        title="We couldn't load this feed"
        description={errorScreenMessage(error)}
        action={
          <button
            type="button"
            onClick={() => void refetch()}
            className={buttonClasses({ className: 'mt-6' })}
          >
            Retry
          </button>
        }
      />
    );
  }

  const items = data.pages.flatMap((page) => page.items);
  if (items.length === 0) return emptyContent ?? <EmptyState {...empty} />;

  return (
    <>
      <ul className={GRID_CLASSES}>
        {items.map((item, index) => (
          <li key={getKey(item)}>{renderItem(item, index)}</li>
        ))}
        {isFetchingNextPage && <SkeletonTiles tileShape={tileShape} count={5} />}
      </ul>
      <div ref={sentinel} aria-hidden className="h-px" />
      {isFetchNextPageError && (
        <div className="flex justify-center py-8">
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            className={buttonClasses({ variant: 'outline' })}
          >
            Retry
          </button>
        </div>
      )}
      {!hasNextPage && items.length > 0 && (
        <p className="py-12 text-center text-sm text-ink-subtle">You&apos;re all caught up</p>
      )}
    </>
  );
}

function SkeletonGrid({ tileShape }: { tileShape: TileShape }) {
  return (
    <ul aria-busy="true" aria-label="Loading" className={GRID_CLASSES}>
      <SkeletonTiles tileShape={tileShape} count={SKELETON_TILES} />
    </ul>
  );
}

/** Placeholder tiles while a grid or rail loads, each an `<li>` (with `className`, e.g. a rail's width). */
export function SkeletonTiles({
  tileShape,
  count,
  className,
}: {
  tileShape: TileShape;
  count: number;
  className?: string;
}) {
  return Array.from({ length: count }, (_, index) => (
    <li key={index} aria-hidden className={clsx('animate-pulse', className)}>
      <div
        className={clsx('rounded-2xl bg-sand', tileShape === 'portrait' ? 'aspect-[4/5]' : 'aspect-square')}
      />
      <div className="mt-3 h-2.5 w-1/3 rounded-full bg-sand" />
      <div className="mt-2 h-2.5 w-3/4 rounded-full bg-sand" />
      <div className="mt-2 h-2.5 w-1/4 rounded-full bg-sand" />
    </li>
  ));
}
