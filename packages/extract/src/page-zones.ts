import type { DomElement } from './dom.ts';

/**
 * Where on a page an element sits: hidden from its visitor, in the site's own frame (header, menus, footer),
 * or among other products (recommendations, the cart drawer, product cards). Fallbacks that read the page as
 * a person does skip these, so a "You may also like" price or a screen-reader heading is never taken for the
 * product's.
 */

/** Class and id words of hidden elements: screen-reader text and the utility classes that hide. */
const HIDDEN_NAMES = /visually-?hidden|sr-only|screen-reader/i;
const HIDDEN_CLASSES = new Set(['hidden', 'hide', 'd-none', 'is-hidden', 'u-hidden', 'invisible']);
const HIDDEN_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;
const HIDDEN_TAGS = new Set(['TEMPLATE', 'NOSCRIPT']);

/** The site's frame around every page: logo headings, menus, footers. */
const FRAME_TAGS = new Set(['HEADER', 'NAV', 'FOOTER']);
const FRAME_ROLES = new Set(['banner', 'navigation', 'contentinfo']);

/** Names themes and marketplaces give containers of products other than the page's own. */
const OTHER_PRODUCT_NAMES =
  /related|recommend|up-?sell|cross-?sell|similar|also-?like|also-?bought|you-?may|recently-?viewed|complete-the-look|shop-the-look|cart-drawer|cart-item|cart-popup|mini-?cart|bag-drawer|product-?card|product-?tile|product-grid|carousel-card|^sims-/i;
/** Section headings over other products, in the languages of the stores we read. */
const OTHER_PRODUCTS_HEADING =
  /you (?:may|might) also|also like|recommended|similar|customers (?:also|who)|recently viewed|complete the look|shop the look|related|more from|sponsored|vous aimerez|das könnte|te puede|potrebbe piacerti|おすすめ|関連商品|추천/i;

/** A slider's copies of its first and last slides, made so it can loop (bxSlider, Slick, Swiper, Owl). */
export const CAROUSEL_COPY = '.bx-clone, .slick-cloned, .swiper-slide-duplicate, .owl-item.cloned';

/** Where an element sits on its page. */
export interface PageZones {
  isHidden(element: DomElement): boolean;
  /** A `<header>` inside the main part or an article heads that part (a product's title block), not the site. */
  inSiteFrame(element: DomElement): boolean;
  inOtherProduct(element: DomElement): boolean;
}

const HIDDEN = 1;
const FRAME = 2;
const OTHER_PRODUCT = 4;

/** The zones the element itself opens, not counting its ancestors'. */
function ownZones(element: DomElement): number {
  const tag = element.tagName.toUpperCase();
  const classes = element.getAttribute('class') ?? '';
  let zones = 0;
  if (
    HIDDEN_TAGS.has(tag) ||
    element.getAttribute('hidden') !== null ||
    element.getAttribute('aria-hidden') === 'true' ||
    HIDDEN_STYLE.test(element.getAttribute('style') ?? '') ||
    HIDDEN_NAMES.test(classes) ||
    classes.split(/\s+/).some((name) => HIDDEN_CLASSES.has(name))
  ) {
    zones |= HIDDEN;
  }
  if (
    (FRAME_TAGS.has(tag) || FRAME_ROLES.has(element.getAttribute('role') ?? '')) &&
    element.closest('main, article, [role="main"], [itemscope]') === null
  ) {
    zones |= FRAME;
  }
  const labels = [
    classes,
    element.getAttribute('id'),
    element.getAttribute('data-testid'),
    element.getAttribute('data-tstid'),
    element.getAttribute('aria-label'),
  ];
  if (
    labels.some((label) => label && OTHER_PRODUCT_NAMES.test(label)) ||
    ((tag === 'SECTION' || tag === 'ASIDE') &&
      OTHER_PRODUCTS_HEADING.test(element.querySelector('h2, h3, h4')?.textContent ?? ''))
  ) {
    zones |= OTHER_PRODUCT;
  }
  return zones;
}

/**
 * The page's zones, read as they are asked about: each element's, with its ancestors', is worked out once and
 * kept, so a page costs as much as the elements the extraction looks at.
 */
export function readZones(): PageZones {
  const known = new Map<DomElement, number>();
  const zonesOf = (element: DomElement): number => {
    const unknown: DomElement[] = [];
    let inherited = 0;
    for (let current: DomElement | null = element; current; current = current.parentElement) {
      const zones = known.get(current);
      if (zones !== undefined) {
        inherited = zones;
        break;
      }
      unknown.push(current);
    }
    for (const current of unknown.reverse()) {
      inherited |= ownZones(current);
      known.set(current, inherited);
    }
    return inherited;
  };
  return {
    isHidden: (element) => (zonesOf(element) & HIDDEN) !== 0,
    inSiteFrame: (element) => (zonesOf(element) & FRAME) !== 0,
    inOtherProduct: (element) => (zonesOf(element) & OTHER_PRODUCT) !== 0,
  };
}
