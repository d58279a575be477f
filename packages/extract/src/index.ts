import type { ScrapedField, ScrapedProduct } from '@stylebook/contracts';
import { textOf, type DomDocument } from './dom.ts';
import { chooseFields, type ChosenFields, type Finding } from './fields.ts';
import { genderOfTexts } from './gender.ts';
import { breadcrumbsOfPage, fromHeuristics, fromLabels, heroImage, readLayout } from './heuristics.ts';
import { breadcrumbsOfJsonLd, fromJsonLd, readJsonLd } from './json-ld.ts';
import { countryOfPage, currencyOfCountry, statedCurrencies, visitorCurrencies } from './locale.ts';
import { fromMeta, readMeta } from './meta.ts';
import { fromMicrodata } from './microdata.ts';
import { readZones } from './page-zones.ts';
import { parsePrice, supportedCurrency, unambiguousCurrency } from './price.ts';
import { LOW_CONFIDENCE, type SourceName } from './score.ts';
import { fromShopifyAnalytics, fromShopifyJson, isShopifyPage, shopifyCurrency } from './shopify.ts';
import { siteNames } from './site.ts';
import { fromStore, storeRulesFor } from './stores.ts';
import { cleanText, firstSentence, safeDecode, truncate } from './text.ts';
import { canonicalizeUrl, canonicalOf, isSiteAsset, uniqueImages } from './url.ts';

export type { DomDocument } from './dom.ts';
export { readAvailability, type AvailabilityOptions } from './availability.ts';
export { detectBlock, type Block, type PageAnswer } from './walls.ts';
export { isShopifyPage, shopifyJsonUrl } from './shopify.ts';
export { absoluteUrl, canonicalizeUrl, uniqueImages } from './url.ts';

/**
 * Pure extraction of a product from a store page (docs/product.md §6): no network, no clock, and the document
 * is only read. Every source is read (schema.org JSON-LD, microdata, Open Graph and product meta, Shopify
 * product JSON, the store's own layout for the marketplaces in stores.ts, labels and heuristics); each field
 * takes the value its sources support best, with a confidence (score.ts). Images stay the store's absolute
 * URLs here; the server downloads and re-stores them.
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
  const jsonLd = readJsonLd(document);
  const meta = readMeta(document);
  const siteName = cleanText(meta.first('og:site_name')) ?? cleanText(meta.first('application-name'));
  const zones = readZones();
  const layout = readLayout(document, siteName, zones);
  const site = siteNames(document, meta, page.hostname);

  // The currencies the visitor sees, most likely first: they settle "$", "¥", "kr" and multi-currency offers.
  const country = countryOfPage(page, meta, document);
  const shopify = options.shopifyJson !== undefined || isShopifyPage(document);
  const storefront = shopify ? shopifyCurrency(document) : null;
  // The price nearest the title names the visitor's currency; the rest may be a currency menu's.
  const shownPrice = layout.prices[0];
  const visibleCurrencies = shownPrice
    ? [unambiguousCurrency(shownPrice)].filter((code): code is string => code !== null)
    : [];
  const preferred = visitorCurrencies({
    country,
    stated: statedCurrencies(jsonLd, document, meta, storefront),
    visible: visibleCurrencies,
  });

  const store = storeRulesFor(page.hostname);
  const findings: Finding[] = [
    { source: 'jsonLd', found: fromJsonLd(jsonLd, pageUrl, preferred) },
    { source: 'microdata', found: fromMicrodata(document, pageUrl, preferred, zones) },
    { source: 'meta', found: fromMeta(meta, pageUrl, preferred) },
  ];
  if (shopify) {
    const currency = storefront ?? preferred[0] ?? null;
    findings.push({ source: 'shopify', found: fromShopifyAnalytics(document, pageUrl, currency) });
    if (options.shopifyJson !== undefined) {
      findings.push({
        source: 'shopify',
        found: fromShopifyJson(options.shopifyJson, pageUrl, currency, document),
      });
    }
  }
  findings.push({ source: 'store', found: fromStore(document, store, pageUrl, preferred) });
  const imagesFrom = (sources: SourceName[]) =>
    findings
      .filter(({ source }) => sources.includes(source))
      .flatMap(({ found }) => found.images ?? [])
      .filter((url) => !isSiteAsset(url));
  // The product's own data first, og:image (chosen for sharing) last: the page's main picture goes between.
  const productImages = imagesFrom(['jsonLd', 'microdata', 'shopify', 'store']);
  const sharingImages = imagesFrom(['meta']);
  const heuristics = fromHeuristics(
    layout,
    document,
    meta,
    pageUrl,
    preferred,
    productImages.length === 0 && sharingImages.length === 0,
  );
  findings.push(
    { source: 'labels', found: fromLabels(document, zones) },
    { source: 'heuristics', found: heuristics },
    { source: 'siteName', found: { brand: site.brand } },
  );

  let pageText: string | undefined;
  const chosen = chooseFields(findings, {
    // Prices found anywhere on the page for want of any near the title say nothing about the product's.
    visiblePrices: layout.nearTitle ? amounts(layout.prices, preferred) : [],
    oldPrices: layout.nearTitle ? amounts(layout.oldPrices, preferred) : [],
    visibleCurrencies,
    localCurrency: currencyOfCountry(country),
    pageText: () =>
      (pageText ??= textOf(document.querySelector('body') ?? document, 'script, style, noscript, template')
        .replace(/\s+/g, ' ')
        .toLowerCase()),
    retailerNames: site.retailerNames,
  });

  const host = page.hostname.replace(/^www\./, '');
  const name = chosen.name.value;
  const description =
    name ?? firstSentence(findings.map(({ found }) => found.description).find(Boolean) ?? null);
  const breadcrumbs = [...breadcrumbsOfJsonLd(jsonLd), ...breadcrumbsOfPage(document)];
  const gender =
    findings.map(({ found }) => found.gender).find(Boolean) ??
    genderOfTexts([breadcrumbs.join(' / ')]) ??
    genderOfTexts(findings.flatMap(({ found }) => found.categoryText ?? [])) ??
    genderOfTexts([name ?? '']) ??
    genderOfTexts([safeDecode(page.pathname).replace(/[-_/+.]/g, ' ')]);
  // Only where the product's own data has no picture: its gallery may show the same photo at another size.
  const hero = productImages.length === 0 ? heroImage(layout, document, pageUrl, name) : null;
  const price = chosen.price.value;
  const currency = price !== null ? chosen.currency.value : null;

  const confidence: Record<ScrapedField, number> = {
    description: chosen.name.confidence,
    brand: chosen.brand.confidence,
    price: chosen.price.confidence,
    currency: supportedCurrency(currency) ? chosen.currency.confidence : 0,
  };
  const product: ScrapedProduct = {
    url: pageUrl,
    canonicalUrl: canonicalizeUrl(canonicalOf(document, meta.first('og:url'), page)),
    description: description ? truncate(description, MAX_DESCRIPTION) : null,
    brand: chosen.brand.value,
    price,
    currency: supportedCurrency(currency),
    gender,
    images: uniqueImages(
      [...productImages, ...(hero ? [hero] : []), ...sharingImages, ...(heuristics.images ?? [])],
      MAX_IMAGES,
    ).map((url) => ({ url })),
    siteName: siteName ?? host,
    lowConfidence: lowConfidence(chosen, confidence, price),
  };
  const isProduct = findings.some(({ found }) => found.isProduct) || product.price !== null;
  return { product, isProduct };
}

function amounts(texts: readonly string[], preferred: readonly string[]): number[] {
  return texts.flatMap((text) => parsePrice(text, preferred)?.amount ?? []);
}

/**
 * The fields found on weak evidence, for the person to check. A field not found at all is not listed (the
 * form shows it empty); a price whose currency the app cannot show, or that the page leaves open, lists the
 * currency, since the form would otherwise fill in its default.
 */
function lowConfidence(
  chosen: ChosenFields,
  confidence: Record<ScrapedField, number>,
  price: number | null,
): ScrapedField[] {
  const found: Record<ScrapedField, boolean> = {
    description: chosen.name.value !== null,
    brand: chosen.brand.value !== null,
    price: price !== null,
    currency: price !== null,
  };
  return (Object.keys(found) as ScrapedField[]).filter(
    (field) => found[field] && confidence[field] < LOW_CONFIDENCE,
  );
}
