import { CURRENCY_DECIMALS, type Currency } from '@stylebook/contracts';

/**
 * Prices and currencies as stores print them and as structured data states them. Currencies are ISO 4217
 * codes here, supported by the app or not ("CAD"), so a Canadian dollar is never mistaken for a US one;
 * supportedCurrency() turns a code into the app's Currency at the very end.
 */

export interface ParsedPrice {
  /** In major units, rounded to the currency's decimals (two when the currency is unknown). */
  amount: number;
  /** The ISO code the text names, or null when it names none and the page gave no currency to assume. */
  currency: string | null;
}

/** A price and its currency as one source states them; either may be missing. */
export interface SourcePrice {
  price: number | null;
  currency: string | null;
}

/**
 * Marks that name one currency, most specific first: `HK$` before `$`, `CN¥` before `¥`. A null code means
 * the mark is the code itself.
 */
const CURRENCY_MARKS: [RegExp, string | null][] = [
  [/HK\s?\$|\bHKD\b/i, 'HKD'],
  [/\bAU?\s?\$|\bAUD\b/i, 'AUD'],
  [/\bUS\s?\$|\bUSD\b/i, 'USD'],
  [/\bC(?:A|AD)?\s?\$|\bCAD\b/i, 'CAD'],
  [/\bNZ\s?\$|\bNZD\b/i, 'NZD'],
  [/\bS(?:G)?\$|\bSGD\b/i, 'SGD'],
  [/\bMX\s?\$|\bMXN\b/i, 'MXN'],
  [/\bR\$|\bBRL\b/i, 'BRL'],
  [/\bNT\$|\bTWD\b/i, 'TWD'],
  [/€|\bEUR\b|\beuros?\b/i, 'EUR'],
  [/\bGBP\b/i, 'GBP'],
  [/CN¥|RMB|\bCNY\b|元/i, 'CNY'],
  [/円|\bJPY\b/i, 'JPY'],
  [/₩|원|\bKRW\b/i, 'KRW'],
  [/\bRp\b\.?|\bIDR\b/, 'IDR'],
  [/\bSEK\b/i, 'SEK'],
  [/\bNOK\b/i, 'NOK'],
  [/\bDKK\b/i, 'DKK'],
  [/\bCHF\b/i, 'CHF'],
  [/\bPLN\b|zł/i, 'PLN'],
  [/\bINR\b|₹/i, 'INR'],
  [/\bRUB\b|₽/i, 'RUB'],
  [/\bTRY\b|₺/i, 'TRY'],
  [/\bTHB\b|฿/i, 'THB'],
  [/\bVND\b|₫/i, 'VND'],
  [/\bPHP\b|₱/i, 'PHP'],
  [/\bILS\b|₪/i, 'ILS'],
  [/\b(?:MYR|AED|SAR|ZAR|CZK|HUF|ISK)\b/i, null],
];

/**
 * Marks several countries print for their own currency. The page decides which one it means (its stated
 * currency, else its country's); without either, the most common reading is taken, or none for `kr`.
 */
const SHARED_MARKS: { mark: RegExp; family: readonly string[]; otherwise: string | null }[] = [
  {
    mark: /\$/,
    family: ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'MXN', 'TWD', 'ARS', 'CLP', 'COP'],
    otherwise: 'USD',
  },
  { mark: /[¥￥]/, family: ['JPY', 'CNY'], otherwise: 'JPY' },
  { mark: /£/, family: ['GBP', 'EGP', 'GIP'], otherwise: 'GBP' },
  { mark: /\bkr\b\.?|\bKč\b/i, family: ['SEK', 'NOK', 'DKK', 'ISK', 'CZK'], otherwise: null },
];

/**
 * A printed amount: digits grouped in threes by `.`, `,`, `'` or a space, with optional decimals ("1.299,00",
 * "12 800"), or plain digits with optional decimals ("1299.99"). A space never joins two separate numbers.
 */
const AMOUNT = String.raw`\d{1,3}(?:[.,'\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,3})?(?!\d)`;
const FIRST_AMOUNT = new RegExp(AMOUNT);
const AMOUNT_AFTER_MARK = new RegExp(String.raw`^[\s\u00a0.:]*(${AMOUNT})`);
const AMOUNT_BEFORE_MARK = new RegExp(String.raw`(${AMOUNT})[\s\u00a0]*$`);

interface MarkFound {
  /** The ISO code, or null for a shared mark the page does not settle (`kr` on a page of no country). */
  code: string | null;
  at: number;
  end: number;
}

/** The earliest mark of one currency in the text ("€", "HK$", "USD"). */
function uniqueMarkIn(text: string): MarkFound | null {
  let found: MarkFound | null = null;
  for (const [pattern, code] of CURRENCY_MARKS) {
    const match = pattern.exec(text);
    if (match && (found === null || match.index < found.at)) {
      found = { code: code ?? match[0].toUpperCase(), at: match.index, end: match.index + match[0].length };
    }
  }
  return found;
}

/** The currency mark in the text and what it means on this page; a mark of one currency wins over a shared one. */
function markIn(text: string, preferred: readonly string[]): MarkFound | null {
  const unique = uniqueMarkIn(text);
  if (unique) return unique;
  for (const { mark, family, otherwise } of SHARED_MARKS) {
    const match = mark.exec(text);
    if (!match) continue;
    const code = preferred.find((candidate) => family.includes(candidate)) ?? otherwise;
    return { code, at: match.index, end: match.index + match[0].length };
  }
  return null;
}

/**
 * Reads a price from text as stores print it: "1.299,00 €", "¥12,800", "Rp 450.000", "$1,299.99", "HK$1,280",
 * "AU $ 99.95". `preferred` lists the currencies the page shows its visitor, most likely first (see
 * locale.ts): a shared mark ("$", "¥", "£", "kr") is read as the first of them it can mean, and a bare
 * number as the first of them. Returns null without a number.
 */
export function parsePrice(text: string, preferred: readonly string[] = []): ParsedPrice | null {
  const mark = markIn(text, preferred);
  const currency = mark ? mark.code : (preferred[0] ?? null);
  // The number printed right after the mark, else right before it, else the first one in the text.
  const after = mark ? AMOUNT_AFTER_MARK.exec(text.slice(mark.end)) : null;
  const before = mark ? AMOUNT_BEFORE_MARK.exec(text.slice(0, mark.at)) : null;
  const token = after?.[1] ?? before?.[1] ?? FIRST_AMOUNT.exec(text)?.[0];
  if (!token) return null;
  const amount = parseAmount(token, currency);
  if (amount === null) return null;
  return { amount, currency };
}

/** The currency a text names without help from the page ("€", "HK$", "EUR"), or null (none, or "$"). */
export function unambiguousCurrency(text: string): string | null {
  return uniqueMarkIn(text)?.code ?? null;
}

/** Turns "1.299,00", "12,800", "450.000" or "1 299,5" into a number, deciding which mark is the decimal one. */
function parseAmount(token: string, currency: string | null): number | null {
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

/** Rounds major units to the currency's decimals (two when the app does not know the currency). */
export function roundTo(value: number, currency: string | null): number {
  const supported = supportedCurrency(currency);
  const scale = 10 ** (supported ? CURRENCY_DECIMALS[supported] : 2);
  return Math.round(value * scale) / scale;
}

/** A price from structured data: numbers and "1299.00" as they are, anything else read like page text. */
export function structuredPrice(
  value: unknown,
  currency: string | null,
  preferred: readonly string[],
): SourcePrice {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    return { price: roundTo(value, currency), currency };
  }
  if (typeof value !== 'string' || !value.trim()) return { price: null, currency };
  const plain = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(plain)) {
    const amount = Number(plain);
    return { price: amount > 0 ? roundTo(amount, currency) : null, currency };
  }
  const parsed = parsePrice(plain, currency ? [currency] : preferred);
  return { price: parsed?.amount ?? null, currency: currency ?? parsed?.currency ?? null };
}

/** The ISO code of a currency code or mark as structured data states it ("EUR", "usd", "€"), else null. */
export function currencyCode(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  if (/^[A-Za-z]{3}$/.test(text)) return text.toUpperCase();
  return markIn(text, [])?.code ?? null;
}

/** The app's currency for an ISO code, or null for one it does not support. */
export function supportedCurrency(code: string | null): Currency | null {
  return code !== null && code in CURRENCY_DECIMALS ? (code as Currency) : null;
}
