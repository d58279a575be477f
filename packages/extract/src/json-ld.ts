import type { DomParent } from './dom.ts';
import type { Found } from './found.ts';
import { explicitGender } from './gender.ts';
import { pickOffer, type OfferPrice } from './offers.ts';
import { currencyCode, structuredPrice } from './price.ts';
import { asText, isObject, type JsonObject } from './text.ts';
import { imagesOf } from './url.ts';

/** schema.org data in `<script type="application/ld+json">`: the Product and the BreadcrumbList. */

/** Every object in the page's JSON-LD, in document order (see collectNodes). */
export function readJsonLd(document: DomParent): JsonObject[] {
  const nodes: JsonObject[] = [];
  for (const script of Array.from(document.querySelectorAll('script'))) {
    const type = script.getAttribute('type')?.toLowerCase().trim() ?? '';
    if (!type.startsWith('application/ld+json')) continue;
    const data = parseScript(script.textContent ?? '');
    if (data !== undefined) collectNodes(data, nodes, 0);
  }
  return nodes;
}

/**
 * The JSON of a script as stores write it: plain, with raw line breaks inside strings (which JSON does not
 * allow), or wrapped in `<!-- -->`, `//<![CDATA[ … //]]>` or a block comment, from themes that still hide scripts
 * from old browsers. Undefined when it is not JSON at all.
 */
function parseScript(text: string): unknown {
  const openers = (['{', '['] as const)
    .map((opener) => ({ opener, at: text.indexOf(opener) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  for (const { opener, at } of openers) {
    const end = text.lastIndexOf(opener === '{' ? '}' : ']');
    if (end < at) continue;
    const json = text.slice(at, end + 1);
    for (const candidate of [json, Array.from(json, (char) => (char < ' ' ? ' ' : char)).join('')]) {
      try {
        return JSON.parse(candidate);
      } catch {
        // Not JSON this way; the next way may be.
      }
    }
  }
  return undefined;
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

/** The node's types without their vocabulary prefix, lower-cased: `"Product"`, `"schema:product"` → product. */
function typesOf(node: JsonObject): string[] {
  const key = Object.keys(node).find((name) => name.toLowerCase() === '@type');
  const value = key ? node[key] : undefined;
  return (Array.isArray(value) ? value : [value])
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^.*[/:#]/, '').toLowerCase());
}

const PRODUCT_TYPES = new Set([
  'product',
  'productgroup',
  'individualproduct',
  'productmodel',
  'someproducts',
]);

/** A value that only points at another node of the page's graph (`{"@id": "#brand"}`) replaced by that node. */
function resolve(value: unknown, byId: Map<string, JsonObject>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolve(item, byId));
  if (isObject(value) && typeof value['@id'] === 'string' && Object.keys(value).length === 1) {
    return byId.get(value['@id']) ?? value;
  }
  return value;
}

/**
 * Every price the offers state, with its currency and whether it is the price paid or a struck-through one.
 * Offers may be one Offer, a list, an AggregateOffer (lowPrice, or its own offers), and each may carry a
 * priceSpecification list with a StrikethroughPrice or ListPrice beside the price paid.
 */
function offerPrices(
  offers: unknown,
  byId: Map<string, JsonObject>,
  preferred: readonly string[],
): OfferPrice[] {
  const prices: OfferPrice[] = [];
  const visit = (value: unknown, depth: number, inherited: string | null) => {
    if (depth > 4) return;
    const resolved = resolve(value, byId);
    if (Array.isArray(resolved)) {
      for (const item of resolved) visit(item, depth + 1, inherited);
      return;
    }
    if (!isObject(resolved)) return;
    const currency = currencyCode(resolved.priceCurrency) ?? inherited;
    const kind = /strikethrough|listprice|msrp|srp|regular/i.test(asText(resolved.priceType) ?? '')
      ? 'regular'
      : 'paid';
    const found = structuredPrice(resolved.price ?? resolved.lowPrice, currency, preferred);
    if (found.price !== null) prices.push({ amount: found.price, currency: found.currency, kind });
    visit(resolved.priceSpecification, depth + 1, currency);
    visit(resolved.offers, depth + 1, currency);
  };
  visit(offers, 0, null);
  return prices;
}

/** The page's product: the first Product node, or the one that names this page when there are several. */
function mainProduct(products: JsonObject[], pageUrl: string): JsonObject | undefined {
  const page = pageUrl.replace(/[?#].*$/, '');
  return (
    products.find((node) =>
      [node.url, node['@id']].some((id) => typeof id === 'string' && id.startsWith(page)),
    ) ?? products[0]
  );
}

export function fromJsonLd(nodes: JsonObject[], pageUrl: string, preferred: readonly string[]): Found {
  const products = nodes.filter((node) => typesOf(node).some((type) => PRODUCT_TYPES.has(type)));
  const product = mainProduct(products, pageUrl);
  if (!product) return {};
  const byId = new Map<string, JsonObject>();
  for (const node of nodes)
    if (typeof node['@id'] === 'string' && Object.keys(node).length > 1) byId.set(node['@id'], node);
  // A ProductGroup keeps its offers on its variants; look there when the group has none.
  const ownOffers = offerPrices(product.offers, byId, preferred);
  const offer = pickOffer(
    ownOffers.length > 0 ? ownOffers : products.flatMap((node) => offerPrices(node.offers, byId, preferred)),
    preferred,
  );
  const audience = isObject(product.audience) ? product.audience : {};
  return {
    name: asText(product.name),
    description: asText(product.description),
    brand: asText(resolve(product.brand, byId)) ?? asText(resolve(product.manufacturer, byId)),
    price: offer?.amount ?? null,
    currency: offer?.currency ?? null,
    gender: explicitGender(audience.suggestedGender ?? product.suggestedGender ?? product.gender),
    categoryText: [asText(product.category)].filter((text): text is string => text !== null),
    images: [product, ...products.filter((node) => node !== product)].flatMap((node) =>
      imagesOf(resolve(node.image, byId), pageUrl),
    ),
    isProduct: true,
  };
}

export function breadcrumbsOfJsonLd(nodes: JsonObject[]): string[] {
  const list = nodes.find((node) => typesOf(node).includes('breadcrumblist'));
  if (!list || !Array.isArray(list.itemListElement)) return [];
  return list.itemListElement
    .map((item) => (isObject(item) ? (asText(item.name) ?? asText(item.item)) : null))
    .filter((name): name is string => name !== null);
}
