import type { DomElement, DomParent } from './dom.ts';
import type { Found } from './found.ts';
import { CAROUSEL_COPY, type PageZones } from './page-zones.ts';
import { pickOffer, type OfferPrice } from './offers.ts';
import { currencyCode, structuredPrice } from './price.ts';
import { cleanText } from './text.ts';
import { imagesOf } from './url.ts';

/** schema.org microdata: the page's `itemscope` typed Product, its own properties and its offers. */

const PRODUCT_ITEMTYPE = /schema\.org\/(?:Product|IndividualProduct|ProductModel)\b/i;

/**
 * The page's Product items, leaving out recommended ones in carousels and cards of other products; a page
 * may mark its product up more than once (a visible block and a hidden one of metas), so each field comes
 * from the first item that has it.
 */
export function fromMicrodata(
  document: DomParent,
  pageUrl: string,
  preferred: readonly string[],
  zones: PageZones,
): Found {
  const scopes = Array.from(document.querySelectorAll('[itemscope][itemtype]')).filter((element) =>
    PRODUCT_ITEMTYPE.test(element.getAttribute('itemtype') ?? ''),
  );
  const own = scopes.filter((element) => !zones.inOtherProduct(element));
  const items = (own.length > 0 ? own : scopes.slice(0, 1)).map((scope) =>
    fromItem(scope, pageUrl, preferred),
  );
  if (items.length === 0) return {};
  const first = <K extends keyof Found>(key: K): Found[K] =>
    items.map((item) => item[key]).find((value) => value != null && value !== '');
  const priced = items.find((item) => item.price != null);
  return {
    name: first('name'),
    description: first('description'),
    brand: first('brand'),
    price: priced?.price ?? null,
    currency: priced?.currency ?? null,
    categoryText: items.flatMap((item) => item.categoryText ?? []),
    images: items.flatMap((item) => item.images ?? []),
    isProduct: true,
  };
}

function fromItem(scope: DomElement, pageUrl: string, preferred: readonly string[]): Found {
  const own = (name: string) => ownProps(scope, name);
  const offers = own('offers');
  const prices = (offers.length > 0 ? offers : [scope]).flatMap((offer): OfferPrice[] => {
    const prop = (name: string) => offer.querySelector(`[itemprop~="${name}"]`);
    const currency = currencyCode(valueOf(prop('priceCurrency')));
    const found = structuredPrice(valueOf(prop('price') ?? prop('lowPrice')), currency, preferred);
    return found.price === null ? [] : [{ amount: found.price, currency: found.currency, kind: 'paid' }];
  });
  const offer = pickOffer(prices, preferred);
  const brand = own('brand')[0];
  const brandName = brand?.matches('[itemscope]')
    ? valueOf(brand.querySelector('[itemprop~="name"]'))
    : valueOf(brand);
  return {
    name: cleanText(valueOf(own('name')[0])),
    description: cleanText(valueOf(own('description')[0])),
    brand: cleanText(brandName),
    price: offer?.amount ?? null,
    currency: offer?.currency ?? null,
    categoryText: own('category')
      .map((element) => cleanText(valueOf(element)))
      .filter((text): text is string => text !== null),
    images: own('image')
      .filter((element) => element.closest(CAROUSEL_COPY) === null)
      .flatMap((element) => imagesOf(valueOf(element), pageUrl)),
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
