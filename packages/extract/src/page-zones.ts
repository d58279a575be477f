import type { DomElement } from './dom.ts';

/**
 * Where on a page an element sits: hidden from its visitor, in the site's own frame (header, menus, footer),
 * or among other products (recommendations, the cart drawer, product cards). Fallbacks that read the page as
 * a person does skip these, so a "You may also like" price or a screen-reader heading is never taken for the
 * product's.
 */

const HIDDEN = [
  '[hidden]',
  '[aria-hidden="true"]',
  '[style*="display:none" i]',
  '[style*="display: none" i]',
  '[style*="visibility:hidden" i]',
  '[style*="visibility: hidden" i]',
  '[class*="visually-hidden" i]',
  '[class*="visuallyhidden" i]',
  '[class*="sr-only" i]',
  '[class*="screen-reader" i]',
  '[class~="hidden"]',
  '[class~="hide"]',
  '[class~="d-none"]',
  '[class~="is-hidden"]',
  '[class~="u-hidden"]',
  '[class~="invisible"]',
  'template',
  'noscript',
].join(', ');

/** The site's frame around every page: logo headings, menus, footers. */
const SITE_FRAME = 'header, nav, footer, [role="banner"], [role="navigation"], [role="contentinfo"]';

/** Containers of products other than the page's own, by the names themes and marketplaces give them. */
const OTHER_PRODUCTS = [
  ...[
    'related',
    'recommend',
    'upsell',
    'up-sell',
    'cross-sell',
    'crosssell',
    'similar',
    'also-like',
    'also-bought',
    'alsobought',
    'you-may',
    'youmay',
    'recently-viewed',
    'recentlyviewed',
    'complete-the-look',
    'shop-the-look',
    'cart-drawer',
    'cart-item',
    'cart-popup',
    'mini-cart',
    'minicart',
    'bag-drawer',
    'product-card',
    'productcard',
    'product-tile',
    'producttile',
    'product-grid',
    'carousel-card',
  ].flatMap((name) => [`[class*="${name}" i]`, `[id*="${name}" i]`]),
  '[data-testid*="recommend" i]',
  '[data-tstid*="recommend" i]',
  '[aria-label*="recommend" i]',
  '[id^="sims-" i]',
].join(', ');

/** Section headings over other products, in the languages of the stores we read. */
const OTHER_PRODUCTS_HEADING =
  /you (?:may|might) also|also like|recommended|similar|customers (?:also|who)|recently viewed|complete the look|shop the look|related|more from|sponsored|vous aimerez|das könnte|te puede|potrebbe piacerti|おすすめ|関連商品|추천/i;

export function isHidden(element: DomElement): boolean {
  return element.closest(HIDDEN) !== null;
}

/** A `<header>` inside the main part or an article heads that part (a product's title block), not the site. */
export function inSiteFrame(element: DomElement): boolean {
  const frame = element.closest(SITE_FRAME);
  return frame !== null && frame.closest('main, article, [role="main"], [itemscope]') === null;
}

export function inOtherProduct(element: DomElement): boolean {
  if (element.closest(OTHER_PRODUCTS) !== null) return true;
  const section = element.closest('section, aside');
  const heading = section?.querySelector('h2, h3, h4');
  return heading != null && OTHER_PRODUCTS_HEADING.test(heading.textContent ?? '');
}
