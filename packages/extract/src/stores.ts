import { textOf, type DomElement, type DomParent } from './dom.ts';
import type { Found } from './found.ts';
import { parsePrice } from './price.ts';
import { cleanText } from './text.ts';
import { absoluteUrl } from './url.ts';

/**
 * Marketplaces whose layouts generic rules cannot read: no structured data, a title, buy box and byline
 * of their own. Each entry is data: the hosts it serves and, per field, the selectors to try in order (the
 * first element with text wins). What they find is one more source, scored with the others (score.ts).
 */
export interface StoreRules {
  /** The store's hosts, every country domain included. */
  hosts: RegExp;
  name?: readonly string[];
  brand?: readonly string[];
  /** The price paid, before any struck-through or list price. */
  price?: readonly string[];
  /** The main picture's `<img>`; its largest URL is read from the attributes stores keep it in. */
  images?: readonly string[];
}

export const STORES: readonly StoreRules[] = [
  {
    // Amazon: the title, the byline ("Visit the X Store", "Brand: X") and the buy box's price to pay.
    hosts:
      /(?:^|\.)amazon\.(?:com|ca|com\.mx|com\.br|co\.uk|de|fr|it|es|nl|se|pl|com\.be|ie|com\.tr|ae|sa|in|co\.jp|sg|com\.au)$/,
    name: ['#productTitle', '#title'],
    brand: ['#bylineInfo', '#brand', 'tr.po-brand td:last-child', '#amznStoresBylineLogoTextContainer a'],
    price: [
      '#corePriceDisplay_desktop_feature_div .priceToPay .a-offscreen',
      '#corePrice_feature_div .a-price .a-offscreen',
      '#corePrice_desktop .a-price .a-offscreen',
      '#apex_desktop .priceToPay .a-offscreen',
      '#tp_price_block_total_price_ww .a-offscreen',
      '#priceblock_dealprice',
      '#priceblock_saleprice',
      '#priceblock_ourprice',
      '#price_inside_buybox',
      '#newBuyBoxPrice',
    ],
    images: ['#landingImage', '#imgBlkFront', '#main-image'],
  },
  {
    // eBay's item page: the main title, the primary price, the item specifics' brand.
    hosts:
      /(?:^|\.)ebay\.(?:com|ca|co\.uk|de|fr|it|es|nl|be|at|ch|ie|pl|com\.au|com\.hk|com\.sg|com\.my|ph|in)$/,
    name: ['.x-item-title__mainTitle', '#itemTitle'],
    brand: [
      '.ux-labels-values--brand .ux-labels-values__values',
      '.x-item-title__subTitle [itemprop="brand"]',
    ],
    price: ['.x-price-primary', '[data-testid="x-price-primary"]', '#prcIsum', '#mm-saleDscPrc'],
    images: ['.ux-image-carousel-item.active img', '.ux-image-carousel-item img', '#icImg'],
  },
  {
    // Etsy: the buy box's title and price; the shop is the brand.
    hosts: /(?:^|\.)etsy\.com$/,
    name: ['[data-buy-box-listing-title]', '[data-buy-box-region] h1'],
    brand: ['[data-buy-box-region] [data-shop-name]', '[data-buy-box-region] a[href*="/shop/"]'],
    price: ['[data-buy-box-region="price"] .wt-text-title-larger', '[data-selector="price-only"]'],
  },
  {
    // Farfetch: the designer and the description are the two lines of the title; the sale price first.
    hosts: /(?:^|\.)farfetch\.(?:com|cn)$/,
    name: ['[data-tstid="cardInfo-description"]', '[data-testid="product-short-description"]'],
    brand: ['[data-tstid="cardInfo-title"]', '[data-testid="product-brand"]'],
    price: [
      '[data-tstid="priceInfo-onsale"]',
      '[data-component="PriceFinal"]',
      '[data-tstid="priceInfo-original"]',
      '[data-component="PriceLarge"]',
    ],
  },
  {
    // ASOS: the current price beside a struck one.
    hosts: /(?:^|\.)asos\.(?:com|de|fr)$/,
    name: ['#pdp-react-critical-app h1', '.product-hero h1'],
    price: ['[data-testid="current-price"]', '[data-id="current-price"]', '.current-price'],
  },
];

export function storeRulesFor(hostname: string): StoreRules | undefined {
  return STORES.find((store) => store.hosts.test(hostname));
}

/** What the store's own layout says, when the page is on one of STORES. */
export function fromStore(
  document: DomParent,
  rules: StoreRules | undefined,
  pageUrl: string,
  preferred: readonly string[],
): Found {
  if (!rules) return {};
  const text = (selectors: readonly string[] = []) => {
    for (const selector of selectors) {
      const element = document.querySelector(selector);
      const value = element ? cleanText(textOf(element)) : null;
      if (value !== null) return value;
    }
    return null;
  };
  const priceText = text(rules.price);
  const price = priceText === null ? null : parsePrice(priceText, preferred);
  const name = text(rules.name);
  return {
    name,
    brand: text(rules.brand),
    price: price?.amount ?? null,
    currency: price?.currency ?? null,
    images: (rules.images ?? [])
      .map((selector) => largestImageOf(document.querySelector(selector), pageUrl))
      .filter((url): url is string => url !== null)
      .slice(0, 1),
    isProduct: name !== null && price !== null,
  };
}

/** The largest picture an `<img>` offers: Amazon's hi-res and dynamic-image lists, zoom sources, src. */
function largestImageOf(image: DomElement | null, pageUrl: string): string | null {
  if (!image) return null;
  const dynamic = image.getAttribute('data-a-dynamic-image');
  let fromDynamic: string | null = null;
  if (dynamic) {
    try {
      const sizes = Object.entries(JSON.parse(dynamic) as Record<string, [number, number]>);
      sizes.sort(([, a], [, b]) => b[0] * b[1] - a[0] * a[1]);
      fromDynamic = sizes[0]?.[0] ?? null;
    } catch {
      fromDynamic = null;
    }
  }
  return absoluteUrl(
    image.getAttribute('data-old-hires') ||
      fromDynamic ||
      image.getAttribute('data-zoom-src') ||
      image.getAttribute('data-zoom-image') ||
      image.getAttribute('data-src') ||
      image.getAttribute('src'),
    pageUrl,
  );
}
