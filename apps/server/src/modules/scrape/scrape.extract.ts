import { CURRENCY_DECIMALS, type Currency, type Gender, type ScrapedProduct } from '@stylebook/contracts';
import * as cheerio from 'cheerio';
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';

/**
 * Pure extraction of a product from a store page (DESIGN.md §6): no network, no clock. Sources are read in
 * order (schema.org JSON-LD, microdata, Open Graph and product meta, Shopify product JSON, heuristics) and
 * each field takes the first source that has it. Images stay the store's absolute URLs here; the service
 * downloads and re-stores them.
 */

/** What one source found; every field may be missing. */
interface Found {
  name?: string | null;
  description?: string | null;
  brand?: string | null;
  price?: number | null;
  currency?: Currency | null;
  gender?: Gender | null;
  /** Text that may name a gender (category, product type, tags), read after breadcrumbs. */
  categoryText?: string[];
  images?: string[];
  /** The source says this is a product (a Product type, og:type product, a Shopify product). */
  isProduct?: boolean;
}

export interface Extraction {
  /** The product with the store's own absolute image URLs. */
  product: ScrapedProduct;
  /** False when the page has no product signal at all: no Product type, no og product, no price. */
  isProduct: boolean;
}

export interface ExtractOptions {
  /** The store's Shopify product JSON (`<product-url>.js`) when the page is a Shopify product page. */
  shopifyJson?: unknown;
}

const MAX_DESCRIPTION = 300;
const MAX_IMAGES = 20;

export function extractProduct(html: string, pageUrl: string, options: ExtractOptions = {}): Extraction {
  const $ = cheerio.load(html);
  const page = new URL(pageUrl);
  const currencyHint = currencyOfHost(page.hostname);
  const jsonLd = readJsonLd($);
  const sources: Found[] = [
    fromJsonLd(jsonLd, pageUrl, currencyHint),
    fromMicrodata($, pageUrl, currencyHint),
    fromMeta($, pageUrl, currencyHint),
  ];
  if (options.shopifyJson !== undefined) {
    sources.push(fromShopifyJson(options.shopifyJson, pageUrl, shopifyCurrency(html) ?? currencyHint));
  }
  const structuredImages = sources.flatMap((source) => source.images ?? []);
  const heuristics = fromHeuristics($, pageUrl, currencyHint, structuredImages.length === 0);
  sources.push(heuristics);

  const first = <K extends keyof Found>(key: K): NonNullable<Found[K]> | null => {
    for (const source of sources) {
      const value = source[key];
      if (value !== undefined && value !== null && value !== '') return value as NonNullable<Found[K]>;
    }
    return null;
  };

  const priceSource = sources.find((source) => source.price != null);
  const siteName = cleanText(meta($, 'og:site_name')) ?? cleanText(meta($, 'application-name'));
  const host = page.hostname.replace(/^www\./, '');
  const name = first('name');
  const description = name ?? firstSentence(first('description'));
  const breadcrumbs = [...breadcrumbsOfJsonLd(jsonLd), ...breadcrumbsOfPage($)];
  const gender =
    first('gender') ??
    genderOfTexts([breadcrumbs.join(' / ')]) ??
    genderOfTexts(sources.flatMap((source) => source.categoryText ?? [])) ??
    genderOfTexts([name ?? '']) ??
    genderOfTexts([safeDecode(page.pathname).replace(/[-_/+.]/g, ' ')]);

  const product: ScrapedProduct = {
    url: pageUrl,
    canonicalUrl: canonicalizeUrl(canonicalOf($, page)),
    description: description ? truncate(description, MAX_DESCRIPTION) : null,
    // A store selling its own label often names no brand: its og:site_name is the best guess then.
    brand: first('brand') ?? siteName,
    price: priceSource?.price ?? null,
    currency: priceSource?.currency ?? first('currency'),
    gender,
    images: uniqueImages([...structuredImages, ...(heuristics.images ?? [])]).map((url) => ({ url })),
    siteName: siteName ?? host,
  };
  const isProduct = sources.some((source) => source.isProduct) || product.price !== null;
  return { product, isProduct };
}

// ---------------------------------------------------------------------------------------------------
// Prices

export interface ParsedPrice {
  /** In major units, rounded to the currency's decimals (two when the currency is unknown). */
  amount: number;
  /** Null when the text names a currency this app does not support, or none and no hint was given. */
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

function roundTo(value: number, currency: Currency | null): number {
  const scale = 10 ** (currency ? CURRENCY_DECIMALS[currency] : 2);
  return Math.round(value * scale) / scale;
}

/** A price from structured data: numbers and "1299.00" as they are, anything else read like page text. */
function structuredPrice(
  value: unknown,
  currency: Currency | null,
  hint: Currency | null,
): { price: number | null; currency: Currency | null } {
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
function currencyOfHost(hostname: string): Currency | null {
  if (/\.au$/.test(hostname)) return 'AUD';
  if (/\.hk$/.test(hostname)) return 'HKD';
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Gender

const WOMEN = new Set([
  'women',
  'womens',
  'womenswear',
  'mujeres',
  'wanita',
  'perempuan',
  'woman',
  'ladies',
  'lady',
  'female',
  'femme',
  'femmes',
  'damen',
  'mujer',
  'donna',
  'donne',
]);
const MEN = new Set([
  'men',
  'mens',
  'menswear',
  'hombres',
  'pria',
  'man',
  'male',
  'homme',
  'hommes',
  'herren',
  'hombre',
  'uomo',
]);
const UNISEX = new Set(['unisex', 'genderless', 'gender-neutral']);
/** Words that are not split by spaces in the languages they come from. */
const WOMEN_WORDS = ['レディース', '여성', '여자'];
const MEN_WORDS = ['メンズ', '남성', '남자'];
const UNISEX_WORDS = ['ユニセックス', '남녀공용'];

/**
 * The gender one piece of text names, by whole words, so "women" is never read as "men". Text naming both
 * decides nothing (a menu listing "Women Men" says nothing about the product).
 */
export function genderOfText(text: string): Gender | null {
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  const words = lower.split(/[^a-z\u00c0-\u024f-]+/).flatMap((word) => [word, ...word.split('-')]);
  const says = (set: Set<string>, scripts: string[]) =>
    words.some((word) => set.has(word)) || scripts.some((word) => lower.includes(word));
  if (says(UNISEX, UNISEX_WORDS)) return 'UNISEX';
  const women = says(WOMEN, WOMEN_WORDS);
  const men = says(MEN, MEN_WORDS);
  if (women && men) return null;
  if (women) return 'WOMENSWEAR';
  if (men) return 'MENSWEAR';
  return null;
}

function genderOfTexts(texts: string[]): Gender | null {
  for (const text of texts) {
    const gender = text ? genderOfText(text) : null;
    if (gender) return gender;
  }
  return null;
}

/** schema.org `suggestedGender`/`gender` or Facebook's `product:gender`: "female", "Male", schema.org URLs. */
function explicitGender(value: unknown): Gender | null {
  const text = asText(value)
    ?.toLowerCase()
    .replace(/^https?:\/\/schema\.org\//, '');
  if (!text) return null;
  if (text === 'female' || text === 'women' || text === 'womens') return 'WOMENSWEAR';
  if (text === 'male' || text === 'men' || text === 'mens') return 'MENSWEAR';
  if (text === 'unisex') return 'UNISEX';
  return genderOfText(text);
}

// ---------------------------------------------------------------------------------------------------
// URLs

/** Query parameters that track a visit rather than name a product. `variant` stays: it names the variant. */
const TRACKING_PARAMS = new Set([
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'igshid',
  'ref',
  'ref_src',
  'referrer',
  '_ga',
  '_gl',
  '_ke',
  'srsltid',
  'mkt_tok',
  'spm',
  'scm',
  'si',
  '_pos',
  '_sid',
  '_ss',
  'trk',
  'cmpid',
  'epik',
]);
const TRACKING_PREFIXES = ['utm_', 'mc_', 'pk_', 'hsa_', 'oly_'];

/**
 * The stable form of a product URL, so the same product saved from two links shares one canonical URL:
 * tracking parameters and the fragment removed, host lower-cased, remaining parameters sorted.
 */
export function canonicalizeUrl(raw: string): string {
  const url = new URL(raw);
  url.hash = '';
  const kept = [...url.searchParams].filter(([key]) => {
    const lower = key.toLowerCase();
    return !TRACKING_PARAMS.has(lower) && !TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
  });
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(kept).toString();
  return url.toString();
}

function canonicalOf($: CheerioAPI, page: URL): string {
  for (const candidate of [$('link[rel~="canonical"]').attr('href'), meta($, 'og:url')]) {
    const url = absoluteUrl(candidate, page.toString());
    // A canonical pointing at the home page of a product page is a theme bug, not the product's URL.
    if (url && !(new URL(url).pathname === '/' && page.pathname !== '/')) return url;
  }
  return page.toString();
}

function absoluteUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.startsWith('data:')) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Drops repeats of one image at another size: same host and path, other query (Shopify `?width=`). */
function uniqueImages(urls: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const url of urls) {
    const { host, pathname } = new URL(url);
    const key = `${host}${pathname}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(url);
    if (result.length >= MAX_IMAGES) break;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------
// JSON-LD

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readJsonLd($: CheerioAPI): JsonObject[] {
  const nodes: JsonObject[] = [];
  $('script').each((_, element) => {
    const type = $(element).attr('type')?.toLowerCase().trim();
    if (type !== 'application/ld+json') return;
    const text = $(element).text();
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      try {
        // Stores often leave raw line breaks inside strings, which JSON does not allow.
        data = JSON.parse(Array.from(text, (char) => (char < ' ' ? ' ' : char)).join(''));
      } catch {
        return;
      }
    }
    collectNodes(data, nodes, 0);
  });
  return nodes;
}

/** Every object in the data, top-level arrays, `@graph` and nested entities (mainEntity, itemListElement) alike. */
function collectNodes(data: unknown, into: JsonObject[], depth: number): void {
  if (depth > 8) return;
  if (Array.isArray(data)) {
    for (const item of data) collectNodes(item, into, depth + 1);
    return;
  }
  if (!isObject(data)) return;
  into.push(data);
  for (const [key, value] of Object.entries(data)) {
    if (key === '@graph' || key === 'mainEntity' || key === 'mainEntityOfPage' || key === 'hasVariant') {
      collectNodes(value, into, depth + 1);
    }
  }
}

function typesOf(node: JsonObject): string[] {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^.*[/:#]/, ''));
}

const PRODUCT_TYPES = new Set([
  'Product',
  'ProductGroup',
  'IndividualProduct',
  'ProductModel',
  'SomeProducts',
]);

function asText(value: unknown): string | null {
  if (typeof value === 'string') return cleanText(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return asText(value[0]);
  if (isObject(value)) return asText(value.name ?? value['@value']);
  return null;
}

function imagesOf(value: unknown, base: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => imagesOf(item, base));
  if (isObject(value)) return imagesOf(value.contentUrl ?? value.url ?? value['@id'], base);
  const url = absoluteUrl(value, base);
  return url ? [url] : [];
}

/** The first offer with a price: offers may be one Offer, a list, or an AggregateOffer (lowPrice). */
function priceOfOffers(
  offers: unknown,
  hint: Currency | null,
): { price: number | null; currency: Currency | null } {
  const list = Array.isArray(offers) ? offers : [offers];
  let currencyOnly: Currency | null = null;
  for (const offer of list) {
    if (!isObject(offer)) continue;
    const specification = Array.isArray(offer.priceSpecification)
      ? offer.priceSpecification[0]
      : offer.priceSpecification;
    const spec = isObject(specification) ? specification : {};
    const currency = toCurrency(offer.priceCurrency ?? spec.priceCurrency);
    const found = structuredPrice(offer.price ?? offer.lowPrice ?? spec.price, currency, hint);
    if (found.price !== null) return found;
    if (offer.offers) {
      const nested = priceOfOffers(offer.offers, currency ?? hint);
      if (nested.price !== null) return { price: nested.price, currency: nested.currency ?? currency };
    }
    currencyOnly ??= currency;
  }
  return { price: null, currency: currencyOnly };
}

function fromJsonLd(nodes: JsonObject[], pageUrl: string, hint: Currency | null): Found {
  const products = nodes.filter((node) => typesOf(node).some((type) => PRODUCT_TYPES.has(type)));
  const product = products[0];
  if (!product) return {};
  // A ProductGroup keeps its offers on its variants; look there when the group has none.
  const offerSources = [product, ...products.slice(1)];
  let price: number | null = null;
  let currency: Currency | null = null;
  for (const source of offerSources) {
    const found = priceOfOffers(source.offers, hint);
    currency ??= found.currency;
    if (found.price !== null) {
      price = found.price;
      currency = found.currency ?? currency;
      break;
    }
  }
  const audience = isObject(product.audience) ? product.audience : {};
  return {
    name: asText(product.name),
    description: asText(product.description),
    brand: asText(product.brand) ?? asText(product.manufacturer),
    price,
    currency,
    gender: explicitGender(audience.suggestedGender ?? product.suggestedGender ?? product.gender),
    categoryText: [asText(product.category)].filter((text): text is string => text !== null),
    images: products.flatMap((node) => imagesOf(node.image, pageUrl)),
    isProduct: true,
  };
}

function breadcrumbsOfJsonLd(nodes: JsonObject[]): string[] {
  const list = nodes.find((node) => typesOf(node).includes('BreadcrumbList'));
  if (!list || !Array.isArray(list.itemListElement)) return [];
  return list.itemListElement
    .map((item) => (isObject(item) ? (asText(item.name) ?? asText(item.item)) : null))
    .filter((name): name is string => name !== null);
}

// ---------------------------------------------------------------------------------------------------
// Microdata

function fromMicrodata($: CheerioAPI, pageUrl: string, hint: Currency | null): Found {
  const scope = $('[itemscope][itemtype]')
    .filter((_, element) =>
      /schema\.org\/(?:Product|IndividualProduct|ProductModel)\b/i.test($(element).attr('itemtype') ?? ''),
    )
    .first();
  if (scope.length === 0) return {};
  const own = (name: string) => ownProps($, scope, name);
  const offers = own('offers').first();
  const offerScope = offers.length > 0 ? offers : scope;
  const offerProp = (name: string) => $(offerScope).find(`[itemprop~="${name}"]`).first();
  const currency = toCurrency(valueOf($, offerProp('priceCurrency')));
  const priceElement = offerProp('price').length > 0 ? offerProp('price') : offerProp('lowPrice');
  const { price, currency: priceCurrency } = structuredPrice(valueOf($, priceElement), currency, hint);
  const brand = own('brand').first();
  const brandName = brand.is('[itemscope]')
    ? valueOf($, brand.find('[itemprop~="name"]').first())
    : valueOf($, brand);
  return {
    name: cleanText(valueOf($, own('name').first())),
    description: cleanText(valueOf($, own('description').first())),
    brand: cleanText(brandName),
    price,
    currency: priceCurrency ?? currency,
    categoryText: own('category')
      .toArray()
      .map((element) => cleanText(valueOf($, $(element))))
      .filter((text): text is string => text !== null),
    images: own('image')
      .toArray()
      .flatMap((element) => imagesOf(valueOf($, $(element)), pageUrl)),
    isProduct: true,
  };
}

/** The `itemprop=name` elements of this item itself, not of items nested in it (its brand, its offers). */
function ownProps($: CheerioAPI, scope: Cheerio<AnyNode>, name: string): Cheerio<AnyNode> {
  const root = scope.get(0);
  return scope.find(`[itemprop~="${name}"]`).filter((_, element) => {
    const owner = $(element).parent().closest('[itemscope]').get(0);
    return owner === root;
  });
}

/** An itemprop's value: `content`, then the URL attribute of media and links, then the text. */
function valueOf($: CheerioAPI, element: Cheerio<AnyNode>): string | null {
  if (element.length === 0) return null;
  const content = element.attr('content');
  if (content !== undefined) return content;
  // Lazy-loaded images keep the real URL in data-src and a placeholder in src.
  for (const attribute of ['data-src', 'src', 'href']) {
    const value = element.attr(attribute);
    if (value !== undefined && element.is('img, link, a, source')) return value;
  }
  return element.text();
}

// ---------------------------------------------------------------------------------------------------
// Open Graph and product meta

function meta($: CheerioAPI, key: string): string | null {
  return metaAll($, key)[0] ?? null;
}

function metaAll($: CheerioAPI, key: string): string[] {
  return $('meta')
    .filter((_, element) => {
      const node = $(element);
      const name = (node.attr('property') ?? node.attr('name') ?? node.attr('itemprop') ?? '').toLowerCase();
      return name === key;
    })
    .toArray()
    .map((element) => $(element).attr('content')?.trim() ?? '')
    .filter((content) => content !== '');
}

function fromMeta($: CheerioAPI, pageUrl: string, hint: Currency | null): Found {
  const ogType = meta($, 'og:type')?.toLowerCase() ?? '';
  const currency = toCurrency(
    meta($, 'product:price:currency') ??
      meta($, 'og:price:currency') ??
      meta($, 'product:sale_price:currency'),
  );
  let found = structuredPrice(
    meta($, 'product:price:amount') ?? meta($, 'og:price:amount') ?? meta($, 'product:sale_price:amount'),
    currency,
    hint,
  );
  if (found.price === null) {
    // Twitter cards: twitter:label1 "Price", twitter:data1 "$120.00".
    for (const index of [1, 2]) {
      if (/price/i.test(meta($, `twitter:label${index}`) ?? '')) {
        const parsed = parsePrice(meta($, `twitter:data${index}`) ?? '', currency ?? hint);
        if (parsed) found = { price: parsed.amount, currency: parsed.currency };
      }
    }
  }
  const images = [
    ...metaAll($, 'og:image:secure_url'),
    ...metaAll($, 'og:image'),
    ...metaAll($, 'og:image:url'),
  ].flatMap((url) => imagesOf(url, pageUrl));
  const siteName = cleanText(meta($, 'og:site_name'));
  const title = cleanText(meta($, 'og:title'));
  return {
    // "Wool Coat | Acme" → "Wool Coat" when Acme is the site's name.
    name: siteName && title ? withoutSuffix(title, siteName) : title,
    description: cleanText(meta($, 'og:description')),
    brand: cleanText(meta($, 'product:brand') ?? meta($, 'og:brand')),
    price: found.price,
    currency: found.currency ?? currency,
    gender: explicitGender(meta($, 'product:gender') ?? meta($, 'product:target_gender')),
    categoryText: [meta($, 'product:category')].filter((text): text is string => text !== null),
    images: images.length > 0 ? images : imagesOf(meta($, 'twitter:image'), pageUrl),
    isProduct: /product/.test(ogType) || found.price !== null,
  };
}

// ---------------------------------------------------------------------------------------------------
// Shopify

/** Marks every Shopify storefront carries. */
export function isShopifyPage(html: string): boolean {
  return /cdn\.shopify\.com|Shopify\.shop\s*=|window\.ShopifyAnalytics|shopify-checkout-api-token|shopify-digital-wallet/.test(
    html,
  );
}

/** `https://shop/products/handle.js` for a Shopify product URL, else null (only product pages have one). */
export function shopifyJsonUrl(pageUrl: string): string | null {
  const url = new URL(pageUrl);
  const path = url.pathname.replace(/\/+$/, '');
  if (!/\/products\/[^/]+$/.test(path) || path.endsWith('.js')) return null;
  return `${url.origin}${path}.js`;
}

/** The storefront's currency as the Shopify theme script states it (`Shopify.currency = {"active":"EUR"}`). */
function shopifyCurrency(html: string): Currency | null {
  const match =
    /Shopify\.currency\s*=\s*\{[^}]*"active"\s*:\s*"([A-Z]{3})"/.exec(html) ??
    /"currency"\s*:\s*"([A-Z]{3})"/.exec(html);
  return match ? toCurrency(match[1]) : null;
}

/**
 * Reads Shopify product JSON: the `.js` shape (prices in cents as integers, images as URLs) or the `.json`
 * shape (`{product: {variants: [{price: "12.00"}], images: [{src}]}}`).
 */
export function fromShopifyJson(json: unknown, pageUrl: string, currency: Currency | null): Found {
  const data = isObject(json) && isObject(json.product) ? json.product : json;
  if (!isObject(data) || (typeof data.title !== 'string' && typeof data.handle !== 'string')) return {};
  const variants = Array.isArray(data.variants) ? data.variants.filter(isObject) : [];
  let price: number | null = null;
  const rawPrice = data.price ?? variants[0]?.price;
  if (typeof rawPrice === 'number' && rawPrice > 0) {
    // Shopify's `.js` amounts are cents in every currency (¥12,800 is 1280000).
    price = roundTo(rawPrice / 100, currency);
  } else if (typeof rawPrice === 'string') {
    price = structuredPrice(rawPrice, currency, null).price;
  }
  const tags = Array.isArray(data.tags)
    ? data.tags
    : typeof data.tags === 'string'
      ? data.tags.split(',')
      : [];
  return {
    name: asText(data.title),
    description: cleanText(htmlToText(asText(data.description) ?? asText(data.body_html) ?? '')),
    brand: asText(data.vendor),
    price,
    currency: price !== null ? currency : null,
    categoryText: [asText(data.type) ?? asText(data.product_type), ...tags.map(asText)].filter(
      (text): text is string => text !== null,
    ),
    images: imagesOf(
      Array.isArray(data.images)
        ? data.images.map((image) => (isObject(image) ? image.src : image))
        : data.featured_image,
      pageUrl,
    ),
    isProduct: true,
  };
}

function htmlToText(html: string): string {
  return html ? cheerio.load(html).root().text() : '';
}

// ---------------------------------------------------------------------------------------------------
// Heuristics

const NOT_PRODUCT_IMAGE =
  /logo|icon|sprite|spinner|loader|placeholder|pixel|avatar|badge|payment|flag|banner|rating|star/i;
const MIN_IMAGE_SIDE = 300;

function fromHeuristics($: CheerioAPI, pageUrl: string, hint: Currency | null, wantImages: boolean): Found {
  const heading = $('main h1, [role="main"] h1, article h1, h1').first();
  const container = productContainer($, heading);
  const title = cleanText($('title').first().text())?.replace(/\s+[|–—-]\s+[^|–—-]+$/, '') ?? null;
  return {
    name: cleanText(heading.text()) ?? title,
    description: cleanText(meta($, 'description')),
    brand: cleanText(container.find('[class*="brand" i], [data-brand]').first().text()),
    ...priceNear($, container, hint),
    images: wantImages ? largeImages($, container.length > 0 ? container : $('body'), pageUrl) : [],
  };
}

/** The element around the title that holds the product's price and pictures: the title's nearest
 * ancestor (up to five levels up) that also contains a price-like element or a picture. */
function productContainer($: CheerioAPI, heading: Cheerio<AnyNode>): Cheerio<AnyNode> {
  if (heading.length === 0) return $('main').first().length > 0 ? $('main').first() : $('body');
  let current: Cheerio<AnyNode> = heading;
  for (let level = 0; level < 5; level++) {
    const parent = current.parent();
    if (parent.length === 0 || parent.is('body, html')) break;
    current = parent;
    if (current.find(PRICE_SELECTOR).length > 0 && current.find('img').length > 0) return current;
  }
  return current;
}

const PRICE_SELECTOR = '[class*="price" i], [id*="price" i], [data-price], [itemprop="price"]';
const NOT_CURRENT_PRICE = /compare|was|old|original|regular|strike|before|rrp|msrp/i;

function priceNear(
  $: CheerioAPI,
  container: Cheerio<AnyNode>,
  hint: Currency | null,
): Pick<Found, 'price' | 'currency'> {
  for (const scope of [container, $('body')]) {
    const candidates = scope
      .find(PRICE_SELECTOR)
      .filter((_, element) => {
        const node = $(element);
        const labels = `${node.attr('class') ?? ''} ${node.attr('id') ?? ''}`;
        return !NOT_CURRENT_PRICE.test(labels) && !node.is('s, del') && node.closest('s, del').length === 0;
      })
      .toArray();
    for (const element of candidates) {
      // Only the element's own text, without a struck-through old price printed inside it.
      const node = $(element).clone();
      node.find('s, del, [class*="compare" i], [class*="was" i], [class*="old" i]').remove();
      const text = cleanText(node.text());
      const parsed = text && /\d/.test(text) ? parsePrice(text, hint) : null;
      if (parsed) return { price: parsed.amount, currency: parsed.currency };
    }
  }
  return {};
}

function largeImages($: CheerioAPI, scope: Cheerio<AnyNode>, pageUrl: string): string[] {
  const urls: string[] = [];
  scope.find('img').each((_, element) => {
    const image = $(element);
    const source =
      image.attr('data-zoom-image') ??
      image.attr('data-large_image') ??
      largestOfSrcset(image.attr('srcset') ?? image.attr('data-srcset')) ??
      image.attr('data-src') ??
      image.attr('src');
    const url = absoluteUrl(source, pageUrl);
    if (!url || /\.svg(?:$|\?)/i.test(url)) return;
    const label = `${url} ${image.attr('class') ?? ''} ${image.attr('alt') ?? ''} ${image.attr('id') ?? ''}`;
    if (NOT_PRODUCT_IMAGE.test(label)) return;
    const width = Number(image.attr('width'));
    const height = Number(image.attr('height'));
    if ((width > 0 && width < MIN_IMAGE_SIDE) || (height > 0 && height < MIN_IMAGE_SIDE)) return;
    urls.push(url);
  });
  return urls;
}

function largestOfSrcset(srcset: string | undefined): string | undefined {
  if (!srcset) return undefined;
  let best: { url: string; size: number } | undefined;
  for (const candidate of srcset.split(/,\s+/)) {
    const [url, descriptor = '1x'] = candidate.trim().split(/\s+/);
    if (!url) continue;
    const size = Number.parseFloat(descriptor) * (descriptor.endsWith('x') ? 1000 : 1);
    if (!best || size > best.size) best = { url, size };
  }
  return best?.url;
}

/** Breadcrumb trails by their usual names, including Japanese (topic-path, pankuzu) and Cafe24 themes. */
const BREADCRUMB_SELECTOR = [
  '[aria-label*="breadcrumb" i]',
  '[class*="breadcrumb" i]',
  '[id*="breadcrumb" i]',
  '[class*="topic-path" i]',
  '[class*="topicpath" i]',
  '[class*="pankuzu" i]',
  '.xans-product-headcategory',
].join(', ');

function breadcrumbsOfPage($: CheerioAPI): string[] {
  return $(BREADCRUMB_SELECTOR)
    .slice(0, 4)
    .toArray()
    .map((element) => cleanText($(element).text()))
    .filter((text): text is string => text !== null);
}

// ---------------------------------------------------------------------------------------------------
// Text

function cleanText(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = decodeEntities(value).replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** JSON-LD strings sometimes carry HTML entities ("Women&#39;s"); decode the common ones. */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function withoutSuffix(title: string, siteName: string): string {
  for (const separator of [' | ', ' – ', ' — ', ' - ']) {
    const suffix = `${separator}${siteName}`;
    if (title.endsWith(suffix) && title.length > suffix.length) return title.slice(0, -suffix.length);
  }
  return title;
}

function firstSentence(text: string | null): string | null {
  if (!text) return null;
  const match = /^(.+?[.!?])(?:\s|$)/.exec(text);
  return match?.[1] ?? text;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}
