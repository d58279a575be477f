import type { Currency } from '@stylebook/contracts';

/**
 * What a read of a store page says and what it means (docs/product.md §13): pure, so the job, the history
 * reply and their tests share one rule.
 */

/** What one read of a store page found. */
export interface PriceReading {
  /** Integer minor units; null when the page showed no price. */
  priceMinor: number | null;
  currency: Currency | null;
  /** Null when the page did not say. */
  inStock: boolean | null;
}

/** Whether two readings say the same thing: only a reading that differs becomes a point of the history. */
export function sameReading(a: PriceReading, b: PriceReading): boolean {
  return a.priceMinor === b.priceMinor && a.currency === b.currency && a.inStock === b.inStock;
}

export interface PriceDropChange {
  previousPrice: number;
  newPrice: number;
  currency: Currency;
}

/** A drop: a lower amount in the same currency (a change of currency is no drop, whatever the amounts). */
export function priceDropBetween(previous: PriceReading, latest: PriceReading): PriceDropChange | null {
  if (previous.priceMinor === null || latest.priceMinor === null || latest.currency === null) return null;
  if (previous.currency !== latest.currency || latest.priceMinor >= previous.priceMinor) return null;
  return { previousPrice: previous.priceMinor, newPrice: latest.priceMinor, currency: latest.currency };
}

/** What watchers are told about a read: one thing at most, so nobody hears twice about the same read. */
export type PriceAlert = { kind: 'back_in_stock' } | ({ kind: 'price_drop' } & PriceDropChange);

/**
 * Back in stock (the reading before said out of stock, this one in stock) says the most, and comes with its
 * price; else a drop from the last price the store showed, unless the page says it is sold out. The first
 * reading of a page sets the baseline and tells nobody: the price a person typed when saving it is not the
 * store's.
 */
export function alertFor(
  previous: PriceReading | undefined,
  lastPriced: PriceReading | undefined,
  latest: PriceReading,
): PriceAlert | null {
  if (!previous) return null;
  if (previous.inStock === false && latest.inStock === true) return { kind: 'back_in_stock' };
  if (latest.inStock === false || !lastPriced) return null;
  const drop = priceDropBetween(lastPriced, latest);
  return drop && { kind: 'price_drop', ...drop };
}

/**
 * How long a store's Retry-After asks us to wait, in whole seconds from `now`: the header gives seconds or an
 * HTTP date (RFC 9110 §10.2.3). Null when it is missing or unreadable; a date in the past is 0.
 */
export function retryAfterSeconds(value: string | null, now: Date): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text);
  // Every HTTP date form opens with the day's name; Date.parse alone would take "-5" or "1.5" for dates.
  const at = /^[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
