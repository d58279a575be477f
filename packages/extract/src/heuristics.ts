import { BRAND_LABEL, withoutBrandLabel } from './brand.ts';
import { textOf, type DomElement, type DomParent } from './dom.ts';
import type { Found } from './found.ts';
import type { MetaTags } from './meta.ts';
import { CAROUSEL_COPY, type PageZones } from './page-zones.ts';
import { parsePrice } from './price.ts';
import { cleanText } from './text.ts';
import { absoluteUrl, isSiteAsset } from './url.ts';

/**
 * The page as a person reads it, for stores without structured data and to check the data against: the main
 * heading, the prices printed near it, the brand printed beside it, the large pictures around it, the
 * breadcrumb trail.
 */

const NOT_PRODUCT_IMAGE =
  /logo|icon|sprite|spinner|loader|placeholder|pixel|avatar|badge|payment|flag|banner|rating|star|share|social|e-?mail/i;
const MIN_IMAGE_SIDE = 300;
/** A gallery's main picture may be laid out wide and low (470x280): its short side is allowed less. */
const MIN_HERO_SIDE = 250;

/** The product's part of the page: its heading, the element around it, and the prices printed there. */
export interface Layout {
  heading: DomElement | null;
  container: DomParent;
  /** Price texts the visitor pays, nearest the heading first, old prices printed inside them left out. */
  prices: string[];
  /** Old prices printed near the heading: struck through, or labelled "was", "compare at". */
  oldPrices: string[];
  /** The prices were found around the heading, not anywhere on the page for want of any there. */
  nearTitle: boolean;
  zones: PageZones;
}

export function readLayout(document: DomParent, siteName: string | null, zones: PageZones): Layout {
  const heading = mainHeading(document, siteName, zones);
  const container = productContainer(document, heading);
  return { heading, container, zones, ...pricesNear([container, bodyOf(document)], zones) };
}

export function fromHeuristics(
  layout: Layout,
  document: DomParent,
  meta: MetaTags,
  pageUrl: string,
  preferred: readonly string[],
  wantImages: boolean,
): Found {
  const title =
    cleanText(document.querySelector('title')?.textContent)?.replace(/\s+[|–—-]\s+[^|–—-]+$/, '') ?? null;
  const price = layout.prices.map((text) => parsePrice(text, preferred)).find((parsed) => parsed !== null);
  return {
    // A heading may print the price inside it ("Bomber Jacket $24.99"): its name is the rest.
    name:
      (layout.heading &&
        cleanText(textOf(layout.heading, `${PRICE_SELECTOR}, ${OLD_PRICE}, ${NOT_PRICE_TEXT}`))) ??
      title,
    description: cleanText(meta.first('description')),
    brand: brandNear(layout.container, layout.zones) ?? brandInBreadcrumbs(document),
    price: price?.amount ?? null,
    currency: price?.currency ?? null,
    images: wantImages ? largeImages(layout.container, pageUrl, layout.zones) : [],
  };
}

/** The page's body; the whole document for markup that has none. */
function bodyOf(document: DomParent): DomParent {
  return document.querySelector('body') ?? document;
}

/**
 * The product's heading: among the `<h1>`s a visitor sees that are not the site's (a logo, a heading in
 * the header or menu, the site's name, a newsletter box), the one the theme names as the product's title,
 * else the first in the page's main part, else the first.
 */
function mainHeading(document: DomParent, siteName: string | null, zones: PageZones): DomElement | null {
  const site = siteName?.toLowerCase();
  const headings = Array.from(document.querySelectorAll('h1')).filter((heading) => {
    const text = cleanText(heading.textContent);
    if (text === null || text.toLowerCase() === site) return false;
    return (
      heading.closest(NOT_PRODUCT_HEADING) === null &&
      !zones.isHidden(heading) &&
      !zones.inSiteFrame(heading) &&
      !zones.inOtherProduct(heading)
    );
  });
  return (
    headings.find((heading) => heading.matches(PRODUCT_HEADING)) ??
    headings.find((heading) => heading.closest('main, [role="main"], article') !== null) ??
    headings[0] ??
    null
  );
}

const PRODUCT_HEADING = [
  '[itemprop="name"]',
  ...[
    'product-title',
    'product_title',
    'producttitle',
    'product-name',
    'product_name',
    'productname',
    'pdp',
  ].flatMap((name) => [`[class*="${name}" i]`, `[id*="${name}" i]`]),
].join(', ');
/** Headings of the site's own boxes: its logo, newsletter sign-up, pop-ups. */
const NOT_PRODUCT_HEADING = [
  'logo',
  'signup',
  'sign-up',
  'newsletter',
  'subscribe',
  'modal',
  'popup',
  'cookie',
]
  .flatMap((name) => [`[class*="${name}" i]`, `[id*="${name}" i]`])
  .join(', ');

/**
 * The element around the title that holds the product's price and pictures: the title's nearest ancestor
 * (up to five levels up, below the body) that contains both a price-like element and a picture, else the
 * last one reached, or the body for a title placed right in it.
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
  return current === heading ? bodyOf(document) : current;
}

const PRICE_SELECTOR = '[class*="price" i], [id*="price" i], [data-price], [itemprop="price"]';
/** Class words of an old price; "was" and "old" only as words, not in "canvas", "bold" or "sold-out". */
const NOT_CURRENT_PRICE =
  /(?:^|[\s_-])(?:was|old)(?:[\s_-]|$)|compare|original|regular|strike|crossed|before|rrp|msrp|list-?price/i;
/** Old prices printed inside a price element, struck through or labelled so. */
const OLD_PRICE = [
  's',
  'del',
  'strike',
  '[data-a-strike]',
  ...[
    'compare',
    'strike',
    'crossed',
    'old-price',
    'oldprice',
    'price-old',
    'price--old',
    'was-price',
    'wasprice',
    'price-was',
    'price--was',
  ].map((name) => `[class*="${name}" i]`),
].join(', ');
/** What a price element may hold besides prices: a currency menu, scripts. */
const NOT_PRICE_TEXT = 'select, option, script, style, template';
/** A price element the theme marks as the one paid, preferred over the others near it. */
const PAID_PRICE = /sale|now|special|reduced|discount|final|current|promo|to-?pay|actual/i;
/** "Was $120 Now $89": the amount after "now"; "$89 was $120": the text without "was" and its amount. */
const NOW_LABEL = /\b(?:now|sale|jetzt|nur|maintenant|ahora|adesso)\b[\s:]*/i;
const WAS_LABEL =
  /\b(?:was|reg(?:ular)?\.?|previously|originally|statt|avant|antes|rrp|msrp|uvp)\b[\s:]*[^\d]{0,6}[\d.,'\s]+/i;

function pricesNear(
  scopes: DomParent[],
  zones: PageZones,
): Pick<Layout, 'prices' | 'oldPrices' | 'nearTitle'> {
  for (const [index, scope] of scopes.entries()) {
    const elements = Array.from(scope.querySelectorAll(PRICE_SELECTOR)).filter(
      (element) => !zones.inOtherProduct(element) && !zones.inSiteFrame(element),
    );
    const current = elements.filter((element) => {
      const labels = `${element.getAttribute('class') ?? ''} ${element.getAttribute('id') ?? ''}`;
      return !NOT_CURRENT_PRICE.test(labels) && !element.closest(OLD_PRICE);
    });
    const paidFirst = [
      ...current.filter((element) => PAID_PRICE.test(element.getAttribute('class') ?? '')),
      ...current,
    ];
    const prices = paidFirst
      .map((element) => currentPriceText(cleanText(textOf(element, `${OLD_PRICE}, ${NOT_PRICE_TEXT}`))))
      .filter((text): text is string => text !== null && /\d/.test(text));
    if (prices.length > 0) {
      const old = Array.from(scope.querySelectorAll(OLD_PRICE)).filter(
        (element) => !zones.inOtherProduct(element),
      );
      return {
        prices,
        nearTitle: index === 0 && scope !== scopes[1],
        oldPrices: old
          .map((element) => cleanText(element.textContent))
          .filter((text): text is string => text !== null),
      };
    }
  }
  return { prices: [], oldPrices: [], nearTitle: false };
}

function currentPriceText(text: string | null): string | null {
  if (text === null) return null;
  const now = NOW_LABEL.exec(text);
  if (now && /\d/.test(text.slice(now.index + now[0].length))) return text.slice(now.index + now[0].length);
  return text.replace(WAS_LABEL, ' ').trim();
}

/** Elements themes name for the product's brand; only those near the title count (see brandNear). */
const BRAND_ELEMENTS = [
  '[itemprop="brand"]',
  '[data-brand]',
  '[class*="brand" i]',
  '[id*="brand" i]',
  '[class*="vendor" i]',
  '[class*="designer" i]',
  '[class*="manufacturer" i]',
  '[data-testid*="brand" i]',
].join(', ');
/** Links to the brand's own page on the shop ("/brands/acne-studios", "/Stuart-Weitzman/Designers/…"). */
const BRAND_LINKS = ['/brand/', '/brands/', 'brandsubcat', '/designer/', '/designers/']
  .map((path) => `a[href*="${path}" i]`)
  .join(', ');
/** What else a "brand" class names: card promos, partner offers, the site's logo and menus. */
const NOT_BRAND =
  /promo|banner|partner|co-?brand|card|credit|offer|sponsor|logo|nav|menu|social|slider|bar\b/i;
const MAX_BRAND_LENGTH = 60;
/** Longer text beside the title is a sentence ("Notify me of new styles"), not a brand. */
const MAX_BRAND_WORDS = 4;

function brandNear(container: DomParent, zones: PageZones): string | null {
  for (const element of Array.from(container.querySelectorAll(`${BRAND_ELEMENTS}, ${BRAND_LINKS}`))) {
    if (zones.inOtherProduct(element) || zones.inSiteFrame(element) || zones.isHidden(element)) continue;
    if (inPromoOrMenu(element, container)) continue;
    const text =
      cleanText(element.getAttribute('data-brand')) ??
      cleanText(element.getAttribute('content')) ??
      cleanText(element.textContent) ??
      cleanText(element.querySelector('img[alt]')?.getAttribute('alt'));
    if (text === null || text.length > MAX_BRAND_LENGTH) continue;
    const brand = withoutBrandLabel(text);
    if (brand !== null && !BRAND_LABEL.test(brand) && brand.split(' ').length <= MAX_BRAND_WORDS)
      return brand;
  }
  return null;
}

/** A step of the breadcrumb trail that links to the brand's page (Home › Processors › Intel). */
function brandInBreadcrumbs(document: DomParent): string | null {
  for (const trail of Array.from(document.querySelectorAll(BREADCRUMB_SELECTOR))) {
    const link = trail.querySelector(BRAND_LINKS);
    const brand = withoutBrandLabel(link?.textContent);
    if (brand !== null && brand.split(' ').length <= MAX_BRAND_WORDS) return brand;
  }
  return null;
}

/** The element or one of its ancestors up to the container is a promo, a card, a logo or a menu. */
function inPromoOrMenu(element: DomElement, container: DomParent): boolean {
  for (
    let current: DomElement | null = element;
    current && current !== container;
    current = current.parentElement
  ) {
    if (NOT_BRAND.test(`${current.getAttribute('class') ?? ''} ${current.getAttribute('id') ?? ''}`))
      return true;
  }
  return false;
}

/**
 * The brand as the page labels it: "Brand: X" in one element, or a label element ("Designer", "Marke")
 * with its value beside it (`<dt>`/`<dd>`, `<th>`/`<td>`, spans), outside the site's frame and other
 * products.
 */
export function fromLabels(document: DomParent, zones: PageZones): Found {
  const body = bodyOf(document);
  for (const element of Array.from(body.querySelectorAll('dt, th, dd, td, li, p, span, strong, b, label'))) {
    const raw = element.textContent ?? '';
    if (raw.length > 4 * MAX_BRAND_LENGTH) continue;
    const text = cleanText(raw);
    if (text === null) continue;
    const label = /^([^:：]+)[:：]/.exec(text)?.[1]?.trim() ?? text;
    if (!BRAND_LABEL.test(label) || zones.inOtherProduct(element) || zones.inSiteFrame(element)) continue;
    const brand = withoutBrandLabel(label === text ? valueBeside(element) : text);
    if (brand !== null && brand.length <= MAX_BRAND_LENGTH && !BRAND_LABEL.test(brand)) return { brand };
  }
  return {};
}

/** The text printed beside a label: its next element, or its parent's (a `<span>` label in a `<td>`). */
function valueBeside(label: DomElement): string | null {
  const beside = label.nextElementSibling ?? label.parentElement?.nextElementSibling;
  return beside?.textContent ?? null;
}

/** The picture an `<img>` shows at its largest: zoom sources, the widest of its srcset, a lazy source, src. */
function imageSource(image: DomElement, pageUrl: string): string | null {
  const url = absoluteUrl(
    image.getAttribute('data-zoom-image') ??
      image.getAttribute('data-large_image') ??
      largestOfSrcset(image.getAttribute('srcset') ?? image.getAttribute('data-srcset')) ??
      image.getAttribute('data-src') ??
      image.getAttribute('src'),
    pageUrl,
  );
  return url && !/\.svg(?:$|\?)/i.test(url) && !isSiteAsset(url) ? url : null;
}

/** The `<img>`s that may show the product: not the site's frame, other products, icons or a slider's copies. */
function productImageElements(scope: DomParent, zones: PageZones): DomElement[] {
  return Array.from(scope.querySelectorAll('img')).filter((image) => {
    // A browser running scripts reads a <noscript> as text; parsers without scripts (DOMParser, linkedom)
    // make images of it. Skipping them gives every parser the live page's answer; they copy lazy images.
    if (
      image.closest(`noscript, ${CAROUSEL_COPY}`) ||
      zones.inOtherProduct(image) ||
      zones.inSiteFrame(image)
    ) {
      return false;
    }
    const label = `${image.getAttribute('src') ?? ''} ${image.getAttribute('class') ?? ''} ${image.getAttribute('alt') ?? ''} ${image.getAttribute('id') ?? ''}`;
    return !NOT_PRODUCT_IMAGE.test(label);
  });
}

/** A size written into an image's address: `/154x154/`, `recipeName=pdalt156x192`, `_50x50.jpg`. */
const SIZE_IN_URL = /(?:^|\D)(\d{2,4})x(\d{2,4})(?:\D|$)/i;

/**
 * Every side the image declares, in its attributes or else its address, is at least `minSide`; one that
 * declares no size may be large.
 */
function largeEnough(image: DomElement, minSide: number, url: string): boolean {
  const declared = [Number(image.getAttribute('width')), Number(image.getAttribute('height'))].filter(
    (side) => side > 0,
  );
  const inUrl = SIZE_IN_URL.exec(url);
  const sides = declared.length > 0 ? declared : inUrl ? [Number(inUrl[1]), Number(inUrl[2])] : [];
  return sides.every((side) => side >= minSide);
}

function largeImages(scope: DomParent, pageUrl: string, zones: PageZones): string[] {
  return productImageElements(scope, zones).flatMap((image) => {
    const url = imageSource(image, pageUrl);
    return url && largeEnough(image, MIN_IMAGE_SIDE, url) ? [url] : [];
  });
}

/** Class and id words themes give the gallery's main picture. */
const MAIN_IMAGE_NAMES = /primary-?image|main-?image|main-?slide|hero|featured-?image|product-?photo-?main/i;
const THUMBNAIL_NAMES = /thumb|swatch|mini/i;

/**
 * The gallery's main picture as the visitor sees it: an `<img>` near the title (else anywhere in the page's
 * own part) that the theme names as the main image or whose alt text gives the product's name, shown ones
 * before hidden ones. It outranks og:image, which sites choose for sharing (a lifestyle crop, a thumbnail of
 * another angle), not for the product page.
 */
export function heroImage(
  layout: Layout,
  document: DomParent,
  pageUrl: string,
  name: string | null,
): string | null {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  const productName = name ? words(name) : '';
  const names = (image: DomElement) => {
    const alt = words(`${image.getAttribute('alt') ?? ''} ${image.getAttribute('title') ?? ''}`);
    return productName.length > 0 && alt.includes(productName);
  };
  const isMain = (image: DomElement) => {
    const label = `${image.getAttribute('class') ?? ''} ${image.getAttribute('id') ?? ''}`;
    return MAIN_IMAGE_NAMES.test(label) && !THUMBNAIL_NAMES.test(label);
  };
  const scopes =
    layout.container === bodyOf(document) ? [layout.container] : [layout.container, bodyOf(document)];
  for (const scope of scopes) {
    const candidates = productImageElements(scope, layout.zones).flatMap((image) => {
      const url = imageSource(image, pageUrl);
      return url && largeEnough(image, MIN_HERO_SIDE, url) && (isMain(image) || names(image))
        ? [{ url, shown: !layout.zones.isHidden(image) }]
        : [];
    });
    const hero = candidates.find(({ shown }) => shown) ?? candidates[0];
    if (hero) return hero.url;
  }
  return null;
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
