import type { Currency } from '@stylebook/contracts';
import { textOf, type DomElement, type DomParent } from './dom.ts';
import type { Found } from './found.ts';
import type { MetaTags } from './meta.ts';
import { parsePrice } from './price.ts';
import { cleanText } from './text.ts';
import { absoluteUrl } from './url.ts';

/**
 * The page as a person reads it, for stores without structured data: the main heading, the price printed
 * near it, the large pictures around it, the breadcrumb trail.
 */

const NOT_PRODUCT_IMAGE =
  /logo|icon|sprite|spinner|loader|placeholder|pixel|avatar|badge|payment|flag|banner|rating|star/i;
const MIN_IMAGE_SIDE = 300;

export function fromHeuristics(
  document: DomParent,
  meta: MetaTags,
  pageUrl: string,
  hint: Currency | null,
  wantImages: boolean,
): Found {
  const body = bodyOf(document);
  const heading = document.querySelector('main h1, [role="main"] h1, article h1, h1');
  const container = productContainer(document, heading);
  const title =
    cleanText(document.querySelector('title')?.textContent)?.replace(/\s+[|–—-]\s+[^|–—-]+$/, '') ?? null;
  return {
    name: cleanText(heading?.textContent) ?? title,
    description: cleanText(meta.first('description')),
    brand: cleanText(container.querySelector('[class*="brand" i], [data-brand]')?.textContent),
    ...priceNear([container, body], hint),
    images: wantImages ? largeImages(container, pageUrl) : [],
  };
}

/** The page's body; the whole document for markup that has none. */
function bodyOf(document: DomParent): DomParent {
  return document.querySelector('body') ?? document;
}

/**
 * The element around the title that holds the product's price and pictures: the title's nearest ancestor
 * (up to five levels up, below the body) that contains both a price-like element and a picture, else the
 * last one reached.
 */
function productContainer(document: DomParent, heading: DomElement | null): DomParent {
  if (!heading) return document.querySelector('main') ?? bodyOf(document);
  let current = heading;
  for (let level = 0; level < 5; level++) {
    const parent = current.parentElement;
    if (!parent || parent.matches('body, html')) break;
    current = parent;
    if (current.querySelector(PRICE_SELECTOR) && current.querySelector('img')) return current;
  }
  return current;
}

const PRICE_SELECTOR = '[class*="price" i], [id*="price" i], [data-price], [itemprop="price"]';
const NOT_CURRENT_PRICE = /compare|was|old|original|regular|strike|before|rrp|msrp/i;
/** Old prices printed inside a price element, struck through or labelled so. */
const OLD_PRICE_INSIDE = 's, del, [class*="compare" i], [class*="was" i], [class*="old" i]';

function priceNear(scopes: DomParent[], hint: Currency | null): Pick<Found, 'price' | 'currency'> {
  for (const scope of scopes) {
    const candidates = Array.from(scope.querySelectorAll(PRICE_SELECTOR)).filter((element) => {
      const labels = `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`;
      return !NOT_CURRENT_PRICE.test(labels) && !element.closest('s, del');
    });
    for (const element of candidates) {
      // Only the element's own text, without a struck-through old price printed inside it.
      const text = cleanText(textOf(element, OLD_PRICE_INSIDE));
      const parsed = text && /\d/.test(text) ? parsePrice(text, hint) : null;
      if (parsed) return { price: parsed.amount, currency: parsed.currency };
    }
  }
  return {};
}

function largeImages(scope: DomParent, pageUrl: string): string[] {
  const urls: string[] = [];
  for (const image of Array.from(scope.querySelectorAll('img'))) {
    // A browser running scripts reads a <noscript> as text; parsers without scripts (DOMParser, linkedom)
    // make images of it. Skipping them gives every parser the live page's answer; they copy lazy images.
    if (image.closest('noscript')) continue;
    const source =
      image.getAttribute('data-zoom-image') ??
      image.getAttribute('data-large_image') ??
      largestOfSrcset(image.getAttribute('srcset') ?? image.getAttribute('data-srcset')) ??
      image.getAttribute('data-src') ??
      image.getAttribute('src');
    const url = absoluteUrl(source, pageUrl);
    if (!url || /\.svg(?:$|\?)/i.test(url)) continue;
    const label = `${url} ${image.getAttribute('class') ?? ''} ${image.getAttribute('alt') ?? ''} ${image.getAttribute('id') ?? ''}`;
    if (NOT_PRODUCT_IMAGE.test(label)) continue;
    const width = Number(image.getAttribute('width'));
    const height = Number(image.getAttribute('height'));
    if ((width > 0 && width < MIN_IMAGE_SIDE) || (height > 0 && height < MIN_IMAGE_SIDE)) continue;
    urls.push(url);
  }
  return urls;
}

function largestOfSrcset(srcset: string | null): string | null {
  if (!srcset) return null;
  let best: { url: string; size: number } | undefined;
  for (const candidate of srcset.split(/,\s+/)) {
    const [url, descriptor = '1x'] = candidate.trim().split(/\s+/);
    if (!url) continue;
    const size = Number.parseFloat(descriptor) * (descriptor.endsWith('x') ? 1000 : 1);
    if (!best || size > best.size) best = { url, size };
  }
  return best?.url ?? null;
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

export function breadcrumbsOfPage(document: DomParent): string[] {
  return Array.from(document.querySelectorAll(BREADCRUMB_SELECTOR))
    .slice(0, 4)
    .map((element) => cleanText(element.textContent))
    .filter((text): text is string => text !== null);
}
