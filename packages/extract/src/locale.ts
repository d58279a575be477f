import type { DomParent } from './dom.ts';
import type { MetaTags } from './meta.ts';
import { currencyCode } from './price.ts';
import { isObject, type JsonObject } from './text.ts';

/**
 * Which country a page is for and which currencies it shows its visitor, so a bare "$" on a Canadian shop is
 * a Canadian dollar and an offer list in three currencies gives the one the visitor pays in.
 */

const EUROZONE = 'AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK';
const COUNTRY_CURRENCY: Record<string, string> = {
  ...Object.fromEntries(EUROZONE.split(' ').map((country) => [country, 'EUR'])),
  US: 'USD',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  SG: 'SGD',
  HK: 'HKD',
  MX: 'MXN',
  TW: 'TWD',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  BR: 'BRL',
  GB: 'GBP',
  JP: 'JPY',
  CN: 'CNY',
  KR: 'KRW',
  ID: 'IDR',
  SE: 'SEK',
  NO: 'NOK',
  DK: 'DKK',
  IS: 'ISK',
  CZ: 'CZK',
  CH: 'CHF',
  PL: 'PLN',
  IN: 'INR',
  EG: 'EGP',
};

/** Country domains sold to anyone (.co, .io, .me, …): they say nothing about where the shop sells. */
const VANITY_DOMAINS = new Set(
  'co io ai me tv fm ly to cc ws la so gg vc sh ac st nu im sc gl gd ms cx tk ml ga cf gq'.split(' '),
);
/** Languages spoken mostly in one country, for pages that give a language and no region. */
const LANGUAGE_COUNTRY: Record<string, string> = {
  ja: 'JP',
  ko: 'KR',
  zh: 'CN',
  id: 'ID',
  sv: 'SE',
  da: 'DK',
  nb: 'NO',
  nn: 'NO',
  no: 'NO',
  is: 'IS',
  cs: 'CZ',
  pl: 'PL',
  de: 'DE',
  fr: 'FR',
  it: 'IT',
  nl: 'NL',
  es: 'ES',
  pt: 'PT',
};

function knownCountry(code: string | undefined): string | null {
  if (!code) return null;
  const upper = code.toUpperCase() === 'UK' ? 'GB' : code.toUpperCase();
  return upper in COUNTRY_CURRENCY ? upper : null;
}

/** "en_CA", "en-ca", "zh-Hant-HK" → the region; "ja" → the country of the language when it has one. */
function countryOfLocale(locale: string | null, byLanguage: boolean): string | null {
  if (!locale) return null;
  const parts = locale.trim().split(/[-_]/);
  const region = parts.slice(1).find((part) => /^[a-z]{2}$/i.test(part));
  if (region) return knownCountry(region);
  return byLanguage ? knownCountry(LANGUAGE_COUNTRY[parts[0]!.toLowerCase()]) : null;
}

/**
 * The country the page is for: its country domain (a shop on .ca sells in Canada, whatever its theme's
 * `lang` says), then a locale in its path (`/en-ca/`, `/uk/`), `og:locale`, `<html lang>` with a region,
 * and last the country of `<html lang>`'s language alone.
 */
export function countryOfPage(url: URL, meta: MetaTags, document: DomParent): string | null {
  const tld = url.hostname.split('.').pop() ?? '';
  if (!VANITY_DOMAINS.has(tld)) {
    const country = knownCountry(tld);
    if (country) return country;
  }
  for (const segment of url.pathname.split('/').slice(1, 3)) {
    const country = /^[a-z]{2}$/i.test(segment)
      ? knownCountry(segment)
      : /^[a-z]{2}[-_][a-z]{2}$/i.test(segment)
        ? countryOfLocale(segment, false)
        : null;
    if (country) return country;
  }
  const lang = document.querySelector('html')?.getAttribute('lang') ?? null;
  return (
    countryOfLocale(meta.first('og:locale'), false) ??
    countryOfLocale(lang, false) ??
    countryOfLocale(lang, true)
  );
}

export function currencyOfCountry(country: string | null): string | null {
  return country ? (COUNTRY_CURRENCY[country] ?? null) : null;
}

/**
 * Every currency the page's data states, in page order: schema.org `priceCurrency` in JSON-LD and
 * microdata, product meta tags, the storefront's own setting.
 */
export function statedCurrencies(
  jsonLd: JsonObject[],
  document: DomParent,
  meta: MetaTags,
  storefront: string | null,
): string[] {
  const codes: (string | null)[] = [storefront];
  const visit = (value: unknown, depth: number) => {
    if (depth > 8) return;
    if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
    else if (isObject(value))
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'priceCurrency') codes.push(currencyCode(inner));
        else visit(inner, depth + 1);
      }
  };
  visit(jsonLd, 0);
  for (const element of Array.from(document.querySelectorAll('[itemprop="priceCurrency"]'))) {
    codes.push(currencyCode(element.getAttribute('content') ?? element.textContent));
  }
  for (const key of ['product:price:currency', 'og:price:currency', 'product:sale_price:currency']) {
    codes.push(currencyCode(meta.first(key)));
  }
  return [...new Set(codes.filter((code): code is string => code !== null))];
}

/**
 * The currencies the page shows its visitor, most likely first: those its visible prices print
 * unmistakably ("€", "HK$"), its country's when its data states that one among several, the ones its data
 * states, and its country's.
 */
export function visitorCurrencies(page: {
  country: string | null;
  stated: readonly string[];
  visible: readonly string[];
}): string[] {
  const local = currencyOfCountry(page.country);
  const localStated = local !== null && page.stated.includes(local) ? [local] : [];
  return [...new Set([...page.visible, ...localStated, ...page.stated, ...(local ? [local] : [])])];
}
