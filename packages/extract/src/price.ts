import { CURRENCY_DECIMALS, type Currency } from '@stylebook/contracts';

/** Prices and currencies as stores print them and as structured data states them. */

export interface ParsedPrice {
  /** In major units, rounded to the currency's decimals (two when the currency is unknown). */
  amount: number;
  /** Null when the text names a currency this app does not support, or none and no hint was given. */
  currency: Currency | null;
}

/** A price and its currency as one source states them; either may be missing. */
export interface SourcePrice {
  price: number | null;
  currency: Currency | null;
}

/** Currency marks, most specific first: `HK$` before `$`, `CN¥` before `¥`. Null marks an unsupported one. */
const CURRENCY_MARKS: [RegExp, Currency | null][] = [
  [/HK\$|\bHKD\b/i, 'HKD'],
  [/\bAU?\$|\bAUD\b/i, 'AUD'],
  [/\bUS\$|\bUSD\b/i, 'USD'],
  [/\b(?:C|CA|NZ|S|SG|MX|R|NT)\$|\b(?:CAD|NZD|SGD|MXN|BRL|TWD)\b/i, null],
  [/€|\bEUR\b|\beuros?\b/i, 'EUR'],
  [/£|\bGBP\b/i, 'GBP'],
  [/CN¥|RMB|\bCNY\b|元/i, null],
  [/[¥￥円]|\bJPY\b/i, 'JPY'],
  [/₩|원|\bKRW\b/i, 'KRW'],
  [/\bRp\b\.?|\bIDR\b/, 'IDR'],
  [
    /\b(?:CHF|SEK|NOK|DKK|PLN|INR|RUB|TRY|THB|VND|MYR|PHP|AED|SAR|ZAR|CZK|HUF|ILS)\b|\bkr\b|zł|₹|₽|₺|฿|₫|₱|₪/i,
    null,
  ],
];

const DOLLAR_CURRENCIES = new Set<Currency>(['USD', 'AUD', 'HKD']);
/**
 * A printed amount: digits grouped in threes by `.`, `,`, `'` or a space, with optional decimals ("1.299,00",
 * "12 800"), or plain digits with optional decimals ("1299.99"). A space never joins two separate numbers.
 */
const AMOUNT = String.raw`\d{1,3}(?:[.,'\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,3})?(?!\d)`;
const FIRST_AMOUNT = new RegExp(AMOUNT);
const AMOUNT_AFTER_MARK = new RegExp(String.raw`^[\s\u00a0.:]*(${AMOUNT})`);
const AMOUNT_BEFORE_MARK = new RegExp(String.raw`(${AMOUNT})[\s\u00a0]*$`);

/**
 * Reads a price from text as stores print it: "1.299,00 €", "¥12,800", "Rp 450.000", "$1,299.99", "HK$1,280",
 * "AU$ 99.95". A bare `$` is the hint currency when that is a dollar, else USD. Returns null without a number.
 */
export function parsePrice(text: string, hintCurrency?: Currency | null): ParsedPrice | null {
  let currency: Currency | null | undefined;
  let markAt = -1;
  let markEnd = -1;
  for (const [pattern, code] of CURRENCY_MARKS) {
    const match = pattern.exec(text);
    if (match) {
      currency = code;
      markAt = match.index;
      markEnd = match.index + match[0].length;
      break;
    }
  }
  if (currency === undefined) {
    const dollar = text.indexOf('$');
    if (dollar >= 0) {
      currency = hintCurrency && DOLLAR_CURRENCIES.has(hintCurrency) ? hintCurrency : 'USD';
      markAt = dollar;
      markEnd = dollar + 1;
    } else {
      currency = hintCurrency ?? null;
    }
  }
  // The number printed right after the mark, else right before it, else the first one in the text.
  const after = markEnd >= 0 ? AMOUNT_AFTER_MARK.exec(text.slice(markEnd)) : null;
  const before = markAt >= 0 ? AMOUNT_BEFORE_MARK.exec(text.slice(0, markAt)) : null;
  const token = after?.[1] ?? before?.[1] ?? FIRST_AMOUNT.exec(text)?.[0];
  if (!token) return null;
  const amount = parseAmount(token, currency);
  if (amount === null) return null;
  return { amount, currency };
}

/** Turns "1.299,00", "12,800", "450.000" or "1 299,5" into a number, deciding which mark is the decimal one. */
function parseAmount(token: string, currency: Currency | null): number | null {
  const digits = token.replace(/[\s\u00a0\u202f']/g, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let normalized: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimalMark = lastDot > lastComma ? '.' : ',';
    const [whole, fraction] = splitAt(digits, decimalMark === '.' ? lastDot : lastComma);
    normalized = `${whole.replace(/[.,]/g, '')}.${fraction}`;
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const at = Math.max(lastDot, lastComma);
    const count = digits.split(mark).length - 1;
    const fractionDigits = digits.length - at - 1;
    // "12,800" and "450.000" group thousands; "99.95" and "1,5" carry decimals.
    const groupsThousands = count > 1 || fractionDigits === 3;
    normalized = groupsThousands
      ? digits.replaceAll(mark, '')
      : `${digits.slice(0, at).replaceAll(mark, '')}.${digits.slice(at + 1)}`;
  } else {
    normalized = digits;
  }
  const value = Number(normalized);
  if (!Number.isFinite(value) || value <= 0) return null;
  return roundTo(value, currency);
}

function splitAt(text: string, index: number): [string, string] {
  return [text.slice(0, index), text.slice(index + 1)];
}

/** Rounds major units to the currency's decimals (two when the currency is unknown). */
export function roundTo(value: number, currency: Currency | null): number {
  const scale = 10 ** (currency ? CURRENCY_DECIMALS[currency] : 2);
  return Math.round(value * scale) / scale;
}

/** A price from structured data: numbers and "1299.00" as they are, anything else read like page text. */
export function structuredPrice(
  value: unknown,
  currency: Currency | null,
  hint: Currency | null,
): SourcePrice {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    return { price: roundTo(value, currency), currency };
  }
  if (typeof value !== 'string' || !value.trim()) return { price: null, currency };
  const plain = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(plain)) return { price: roundTo(Number(plain), currency), currency };
  const parsed = parsePrice(plain, currency ?? hint);
  return { price: parsed?.amount ?? null, currency: currency ?? parsed?.currency ?? null };
}

/** Maps a currency code or mark ("EUR", "€", "usd") to a supported currency, else null. */
export function toCurrency(value: unknown): Currency | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  const upper = text.toUpperCase();
  if (/^[A-Z]{3}$/.test(upper)) return upper in CURRENCY_DECIMALS ? (upper as Currency) : null;
  for (const [pattern, code] of CURRENCY_MARKS) if (pattern.test(text)) return code;
  return text === '$' ? 'USD' : null;
}

/** A bare `$` on a shop in Australia or Hong Kong is that country's dollar. */
export function currencyOfHost(hostname: string): Currency | null {
  if (/\.au$/.test(hostname)) return 'AUD';
  if (/\.hk$/.test(hostname)) return 'HKD';
  return null;
}
