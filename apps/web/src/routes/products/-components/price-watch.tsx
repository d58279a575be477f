import { useQuery } from '@tanstack/react-query';
import { APP_LOCALE, formatPrice } from '@stylebook/contracts';
import type { Product } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { BellRing, Check } from 'lucide-react';
import { useId } from 'react';
import { useRequireAuth } from '../../../auth/require-auth';
import { buttonClasses } from '../../../components/ui/button';
import { priceHistoryQueryOptions, useTogglePriceWatch } from '../../../queries/products';
import { CHART_HEIGHT, CHART_WIDTH, dropPercent, priceChartOf } from './price-chart';

// In the app's language and UTC, as the server draws it: the page hydrates to the same text anywhere.
const dayFormat = new Intl.DateTimeFormat(APP_LOCALE, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * The product's price, with the store's latest drop when its last change was one: the new price, the old one
 * struck through and how much it fell. The drop shows only while the product still has the dropped price.
 */
export function ProductPrice({ product }: { product: Pick<Product, 'id' | 'price' | 'currency'> }) {
  const { data: history } = useQuery(priceHistoryQueryOptions(product.id));
  const drop = history?.drop;
  const dropped = drop && drop.price === product.price && drop.currency === product.currency ? drop : null;
  return (
    <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="product-price">
      <span className={clsx('text-xl font-semibold', dropped && 'text-accent')}>
        {formatPrice(product.price, product.currency)}
      </span>
      {dropped && (
        <>
          <del className="text-base text-ink-muted">
            <span className="sr-only">Was </span>
            {formatPrice(dropped.previousPrice, dropped.currency)}
          </del>
          <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-bold text-accent">
            Price dropped {dropPercent(dropped.previousPrice, dropped.price)}%
          </span>
        </>
      )}
    </p>
  );
}

/**
 * "Watch price": an alert when the price drops or the product is back in stock. Signed-out people are asked
 * to sign in first, as for like and save.
 */
export function WatchPriceButton({ productId }: { productId: string }) {
  const requireAuth = useRequireAuth();
  const { data: history } = useQuery(priceHistoryQueryOptions(productId));
  const toggle = useTogglePriceWatch(productId);
  const watching = history?.watchedByMe ?? false;
  return (
    <div className="mt-4">
      <button
        type="button"
        aria-pressed={watching}
        onClick={() => {
          // One request at a time: the next tap waits for the answer to the last.
          if (!toggle.isPending) requireAuth(() => toggle.mutate(!watching));
        }}
        className={buttonClasses({
          variant: watching ? 'primary' : 'outline',
          className: 'px-4',
        })}
      >
        {watching ? <Check aria-hidden className="size-4" /> : <BellRing aria-hidden className="size-4" />}
        Watch price
      </button>
      <p className="mt-2 text-sm text-ink-muted" aria-live="polite">
        {watching ? "We'll tell you when the price drops or it's back in stock." : ''}
      </p>
    </div>
  );
}

/** A small chart of the store's price over time, hidden until there are two prices to compare. */
export function PriceHistoryChart({ productId }: { productId: string }) {
  const { data: history } = useQuery(priceHistoryQueryOptions(productId));
  const chart = history && priceChartOf(history, (date) => dayFormat.format(date));
  const titleId = useId();
  if (!chart) return null;
  const format = (price: number) => formatPrice(price, chart.currency);
  return (
    <figure className="mt-8 rounded-2xl border border-line bg-surface p-4" aria-labelledby={titleId}>
      <figcaption>
        <h2 id={titleId} className="text-sm font-semibold text-ink">
          Price history
        </h2>
        <p className="mt-1 text-sm text-ink-muted" data-testid="price-summary">
          {chart.summary}
        </p>
      </figcaption>
      <svg
        viewBox={`-4 -4 ${CHART_WIDTH + 8} ${CHART_HEIGHT + 8}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${chart.summary}. Lowest ${format(chart.lowest)}, highest ${format(chart.highest)}.`}
        className="mt-3 h-24 w-full overflow-visible"
      >
        <path
          d={chart.path}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          strokeLinejoin="round"
          className="text-accent"
        />
        <circle cx={chart.end.x} cy={chart.end.y} r={3.5} className="fill-accent" />
      </svg>
      <p className="mt-2 flex justify-between text-xs text-ink-muted">
        <span>Lowest {format(chart.lowest)}</span>
        <span>Highest {format(chart.highest)}</span>
      </p>
    </figure>
  );
}
