/**
 * Search parameters of the screens (docs/product.md §14), read by plain functions (TanStack Router's
 * `validateSearch` takes one). Every field falls back to its default: a hand-edited or stale URL never
 * throws. They do without zod because every route's search validation is part of the first load, where even
 * zod/mini would cost 15 KB gzip of the 120 KB budget (issue 12).
 *
 * The router parses values as JSON first, so `?state=123` arrives as a number: text fields accept it.
 */
import type { SearchSchemaInput } from '@tanstack/react-router';
import { CURRENCY_CODES, CURRENCY_DECIMALS, QUERY_INTEGER_MAX, toMinorUnits } from '@stylebook/contracts';
import type { Currency, Gender } from '@stylebook/contracts';

/**
 * A route's `validateSearch`. Links may leave any field out (the declared input, which `SearchSchemaInput`
 * tells the router to use); a URL may hold anything, so `read` sees the raw values.
 */
export function searchReader<T>(
  read: (search: Record<string, unknown>) => T,
): (search: Partial<T> & SearchSchemaInput) => T {
  return (search) => read(search as Record<string, unknown>);
}

function optionalText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function textOrEmpty(value: unknown): string {
  return optionalText(value) ?? '';
}

export function integerIn(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback;
}

function oneOf<const T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((candidate) => candidate === value);
}

export type HomeTab = 1 | 2;

export const homeSearch = searchReader((search) => ({ tab: integerIn(search.tab, 1, 2, 1) as HomeTab }));

export const returnToPathSearch = searchReader((search) => ({
  returnToPath: optionalText(search.returnToPath),
}));

export const extensionAuthCheckSearch = searchReader((search) => ({
  state: optionalText(search.state),
  source: optionalText(search.source),
}));

export const extensionAuthCallbackSearch = searchReader((search) => ({
  state: optionalText(search.state),
  source: optionalText(search.source),
  token: optionalText(search.token),
  refreshToken: optionalText(search.refreshToken),
  error: optionalText(search.error),
}));

export const createLookSearch = searchReader((search) => ({
  collectionId: optionalText(search.collectionId),
  from: optionalText(search.from),
}));

export const verifyEmailSearch = searchReader((search) => ({
  oobCode: optionalText(search.oobCode),
  continueUrl: optionalText(search.continueUrl),
}));

export const resetPasswordSearch = searchReader((search) => ({ oobCode: textOrEmpty(search.oobCode) }));

export const forgotPasswordSentSearch = searchReader((search) => ({ email: textOrEmpty(search.email) }));

export const emailActionSearch = searchReader((search) => ({
  mode: optionalText(search.mode),
  oobCode: optionalText(search.oobCode),
  continueUrl: optionalText(search.continueUrl),
  lang: optionalText(search.lang),
}));

/**
 * /share: what a phone's share sheet sends to the installed app (the manifest's `share_target`). Apps fill
 * the three fields as they please; the screen looks for the store link in them (lib/shared-link.ts).
 */
export const shareTargetSearch = searchReader((search) => ({
  title: optionalText(search.title),
  text: optionalText(search.text),
  url: optionalText(search.url),
}));

const TOP_UP_RESULTS = ['success', 'cancelled'] as const;

/** `?topUp=success|cancelled`: where Stripe Checkout sends the person back to. */
export const walletSearch = searchReader((search) => ({ topUp: oneOf(TOP_UP_RESULTS, search.topUp) }));

export const SEARCH_TABS = ['all', 'products', 'collections', 'looks', 'people'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export const SEARCH_STYLES = ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'] as const satisfies readonly Gender[];
export const SEARCH_SORTS = ['relevance', 'newest', 'most_liked'] as const;
export type SearchSortParam = (typeof SEARCH_SORTS)[number];

/** The longest brand the search API takes. */
const MAX_BRAND_LENGTH = 100;

/**
 * What narrows the products of a search, as the address holds it: prices in major units of `currency`, as a
 * person reads them (`minPrice=50` is 50 dollars), converted to minor units only for the API.
 */
export interface SearchFilters {
  style?: Gender | undefined;
  brand?: string | undefined;
  currency?: Currency | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

/** A brand to filter by: text of at most 100 characters once trimmed. */
function brandOf(value: unknown): string | undefined {
  const brand = optionalText(value)?.trim();
  return brand && brand.length <= MAX_BRAND_LENGTH ? brand : undefined;
}

/** A price in major units: not negative, with no more decimals than the currency has. */
function priceIn(value: unknown, currency: Currency): number | undefined {
  const price =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  if (!Number.isFinite(price) || price < 0) return undefined;
  const minor = toMinorUnits(price, currency);
  if (minor > QUERY_INTEGER_MAX || Math.abs(minor / 10 ** CURRENCY_DECIMALS[currency] - price) > 1e-9) {
    return undefined;
  }
  return price;
}

/** The product filters of a URL. A price needs its currency (prices are never converted), and a highest
 * price below the lowest is dropped. */
export function readSearchFilters(search: Record<string, unknown>): SearchFilters {
  const currency = oneOf(CURRENCY_CODES, search.currency);
  const minPrice = currency && priceIn(search.minPrice, currency);
  const maxPrice = currency && priceIn(search.maxPrice, currency);
  return {
    style: oneOf(SEARCH_STYLES, search.style),
    brand: brandOf(search.brand),
    currency,
    minPrice,
    maxPrice: minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice ? undefined : maxPrice,
  };
}

/**
 * /search: the query (`?q=`, so a search can be shared), the tab of results showing, and the products'
 * filters and sort.
 */
export const searchScreenSearch = searchReader((search) => ({
  q: textOrEmpty(search.q),
  tab: oneOf(SEARCH_TABS, search.tab) ?? 'all',
  ...readSearchFilters(search),
  sort: oneOf(SEARCH_SORTS, search.sort) ?? 'relevance',
}));

export const DASHBOARD_RANGES = ['7d', '30d', '12m', 'custom'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/**
 * /settings/dashboard: a preset range (the last 7 days, 30 days or 12 months, ending today in UTC), or
 * `custom` with `from` and `to` (YYYY-MM-DD, checked by the screen, which says what is wrong with them).
 */
export const dashboardSearch = searchReader((search) => ({
  range: oneOf(DASHBOARD_RANGES, search.range) ?? '30d',
  from: optionalText(search.from),
  to: optionalText(search.to),
}));

/** `/unsubscribe?token=…`: the signed token of a notifications mail's unsubscribe link. */
export const unsubscribeSearch = searchReader((search) => ({ token: optionalText(search.token) }));
