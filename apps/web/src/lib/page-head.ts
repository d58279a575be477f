import type { AnyRouteMatch } from '@tanstack/react-router';
import { productCountLabel } from '@stylebook/client';
import { SITE_SHARE_CARD_PATH, SITE_TAGLINE, formatPrice, toMinorUnits } from '@stylebook/contracts';
import type { Collection, Look, PriceHistory, Product, UserProfile } from '@stylebook/contracts';
import { productLabel, productName } from '../components/product/product-name';
import { amountText } from './money';

/** What a route's `head()` returns (TanStack Router), as the server writes it and HeadContent draws it. */
export interface PageHead {
  meta: NonNullable<AnyRouteMatch['meta']>;
  links: NonNullable<AnyRouteMatch['links']>;
  scripts?: NonNullable<AnyRouteMatch['headScripts']>;
}

export const SITE_NAME = 'Stylebook';

/** Search results and link previews show about this much of a description; longer ones are cut on a word. */
export const MAX_DESCRIPTION_LENGTH = 160;

/** The size of every share card the server draws (docs/decisions.md "Page heads and link previews"). */
const SHARE_CARD_WIDTH = 1200;
const SHARE_CARD_HEIGHT = 630;

type ShareCardKind = 'products' | 'looks' | 'collections' | 'profiles';

/** The public pages that are not an item: where each lives, its heading and the sentence under it. */
export const PLAIN_PAGES = {
  home: {
    path: '/',
    title: null,
    description: SITE_TAGLINE,
  },
  sitemap: {
    path: '/sitemap',
    title: 'Sitemap',
    description: 'Every public area of Stylebook, in one list.',
  },
  // Also shown at /settings/about/privacy-policy: one text, so /privacy is its one canonical address.
  privacy: {
    path: '/privacy',
    title: 'Privacy policy',
    description:
      'What Stylebook keeps about you, why, for how long, who else handles it, and how to take it with you or delete it.',
  },
  terms: {
    path: '/settings/about/terms-and-conditions',
    title: 'Terms and conditions',
    description:
      'The agreement between you and us when you use Stylebook: your account, what you post, the wallet, paid subscriptions and payouts.',
  },
} as const satisfies Record<string, { path: string; title: string | null; description: string }>;

export type PlainPage = keyof typeof PLAIN_PAGES;

/** "{name} · Stylebook", or the site's name alone for a page without one of its own. */
export function pageTitle(name: string | null): string {
  return name ? `${name} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * One line of at most `MAX_DESCRIPTION_LENGTH` characters: runs of spaces and line breaks become one space,
 * and a longer text is cut after its last whole word, with an ellipsis.
 */
export function metaDescription(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  if (characters.length <= MAX_DESCRIPTION_LENGTH) return characters.join('');
  const kept = characters.slice(0, MAX_DESCRIPTION_LENGTH).join('');
  const lastSpace = kept.lastIndexOf(' ');
  // A single word longer than the limit has no space to cut at: cut it where the limit falls.
  const words =
    lastSpace > 0 ? kept.slice(0, lastSpace) : characters.slice(0, MAX_DESCRIPTION_LENGTH - 1).join('');
  return `${words.replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** The texts given, empty ones left out, each ended as a sentence (a full stop unless it has an ending). */
function sentences(...texts: (string | null)[]): string {
  return texts
    .map((text) => text?.trim())
    .filter((text): text is string => Boolean(text))
    .map((text) => (/[.!?…]$/.test(text) ? text : `${text}.`))
    .join(' ');
}

const absolute = (path: string, origin: string) => new URL(path, origin).href;

interface SharedPage {
  title: string;
  description: string;
  path: string;
  type: 'website' | 'product' | 'profile';
  image: { url: string; alt: string };
}

/**
 * The tags every rendered page carries, the same for every kind of page (docs/decisions.md "Page heads and
 * link previews").
 */
function sharedPageHead({ title, description, path, type, image }: SharedPage, origin: string): PageHead {
  const url = absolute(path, origin);
  const text = metaDescription(description);
  return {
    meta: [
      { title },
      { name: 'description', content: text },
      { property: 'og:type', content: type },
      { property: 'og:title', content: title },
      { property: 'og:description', content: text },
      { property: 'og:image', content: image.url },
      { property: 'og:image:width', content: String(SHARE_CARD_WIDTH) },
      { property: 'og:image:height', content: String(SHARE_CARD_HEIGHT) },
      { property: 'og:image:alt', content: image.alt },
      { property: 'og:url', content: url },
      { property: 'og:site_name', content: SITE_NAME },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}

/** The card the server draws for an item (`/share-cards/{kind}/{id}.jpg`), absolute for link previews. */
function shareCard(kind: ShareCardKind, id: string, alt: string, origin: string) {
  return { url: absolute(`/share-cards/${kind}/${id}.jpg`, origin), alt };
}

/** A plain page's card is the site's own, as no item is there to draw. */
export function plainPageHead(page: PlainPage, origin: string): PageHead {
  const { path, title, description } = PLAIN_PAGES[page];
  return sharedPageHead(
    {
      title: pageTitle(title),
      description,
      path,
      type: 'website',
      image: { url: absolute(SITE_SHARE_CARD_PATH, origin), alt: SITE_NAME },
    },
    origin,
  );
}

/**
 * Whether the store had it at the price watcher's last read (the last point held until then), as
 * schema.org says it; undefined when the watcher has not read the page or the page did not say.
 */
function availability(history: PriceHistory | null | undefined): string | undefined {
  const inStock = history?.points.at(-1)?.inStock;
  if (inStock === true) return 'https://schema.org/InStock';
  if (inStock === false) return 'https://schema.org/OutOfStock';
  return undefined;
}

/**
 * Text for inside a `<script>` element, which HTML does not escape: `<` becomes `\u003c`, so nothing in it
 * can close the element (`</script>`) or open a comment. Head scripts are JSON (JSON-LD), which reads
 * `\u003c` as the same character.
 */
export const scriptSafe = (text: string) => text.replace(/</g, '\\u003c');

/** schema.org Product with its Offer, for search engines' product results. */
function productJsonLd(
  product: Product,
  url: string,
  origin: string,
  history: PriceHistory | null | undefined,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: productName(product),
    image: product.images.map((image) => absolute(image.url, origin)),
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      // Product prices are major units (189.5); schema.org wants the amount as the currency writes it.
      price: amountText(toMinorUnits(product.price, product.currency), product.currency),
      priceCurrency: product.currency,
      url,
      availability: availability(history),
    },
  };
}

/**
 * A product page. The price history is optional: the page draws without it, and without it the Offer
 * says nothing of stock rather than guess.
 */
export function productHead(product: Product, origin: string, priceHistory?: PriceHistory | null): PageHead {
  const path = `/products/${product.id}`;
  const name = productName(product);
  const price = formatPrice(product.price, product.currency, 'en');
  const head = sharedPageHead(
    {
      title: pageTitle(name),
      description: sentences(
        `${product.brand}, ${price}`,
        product.description,
        `Shared on Stylebook by ${product.owner.name}`,
      ),
      path,
      type: 'product',
      image: shareCard('products', product.id, productLabel(product), origin),
    },
    origin,
  );
  const jsonLd = productJsonLd(product, absolute(path, origin), origin, priceHistory);
  return {
    ...head,
    scripts: [{ type: 'application/ld+json', children: scriptSafe(JSON.stringify(jsonLd)) }],
  };
}

export function lookHead(look: Look, origin: string): PageHead {
  return sharedPageHead(
    {
      title: pageTitle(look.title),
      description: sentences(
        `A look by ${look.owner.name} with ${productCountLabel(look.products.length)}`,
        look.description,
      ),
      path: `/looks/${look.id}`,
      type: 'website',
      image: shareCard('looks', look.id, look.title, origin),
    },
    origin,
  );
}

/** "A, B, and C": the first few distinct brands of the products, in their order. */
function brandList(products: Collection['products'], count = 3): string | null {
  const brands = [...new Set(products.map(({ brand }) => brand))].slice(0, count);
  return brands.length > 0 ? new Intl.ListFormat('en', { type: 'conjunction' }).format(brands) : null;
}

/**
 * A collection page. A locked one (paid-only, of someone the viewer does not pay) says only what its locked
 * page shows: name, owner and count, never what it holds (docs/decisions.md "A locked collection never says
 * what it holds").
 */
export function collectionHead(collection: Collection, origin: string): PageHead {
  const count = productCountLabel(collection.productCount);
  const brands = collection.locked ? null : brandList(collection.products);
  const description = collection.locked
    ? `A collection by ${collection.owner.name} for their paid subscribers: ${count}.`
    : `A collection by ${collection.owner.name}: ${count}${brands ? ` from ${brands}` : ''}.`;
  return sharedPageHead(
    {
      title: pageTitle(collection.name),
      description,
      path: `/collections/${collection.id}`,
      type: 'website',
      image: shareCard('collections', collection.id, collection.name, origin),
    },
    origin,
  );
}

/** A profile, at /profiles/{id} also when it is reached as /users/{id} (the same page). */
export function profileHead(profile: UserProfile, origin: string): PageHead {
  return sharedPageHead(
    {
      title: pageTitle(profile.name),
      description: sentences(`${profile.name} (@${profile.username}) on Stylebook`, profile.bio),
      path: `/profiles/${profile.id}`,
      type: 'profile',
      image: shareCard('profiles', profile.id, profile.name, origin),
    },
    origin,
  );
}
