import { textOfHtml, type DomDocument, type DomParent } from './dom.ts';
import type { Found } from './found.ts';
import { currencyCode, roundTo, structuredPrice } from './price.ts';
import { asText, cleanText, isObject } from './text.ts';
import { imagesOf } from './url.ts';

/**
 * Shopify storefronts: how to recognise one, where its product JSON is, and what that JSON says. Fetching the
 * JSON is the caller's business (the server's guarded fetch, the extension's own); this file only reads it.
 */

/** Elements every Shopify storefront carries: assets on Shopify's CDN and its wallet and checkout metas. */
const SHOPIFY_ELEMENTS = [
  '[src*="cdn.shopify.com"]',
  '[href*="cdn.shopify.com"]',
  '[srcset*="cdn.shopify.com"]',
  '[content*="cdn.shopify.com"]',
  'meta[name="shopify-checkout-api-token"]',
  'meta[name="shopify-digital-wallet"]',
].join(', ');
/** What the storefront's own scripts set up. */
const SHOPIFY_SCRIPT = /cdn\.shopify\.com|Shopify\.shop\s*=|window\.ShopifyAnalytics/;

export function isShopifyPage(document: DomParent): boolean {
  return (
    document.querySelector(SHOPIFY_ELEMENTS) !== null ||
    scriptTexts(document).some((text) => SHOPIFY_SCRIPT.test(text))
  );
}

/** `https://shop/products/handle.js` for a Shopify product URL, else null (only product pages have one). */
export function shopifyJsonUrl(pageUrl: string): string | null {
  const url = new URL(pageUrl);
  const path = url.pathname.replace(/\/+$/, '');
  if (!/\/products\/[^/]+$/.test(path) || path.endsWith('.js')) return null;
  return `${url.origin}${path}.js`;
}

/** The storefront's currency as its scripts state it (`Shopify.currency = {"active":"EUR"}`). */
export function shopifyCurrency(document: DomParent): string | null {
  const scripts = scriptTexts(document).join('\n');
  const match =
    /Shopify\.currency\s*=\s*\{[^}]*"active"\s*:\s*"([A-Z]{3})"/.exec(scripts) ??
    /"currency"\s*:\s*"([A-Z]{3})"/.exec(scripts);
  return match ? currencyCode(match[1]) : null;
}

function scriptTexts(document: DomParent): string[] {
  return Array.from(document.querySelectorAll('script'), (script) => script.textContent ?? '');
}

/**
 * Reads Shopify product JSON: the `.js` shape (prices in cents as integers, images as URLs) or the `.json`
 * shape (`{product: {variants: [{price: "12.00"}], images: [{src}]}}`). The page's document only reads the
 * HTML of the description into text.
 */
export function fromShopifyJson(
  json: unknown,
  pageUrl: string,
  currency: string | null,
  document: DomDocument,
): Found {
  const data = isObject(json) && isObject(json.product) ? json.product : json;
  if (!isObject(data) || (typeof data.title !== 'string' && typeof data.handle !== 'string')) return {};
  const variants = Array.isArray(data.variants) ? data.variants.filter(isObject) : [];
  let price: number | null = null;
  const rawPrice = data.price ?? variants[0]?.price;
  if (typeof rawPrice === 'number' && rawPrice > 0) {
    // Shopify's `.js` amounts are cents in every currency (¥12,800 is 1280000).
    price = roundTo(rawPrice / 100, currency);
  } else if (typeof rawPrice === 'string') {
    price = structuredPrice(rawPrice, currency, []).price;
  }
  const tags = Array.isArray(data.tags)
    ? data.tags
    : typeof data.tags === 'string'
      ? data.tags.split(',')
      : [];
  return {
    name: asText(data.title),
    description: cleanText(textOfHtml(document, asText(data.description) ?? asText(data.body_html) ?? '')),
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

/**
 * The product the storefront's analytics script describes on every Shopify product page (`var meta =
 * {"product": {"vendor", "type", "variants": [{"id", "price"}]}}`, prices in cents): the vendor and the
 * price of the variant in the address, without asking the store for its product JSON.
 */
export function fromShopifyAnalytics(document: DomParent, pageUrl: string, currency: string | null): Found {
  for (const text of scriptTexts(document)) {
    const match = /\bvar meta\s*=\s*\{/.exec(text);
    if (!match) continue;
    const data = parseObjectAt(text, match.index + match[0].length - 1);
    const product = isObject(data) && isObject(data.product) ? data.product : null;
    if (!product) continue;
    const variants = Array.isArray(product.variants) ? product.variants.filter(isObject) : [];
    const wanted = new URL(pageUrl).searchParams.get('variant');
    const variant = variants.find((candidate) => String(candidate.id) === wanted) ?? variants[0];
    const cents = variant?.price;
    const price = typeof cents === 'number' && cents > 0 ? roundTo(cents / 100, currency) : null;
    return {
      brand: asText(product.vendor),
      price,
      currency: price !== null ? currency : null,
      categoryText: [asText(product.type)].filter((text): text is string => text !== null),
      isProduct: true,
    };
  }
  return {};
}

/** The JSON object that starts at `start` in a script, read up to its matching brace; undefined if it is not JSON. */
function parseObjectAt(text: string, start: number): unknown {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      try {
        return JSON.parse(text.slice(start, index + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
