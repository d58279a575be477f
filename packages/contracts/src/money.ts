// Free of zod, like constants.ts: tiles format prices on the home page's first screen.

/** The supported currencies with their symbols, in the order docs/product.md §9 lists them. */
export const CURRENCIES = [
  { code: 'AUD', symbol: '$' },
  { code: 'USD', symbol: '$' },
  { code: 'EUR', symbol: '€' },
  { code: 'GBP', symbol: '£' },
  { code: 'JPY', symbol: '¥' },
  { code: 'IDR', symbol: 'Rp' },
  { code: 'KRW', symbol: '₩' },
  { code: 'HKD', symbol: 'HK$' },
] as const;

export const CURRENCY_CODES = ['AUD', 'USD', 'EUR', 'GBP', 'JPY', 'IDR', 'KRW', 'HKD'] as const;

/** A currency code: the same union as common.ts's `Currency`, whose zod schema is built from this file. */
type Currency = (typeof CURRENCY_CODES)[number];

export const DEFAULT_CURRENCY: Currency = 'USD';

/** Digits after the decimal point; prices are stored as integer minor units (docs/product.md §5). */
export const CURRENCY_DECIMALS: Record<Currency, number> = {
  AUD: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  IDR: 0,
  KRW: 0,
  HKD: 2,
};

export function toMinorUnits(amount: number, currency: Currency): number {
  return Math.round(amount * 10 ** CURRENCY_DECIMALS[currency]);
}

export function fromMinorUnits(minor: number, currency: Currency): number {
  return minor / 10 ** CURRENCY_DECIMALS[currency];
}

export interface CurrencyFormatOptions {
  locale?: string | undefined;
  minimumFractionDigits: number;
  signDisplay?: 'auto' | 'exceptZero';
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The locale prices are written in unless a caller names one: the app's language. A page drawn on the server
 * and the browser that hydrates it must write the same text, whatever locale either runs in.
 */
export const APP_LOCALE = 'en';

/**
 * A currency formatter, built once per currency and options: building an Intl.NumberFormat costs far more
 * than formatting with one, and a feed formats a price on every tile.
 */
export function currencyFormat(
  currency: Currency,
  { locale = APP_LOCALE, minimumFractionDigits, signDisplay = 'auto' }: CurrencyFormatOptions,
): Intl.NumberFormat {
  const key = `${locale}|${currency}|${minimumFractionDigits}|${signDisplay}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits,
      maximumFractionDigits: CURRENCY_DECIMALS[currency],
      signDisplay,
    });
    currencyFormats.set(key, format);
  }
  return format;
}

export function formatPrice(amount: number, currency: Currency, locale?: string): string {
  const minimumFractionDigits = Number.isInteger(amount) ? 0 : CURRENCY_DECIMALS[currency];
  return currencyFormat(currency, { locale, minimumFractionDigits }).format(amount);
}

/** Integer minor units as a price reads in a sentence (`$12.99`, `$3`, `¥1,500`): mails, notices, errors. */
export const formatMinorUnits = (amount: number, currency: Currency, locale?: string): string =>
  formatPrice(fromMinorUnits(amount, currency), currency, locale);
