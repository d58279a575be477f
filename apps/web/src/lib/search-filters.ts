import { STYLE_LABELS } from '@stylebook/client';
import {
  CURRENCY_DECIMALS,
  DEFAULT_CURRENCY,
  formatPrice,
  QUERY_INTEGER_MAX,
  toMinorUnits,
} from '@stylebook/contracts';
import type { Currency, SearchQuery } from '@stylebook/contracts';
import type { SearchFilters, SearchSortParam } from './search-params';

/** The filters and sort of the products a search shows, as the address holds them. */
export interface ProductSearch extends SearchFilters {
  sort: SearchSortParam;
}

export const SORT_LABELS: Record<SearchSortParam, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  most_liked: 'Most liked',
};

/** Every filter unset: what "Clear all" writes into the address. */
export const NO_FILTERS: Record<keyof SearchFilters, undefined> = {
  style: undefined,
  brand: undefined,
  currency: undefined,
  minPrice: undefined,
  maxPrice: undefined,
};

export const hasFilters = (filters: SearchFilters): boolean =>
  Object.values(pickFilters(filters)).some((value) => value !== undefined);

/** The filters alone, from anything holding them (the screen's search params). */
export function pickFilters({ style, brand, currency, minPrice, maxPrice }: SearchFilters): SearchFilters {
  return { style, brand, currency, minPrice, maxPrice };
}

/** The products' filters and sort as the search API takes them: prices in minor units of their currency. */
export function toApiFilters({
  style,
  brand,
  currency,
  minPrice,
  maxPrice,
  sort,
}: ProductSearch): Partial<SearchQuery> {
  const minor = (price: number | undefined) =>
    currency && price !== undefined ? toMinorUnits(price, currency) : undefined;
  return {
    style,
    brand,
    currency,
    minPrice: minor(minPrice),
    maxPrice: minor(maxPrice),
    sort: sort === 'relevance' ? undefined : sort,
  };
}

/** A price as a filter shows it: `$50`, `$12.50`, `¥1,500`. */
const price = (amount: number, currency: Currency) => formatPrice(amount, currency, 'en');

/** How the price filter reads: "$50 – $200", "From $50", "Up to $200", or "Priced in USD". */
export function priceLabel({ currency, minPrice, maxPrice }: SearchFilters): string | undefined {
  if (!currency) return undefined;
  if (minPrice !== undefined && maxPrice !== undefined) {
    return `${price(minPrice, currency)} – ${price(maxPrice, currency)}`;
  }
  if (minPrice !== undefined) return `From ${price(minPrice, currency)}`;
  if (maxPrice !== undefined) return `Up to ${price(maxPrice, currency)}`;
  return `Priced in ${currency}`;
}

export interface FilterChip {
  /** Which filter it shows. */
  key: 'style' | 'brand' | 'price';
  label: string;
  /** What removing it writes into the address. */
  removal: Partial<SearchFilters>;
}

/** One chip per filter set, each removed on its own; the price chip takes its currency with it. */
export function filterChips(filters: SearchFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.style) {
    chips.push({ key: 'style', label: STYLE_LABELS[filters.style], removal: { style: undefined } });
  }
  if (filters.brand) chips.push({ key: 'brand', label: filters.brand, removal: { brand: undefined } });
  const priced = priceLabel(filters);
  if (priced) {
    chips.push({
      key: 'price',
      label: priced,
      removal: { currency: undefined, minPrice: undefined, maxPrice: undefined },
    });
  }
  return chips;
}

/** The currency most of `currencies` are in (the first one seen wins a tie), or USD when there are none. */
export function mostCommonCurrency(currencies: readonly Currency[]): Currency {
  const counts = new Map<Currency, number>();
  for (const currency of currencies) counts.set(currency, (counts.get(currency) ?? 0) + 1);
  let best: Currency = DEFAULT_CURRENCY;
  let bestCount = 0;
  for (const [currency, count] of counts) {
    if (count > bestCount) [best, bestCount] = [currency, count];
  }
  return best;
}

/** Brands in the order first seen, each once ignoring case, with the one being filtered by among them. */
export function brandChoices(seen: readonly string[], current: string | undefined): string[] {
  const byKey = new Map<string, string>();
  for (const brand of current ? [current, ...seen] : seen) {
    const key = brand.toLowerCase();
    if (!byKey.has(key)) byKey.set(key, brand);
  }
  return [...byKey.values()];
}

type ParsedPrice = { ok: true; value: number | undefined } | { ok: false; message: string };

/** What a person typed into a price field, in major units of `currency`; empty is no bound. */
export function parsePrice(text: string, currency: Currency): ParsedPrice {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  if (cleaned === '') return { ok: true, value: undefined };
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return { ok: false, message: 'Enter a price like 50 or 49.99' };
  const digits = CURRENCY_DECIMALS[currency];
  if ((cleaned.split('.')[1]?.length ?? 0) > digits) {
    return {
      ok: false,
      message: digits === 0 ? `${currency} prices have no decimals` : `Use at most ${digits} decimals`,
    };
  }
  const value = Number(cleaned);
  if (toMinorUnits(value, currency) > QUERY_INTEGER_MAX)
    return { ok: false, message: 'That price is too high' };
  return { ok: true, value };
}
