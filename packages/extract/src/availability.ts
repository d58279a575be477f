import type { DomParent } from './dom.ts';
import { readJsonLd } from './json-ld.ts';
import { readMeta } from './meta.ts';
import { isObject, type JsonObject } from './text.ts';

/**
 * Whether a store page says its product can be bought now: true (in stock), false (out of stock), or null
 * when the page does not say. Sources in the extraction's order: schema.org JSON-LD `offers.availability`,
 * microdata `itemprop=availability`, `product:availability` / `og:availability` meta, then Shopify's product
 * JSON `available`. A product with several offers (sizes, colours) is in stock when any of them is.
 */

/**
 * schema.org ItemAvailability values that mean a person cannot order it now. Every other known value
 * (InStock, LimitedAvailability, OnlineOnly, InStoreOnly, PreOrder, PreSale, BackOrder, MadeToOrder) can
 * be ordered, so it counts as in stock.
 */
const SCHEMA_OUT_OF_STOCK = new Set(['outofstock', 'soldout', 'discontinued']);
const SCHEMA_IN_STOCK = new Set([
  'instock',
  'limitedavailability',
  'onlineonly',
  'instoreonly',
  'preorder',
  'presale',
  'backorder',
  'madetoorder',
]);

/** What Facebook's and Open Graph's product meta say (`in stock`, `out of stock`, `preorder`, `oos`, …). */
const META_OUT_OF_STOCK = new Set(['outofstock', 'oos', 'soldout', 'discontinued', 'unavailable']);
const META_IN_STOCK = new Set([
  'instock',
  'available',
  'availablefororder',
  'preorder',
  'backorder',
  'limitedavailability',
]);

/** A schema.org value as written (`https://schema.org/InStock`, `InStock`, `in_stock`) to its key. */
function keyOf(value: string): string {
  return value
    .trim()
    .replace(/^.*[/:#]/, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

function schemaAvailability(value: unknown): boolean | null {
  if (typeof value !== 'string') return null;
  const key = keyOf(value);
  if (SCHEMA_IN_STOCK.has(key)) return true;
  if (SCHEMA_OUT_OF_STOCK.has(key)) return false;
  return null;
}

/** Any in stock wins; else out of stock when one said so; else null. */
function anyInStock(verdicts: Iterable<boolean | null>): boolean | null {
  let result: boolean | null = null;
  for (const verdict of verdicts) {
    if (verdict === true) return true;
    if (verdict === false) result = false;
  }
  return result;
}

function typesOf(node: JsonObject): string[] {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.filter((type): type is string => typeof type === 'string').map(keyOf);
}

const PRODUCT_TYPES = new Set([
  'product',
  'productgroup',
  'individualproduct',
  'productmodel',
  'someproducts',
]);

/** The availability of every offer, nested offers (an AggregateOffer's) included. */
function* offerVerdicts(offers: unknown, depth = 0): Generator<boolean | null> {
  if (depth > 4) return;
  for (const offer of Array.isArray(offers) ? offers : [offers]) {
    if (!isObject(offer)) continue;
    yield schemaAvailability(offer.availability);
    if (offer.offers !== undefined) yield* offerVerdicts(offer.offers, depth + 1);
  }
}

/**
 * The page's product is the first Product, as the extraction takes it; a ProductGroup without offers of its
 * own has them on its variants, the Products after it.
 */
function fromJsonLd(document: DomParent): boolean | null {
  const [product, ...variants] = readJsonLd(document).filter((node) =>
    typesOf(node).some((type) => PRODUCT_TYPES.has(type)),
  );
  if (!product) return null;
  return (
    anyInStock(offerVerdicts(product.offers)) ??
    anyInStock(variants.flatMap((variant) => [...offerVerdicts(variant.offers)]))
  );
}

/** The first Product item's offers: `<link itemprop="availability" href="https://schema.org/InStock">`. */
function fromMicrodata(document: DomParent): boolean | null {
  const scope = Array.from(document.querySelectorAll('[itemscope][itemtype]')).find((element) =>
    /schema\.org\/(?:Product|IndividualProduct|ProductModel)\b/i.test(element.getAttribute('itemtype') ?? ''),
  );
  if (!scope) return null;
  return anyInStock(
    Array.from(scope.querySelectorAll('[itemprop~="availability"]'), (element) =>
      schemaAvailability(
        element.getAttribute('content') ?? element.getAttribute('href') ?? element.textContent,
      ),
    ),
  );
}

function fromMeta(document: DomParent): boolean | null {
  const meta = readMeta(document);
  const values = [...meta.all('product:availability'), ...meta.all('og:availability')].map((value) => {
    const key = keyOf(value);
    if (META_IN_STOCK.has(key)) return true;
    if (META_OUT_OF_STOCK.has(key)) return false;
    return null;
  });
  return anyInStock(values);
}

/** Shopify's `.js` (`available` on the product and each variant) or `.json` (variants only) shape. */
function fromShopifyJson(json: unknown): boolean | null {
  const data = isObject(json) && isObject(json.product) ? json.product : json;
  if (!isObject(data)) return null;
  if (typeof data.available === 'boolean') return data.available;
  const variants = Array.isArray(data.variants) ? data.variants.filter(isObject) : [];
  return anyInStock(
    variants.map((variant) => (typeof variant.available === 'boolean' ? variant.available : null)),
  );
}

export interface AvailabilityOptions {
  /** The store's Shopify product JSON, when the page is a Shopify product page. */
  shopifyJson?: unknown;
}

export function readAvailability(document: DomParent, options: AvailabilityOptions = {}): boolean | null {
  return (
    fromJsonLd(document) ??
    fromMicrodata(document) ??
    fromMeta(document) ??
    (options.shopifyJson === undefined ? null : fromShopifyJson(options.shopifyJson))
  );
}
