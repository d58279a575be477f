import type { ScrapedProduct } from '@stylebook/contracts';
import type { DomDocument } from './dom.ts';
import type { Found } from './found.ts';
import { genderOfTexts } from './gender.ts';
import { breadcrumbsOfPage, fromHeuristics } from './heuristics.ts';
import { breadcrumbsOfJsonLd, fromJsonLd, readJsonLd } from './json-ld.ts';
import { fromMeta, readMeta } from './meta.ts';
import { fromMicrodata } from './microdata.ts';
import { currencyOfHost } from './price.ts';
import { fromShopifyJson, shopifyCurrency } from './shopify.ts';
import { cleanText, firstSentence, safeDecode, truncate } from './text.ts';
import { canonicalizeUrl, canonicalOf, uniqueImages } from './url.ts';

export type { DomDocument } from './dom.ts';
export { readAvailability, type AvailabilityOptions } from './availability.ts';
export { isShopifyPage, shopifyJsonUrl } from './shopify.ts';
export { absoluteUrl, canonicalizeUrl, uniqueImages } from './url.ts';

/**
 * Pure extraction of a product from a store page (DESIGN.md §6): no network, no clock, and the document is
 * only read. Sources are read in order (schema.org JSON-LD, microdata, Open Graph and product meta, Shopify
 * product JSON, heuristics) and each field takes the first source that has it. Images stay the store's
 * absolute URLs here; the server downloads and re-stores them.
 */

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

/**
 * Reads the product on a page: `document` is the browser's own on a live page, or parseHtml(html) from
 * '@stylebook/extract/parse-html' where there is only the HTML; `pageUrl` is the page's address.
 */
export function extractProduct(
  document: DomDocument,
  pageUrl: string,
  options: ExtractOptions = {},
): Extraction {
  const page = new URL(pageUrl);
  const currencyHint = currencyOfHost(page.hostname);
  const jsonLd = readJsonLd(document);
  const meta = readMeta(document);
  const sources: Found[] = [
    fromJsonLd(jsonLd, pageUrl, currencyHint),
    fromMicrodata(document, pageUrl, currencyHint),
    fromMeta(meta, pageUrl, currencyHint),
  ];
  if (options.shopifyJson !== undefined) {
    const currency = shopifyCurrency(document) ?? currencyHint;
    sources.push(fromShopifyJson(options.shopifyJson, pageUrl, currency, document));
  }
  const structuredImages = sources.flatMap((source) => source.images ?? []);
  const heuristics = fromHeuristics(document, meta, pageUrl, currencyHint, structuredImages.length === 0);
  sources.push(heuristics);

  const first = <K extends keyof Found>(key: K): NonNullable<Found[K]> | null => {
    for (const source of sources) {
      const value = source[key];
      if (value !== undefined && value !== null && value !== '') return value as NonNullable<Found[K]>;
    }
    return null;
  };

  const priceSource = sources.find((source) => source.price != null);
  const siteName = cleanText(meta.first('og:site_name')) ?? cleanText(meta.first('application-name'));
  const host = page.hostname.replace(/^www\./, '');
  const name = first('name');
  const description = name ?? firstSentence(first('description'));
  const breadcrumbs = [...breadcrumbsOfJsonLd(jsonLd), ...breadcrumbsOfPage(document)];
  const gender =
    first('gender') ??
    genderOfTexts([breadcrumbs.join(' / ')]) ??
    genderOfTexts(sources.flatMap((source) => source.categoryText ?? [])) ??
    genderOfTexts([name ?? '']) ??
    genderOfTexts([safeDecode(page.pathname).replace(/[-_/+.]/g, ' ')]);

  const product: ScrapedProduct = {
    url: pageUrl,
    canonicalUrl: canonicalizeUrl(canonicalOf(document, meta.first('og:url'), page)),
    description: description ? truncate(description, MAX_DESCRIPTION) : null,
    // A store selling its own label often names no brand: its og:site_name is the best guess then.
    brand: first('brand') ?? siteName,
    price: priceSource?.price ?? null,
    currency: priceSource?.currency ?? first('currency'),
    gender,
    images: uniqueImages([...structuredImages, ...(heuristics.images ?? [])], MAX_IMAGES).map((url) => ({
      url,
    })),
    siteName: siteName ?? host,
  };
  const isProduct = sources.some((source) => source.isProduct) || product.price !== null;
  return { product, isProduct };
}
