import type { Currency } from '@stylebook/contracts';
import type { DomElement, DomParent } from './dom.ts';
import type { Found } from './found.ts';
import { structuredPrice, toCurrency } from './price.ts';
import { cleanText } from './text.ts';
import { imagesOf } from './url.ts';

/** schema.org microdata: the first `itemscope` typed Product, its own properties and its offer. */

const PRODUCT_ITEMTYPE = /schema\.org\/(?:Product|IndividualProduct|ProductModel)\b/i;

export function fromMicrodata(document: DomParent, pageUrl: string, hint: Currency | null): Found {
  const scope = Array.from(document.querySelectorAll('[itemscope][itemtype]')).find((element) =>
    PRODUCT_ITEMTYPE.test(element.getAttribute('itemtype') ?? ''),
  );
  if (!scope) return {};
  const own = (name: string) => ownProps(scope, name);
  const offerScope = own('offers')[0] ?? scope;
  const offerProp = (name: string) => offerScope.querySelector(`[itemprop~="${name}"]`);
  const currency = toCurrency(valueOf(offerProp('priceCurrency')));
  const priceElement = offerProp('price') ?? offerProp('lowPrice');
  const { price, currency: priceCurrency } = structuredPrice(valueOf(priceElement), currency, hint);
  const brand = own('brand')[0];
  const brandName = brand?.matches('[itemscope]')
    ? valueOf(brand.querySelector('[itemprop~="name"]'))
    : valueOf(brand);
  return {
    name: cleanText(valueOf(own('name')[0])),
    description: cleanText(valueOf(own('description')[0])),
    brand: cleanText(brandName),
    price,
    currency: priceCurrency ?? currency,
    categoryText: own('category')
      .map((element) => cleanText(valueOf(element)))
      .filter((text): text is string => text !== null),
    images: own('image').flatMap((element) => imagesOf(valueOf(element), pageUrl)),
    isProduct: true,
  };
}

/** The `itemprop=name` elements of this item itself, not of items nested in it (its brand, its offers). */
function ownProps(scope: DomElement, name: string): DomElement[] {
  return Array.from(scope.querySelectorAll(`[itemprop~="${name}"]`)).filter(
    (element) => element.parentElement?.closest('[itemscope]') === scope,
  );
}

/** An itemprop's value: `content`, then the URL attribute of media and links, then the text. */
function valueOf(element: DomElement | null | undefined): string | null {
  if (!element) return null;
  const content = element.getAttribute('content');
  if (content !== null) return content;
  // Lazy-loaded images keep the real URL in data-src and a placeholder in src.
  for (const attribute of ['data-src', 'src', 'href']) {
    const value = element.getAttribute(attribute);
    if (value !== null && element.matches('img, link, a, source')) return value;
  }
  return element.textContent ?? '';
}
