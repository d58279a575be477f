import type { Currency } from '@stylebook/contracts';
import type { DomParent } from './dom.ts';
import type { Found } from './found.ts';
import { explicitGender } from './gender.ts';
import { structuredPrice, toCurrency, type SourcePrice } from './price.ts';
import { asText, isObject, type JsonObject } from './text.ts';
import { imagesOf } from './url.ts';

/** schema.org data in `<script type="application/ld+json">`: the Product and the BreadcrumbList. */

/** Every object in the page's JSON-LD, in document order (see collectNodes). */
export function readJsonLd(document: DomParent): JsonObject[] {
  const nodes: JsonObject[] = [];
  for (const script of Array.from(document.querySelectorAll('script'))) {
    const type = script.getAttribute('type')?.toLowerCase().trim();
    if (type !== 'application/ld+json') continue;
    const text = script.textContent ?? '';
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      try {
        // Stores often leave raw line breaks inside strings, which JSON does not allow.
        data = JSON.parse(Array.from(text, (char) => (char < ' ' ? ' ' : char)).join(''));
      } catch {
        continue;
      }
    }
    collectNodes(data, nodes, 0);
  }
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

/** The first offer with a price: offers may be one Offer, a list, or an AggregateOffer (lowPrice). */
function priceOfOffers(offers: unknown, hint: Currency | null): SourcePrice {
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

export function fromJsonLd(nodes: JsonObject[], pageUrl: string, hint: Currency | null): Found {
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

export function breadcrumbsOfJsonLd(nodes: JsonObject[]): string[] {
  const list = nodes.find((node) => typesOf(node).includes('BreadcrumbList'));
  if (!list || !Array.isArray(list.itemListElement)) return [];
  return list.itemListElement
    .map((item) => (isObject(item) ? (asText(item.name) ?? asText(item.item)) : null))
    .filter((name): name is string => name !== null);
}
