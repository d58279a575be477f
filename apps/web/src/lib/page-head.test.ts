import type {
  Collection,
  Look,
  PriceHistory,
  PricePoint,
  Product,
  ProductCard,
  UserProfile,
  UserSummary,
} from '@stylebook/contracts';
import { describe, expect, it } from 'vitest';
import {
  MAX_DESCRIPTION_LENGTH,
  collectionHead,
  lookHead,
  metaDescription,
  plainPageHead,
  productHead,
  profileHead,
} from './page-head';
import type { PageHead } from './page-head';

const ORIGIN = 'https://stylebook.example';
const PRODUCT_ID = '11111111-1111-4111-8111-111111111111';
const LOOK_ID = '22222222-2222-4222-8222-222222222222';
const COLLECTION_ID = '33333333-3333-4333-8333-333333333333';
const OWNER_ID = '44444444-4444-4444-8444-444444444444';

const owner: UserSummary = {
  id: OWNER_ID,
  username: 'annlee',
  name: 'Ann Lee',
  avatarUrl: null,
  role: 'STYLIST',
};

function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: PRODUCT_ID,
    rootProductId: PRODUCT_ID,
    description: 'Linen overshirt',
    brand: 'Acme',
    price: 189.5,
    currency: 'EUR',
    gender: 'UNISEX',
    images: [{ url: '/media/products/front.jpg' }, { url: '/media/products/back.jpg' }],
    owner,
    ...overrides,
  };
}

function product(overrides: Partial<Product> = {}): Product {
  return {
    ...productCard(),
    purchaseUrl: 'https://shop.example/linen-overshirt',
    likeCount: 3,
    likedByMe: false,
    savedByCount: 1,
    collections: [],
    looks: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    removal: null,
    ...overrides,
  };
}

function priceHistory(...points: Partial<PricePoint>[]): PriceHistory {
  return {
    points: points.map((point) => ({
      at: '2026-11-20T08:00:00.000Z',
      price: 189.5,
      currency: 'EUR',
      inStock: null,
      ...point,
    })),
    checkedAt: points.length > 0 ? '2026-11-26T08:00:00.000Z' : null,
    drop: null,
    watchedByMe: false,
  };
}

function collection(overrides: Partial<Collection> = {}): Collection {
  return {
    id: COLLECTION_ID,
    ownerId: OWNER_ID,
    owner,
    name: 'Autumn layers',
    coverImageUrl: '/media/collections/cover.jpg',
    isPrivate: false,
    isPaidSubscriberOnly: false,
    isSaved: false,
    isArchived: false,
    locked: false,
    products: [
      productCard(),
      productCard({ id: '55555555-5555-4555-8555-555555555555', brand: 'Arket' }),
      productCard({ id: '66666666-6666-4666-8666-666666666666', brand: 'Acme' }),
      productCard({ id: '77777777-7777-4777-8777-777777777777', brand: 'COS' }),
      productCard({ id: '88888888-8888-4888-8888-888888888888', brand: 'Toteme' }),
    ],
    looks: [],
    productIds: [],
    lookIds: [],
    productCount: 5,
    removal: null,
    ...overrides,
  };
}

const look: Look = {
  id: LOOK_ID,
  ownerId: OWNER_ID,
  owner,
  title: 'Lisbon weekend',
  description: 'Linen for warm evenings',
  coverImageUrl: '/media/looks/cover.jpg',
  products: [{ product: productCard(), x: 0.4, y: 0.3 }],
  tags: [{ productId: PRODUCT_ID, x: 0.4, y: 0.3 }],
  collections: [],
  likeCount: 0,
  likedByMe: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  removal: null,
};

const profile: UserProfile = {
  id: OWNER_ID,
  username: 'annlee',
  name: 'Ann Lee',
  bio: 'Quiet clothes, loud colours',
  avatarUrl: null,
  website: null,
  role: 'STYLIST',
  subscriberCount: 12,
  subscriptionCount: 3,
  isSubscribed: false,
  isMe: false,
  publicCollections: [],
  privateAndSavedCollections: [],
  subscriptionPrice: null,
  paidSubscription: null,
};

/** The content of the meta tag of that name or property. */
function meta(head: PageHead, key: string): string | undefined {
  return head.meta.find((tag) => tag?.name === key || tag?.property === key)?.content;
}

function jsonLd(head: PageHead): Record<string, unknown> {
  const children = head.scripts?.[0]?.children;
  if (typeof children !== 'string') throw new Error('no JSON-LD');
  return JSON.parse(children) as Record<string, unknown>;
}

describe('productHead', () => {
  it('gives the title, description, canonical URL, Open Graph, twitter card and JSON-LD', () => {
    const head = productHead(product(), ORIGIN, priceHistory({ inStock: true }));
    const url = `${ORIGIN}/products/${PRODUCT_ID}`;
    const description = 'Acme, €189.50. Linen overshirt. Shared on Stylebook by Ann Lee.';
    expect(head.meta).toEqual([
      { title: 'Linen overshirt · Stylebook' },
      { name: 'description', content: description },
      { property: 'og:type', content: 'product' },
      { property: 'og:title', content: 'Linen overshirt · Stylebook' },
      { property: 'og:description', content: description },
      { property: 'og:image', content: `${ORIGIN}/share-cards/products/${PRODUCT_ID}.jpg` },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: 'Acme Linen overshirt' },
      { property: 'og:url', content: url },
      { property: 'og:site_name', content: 'Stylebook' },
      { name: 'twitter:card', content: 'summary_large_image' },
    ]);
    expect(head.links).toEqual([{ rel: 'canonical', href: url }]);
    expect(head.scripts).toHaveLength(1);
    expect(head.scripts?.[0]?.type).toBe('application/ld+json');
    expect(jsonLd(head)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Linen overshirt',
      image: [`${ORIGIN}/media/products/front.jpg`, `${ORIGIN}/media/products/back.jpg`],
      brand: { '@type': 'Brand', name: 'Acme' },
      offers: {
        '@type': 'Offer',
        price: '189.50',
        priceCurrency: 'EUR',
        url,
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('names a product without a description by its brand', () => {
    const head = productHead(product({ description: null, price: 120, currency: 'USD' }), ORIGIN);
    expect(head.meta[0]).toEqual({ title: 'Acme · Stylebook' });
    expect(meta(head, 'description')).toBe('Acme, $120. Shared on Stylebook by Ann Lee.');
    expect(jsonLd(head)).toMatchObject({ name: 'Acme', offers: { price: '120.00', priceCurrency: 'USD' } });
  });

  it('writes the Offer price as the currency writes it', () => {
    expect(jsonLd(productHead(product({ price: 1500, currency: 'JPY' }), ORIGIN))).toMatchObject({
      offers: { price: '1500', priceCurrency: 'JPY' },
    });
    expect(jsonLd(productHead(product({ price: 0.1 + 0.2, currency: 'USD' }), ORIGIN))).toMatchObject({
      offers: { price: '0.30' },
    });
  });

  it('says the product is out of stock only when the price watcher read so', () => {
    const offers = (history?: PriceHistory) => jsonLd(productHead(product(), ORIGIN, history)).offers;
    expect(offers(priceHistory({ inStock: true }, { inStock: false }))).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
    expect(offers(priceHistory({ inStock: false }, { inStock: true }))).toMatchObject({
      availability: 'https://schema.org/InStock',
    });
  });

  it('leaves availability out when the price watcher does not know it', () => {
    for (const history of [undefined, priceHistory(), priceHistory({ inStock: true }, { inStock: null })]) {
      const offers = jsonLd(productHead(product(), ORIGIN, history)).offers;
      expect(offers).not.toHaveProperty('availability');
    }
  });

  it("keeps the product's own price in the Offer when the store's last read showed none", () => {
    const head = productHead(
      product(),
      ORIGIN,
      priceHistory({ price: null, currency: null, inStock: false }),
    );
    expect(jsonLd(head).offers).toEqual({
      '@type': 'Offer',
      price: '189.50',
      priceCurrency: 'EUR',
      url: `${ORIGIN}/products/${PRODUCT_ID}`,
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('escapes < in the JSON-LD so a name cannot close the script, and keeps the name intact', () => {
    const name = '</script><script>alert(1)</script> "& co"';
    const head = productHead(product({ description: name }), ORIGIN);
    const children = head.scripts?.[0]?.children;
    expect(children).not.toContain('<');
    expect(children).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script> \\"& co\\"');
    expect(jsonLd(head).name).toBe(name);
  });
});

describe('lookHead', () => {
  it('describes the look by its owner, its products and its own words', () => {
    const head = lookHead(look, ORIGIN);
    expect(head.meta[0]).toEqual({ title: 'Lisbon weekend · Stylebook' });
    expect(meta(head, 'description')).toBe('A look by Ann Lee with 1 product. Linen for warm evenings.');
    expect(meta(head, 'og:type')).toBe('website');
    expect(meta(head, 'og:image')).toBe(`${ORIGIN}/share-cards/looks/${LOOK_ID}.jpg`);
    expect(meta(head, 'og:image:alt')).toBe('Lisbon weekend');
    expect(meta(head, 'og:url')).toBe(`${ORIGIN}/looks/${LOOK_ID}`);
    expect(head.links).toEqual([{ rel: 'canonical', href: `${ORIGIN}/looks/${LOOK_ID}` }]);
    expect(head.scripts).toBeUndefined();
  });

  it('ends its own words as a sentence only when they do not already', () => {
    const head = lookHead({ ...look, description: 'Linen, again!' }, ORIGIN);
    expect(meta(head, 'description')).toBe('A look by Ann Lee with 1 product. Linen, again!');
    expect(meta(lookHead({ ...look, description: null }, ORIGIN), 'description')).toBe(
      'A look by Ann Lee with 1 product.',
    );
  });
});

describe('collectionHead', () => {
  it('describes the collection by its owner, its count and the first brands it holds', () => {
    const head = collectionHead(collection(), ORIGIN);
    expect(head.meta[0]).toEqual({ title: 'Autumn layers · Stylebook' });
    expect(meta(head, 'description')).toBe('A collection by Ann Lee: 5 products from Acme, Arket, and COS.');
    expect(meta(head, 'og:image')).toBe(`${ORIGIN}/share-cards/collections/${COLLECTION_ID}.jpg`);
    expect(meta(head, 'og:url')).toBe(`${ORIGIN}/collections/${COLLECTION_ID}`);
    expect(head.links).toEqual([{ rel: 'canonical', href: `${ORIGIN}/collections/${COLLECTION_ID}` }]);
  });

  it('says nothing of what a locked collection holds, even if products were handed in', () => {
    const locked = collection({ isPaidSubscriberOnly: true, locked: true });
    const head = collectionHead(locked, ORIGIN);
    expect(meta(head, 'description')).toBe('A collection by Ann Lee for their paid subscribers: 5 products.');
    const everything = JSON.stringify(head);
    for (const card of locked.products) {
      expect(everything).not.toContain(card.brand);
      expect(everything).not.toContain(card.id);
    }
    expect(everything).not.toContain('/media/');
  });

  it('describes an empty collection without a brand list', () => {
    const head = collectionHead(collection({ products: [], productCount: 0 }), ORIGIN);
    expect(meta(head, 'description')).toBe('A collection by Ann Lee: 0 products.');
  });
});

describe('profileHead', () => {
  it('gives the person by name and bio, at /profiles/{id}, as a profile', () => {
    const head = profileHead(profile, ORIGIN);
    expect(head.meta[0]).toEqual({ title: 'Ann Lee · Stylebook' });
    expect(meta(head, 'description')).toBe('Ann Lee (@annlee) on Stylebook. Quiet clothes, loud colours.');
    expect(meta(head, 'og:type')).toBe('profile');
    expect(meta(head, 'og:image')).toBe(`${ORIGIN}/share-cards/profiles/${OWNER_ID}.jpg`);
    expect(head.links).toEqual([{ rel: 'canonical', href: `${ORIGIN}/profiles/${OWNER_ID}` }]);
  });

  it('describes a person without a bio by name alone', () => {
    expect(meta(profileHead({ ...profile, bio: null }, ORIGIN), 'description')).toBe(
      'Ann Lee (@annlee) on Stylebook.',
    );
  });
});

describe('plainPageHead', () => {
  it('titles home with the site name alone, at the origin', () => {
    const head = plainPageHead('home', ORIGIN);
    expect(head.meta[0]).toEqual({ title: 'Stylebook' });
    expect(meta(head, 'og:title')).toBe('Stylebook');
    expect(meta(head, 'description')).toBe(
      'Discover products, build looks and follow the stylists you love.',
    );
    expect(meta(head, 'og:type')).toBe('website');
    expect(meta(head, 'og:image')).toBe(`${ORIGIN}/share-cards/site.jpg`);
    expect(head.links).toEqual([{ rel: 'canonical', href: `${ORIGIN}/` }]);
  });

  it.each([
    ['sitemap', 'Sitemap · Stylebook', '/sitemap'],
    ['privacy', 'Privacy policy · Stylebook', '/privacy'],
    ['terms', 'Terms and conditions · Stylebook', '/settings/about/terms-and-conditions'],
  ] as const)('titles %s after its heading, at its one address', (page, title, path) => {
    const head = plainPageHead(page, ORIGIN);
    expect(head.meta[0]).toEqual({ title });
    expect(meta(head, 'og:url')).toBe(`${ORIGIN}${path}`);
    expect(head.links).toEqual([{ rel: 'canonical', href: `${ORIGIN}${path}` }]);
  });
});

describe('metaDescription', () => {
  it('keeps a text of up to 160 characters whole, on one line', () => {
    expect(metaDescription('Linen  overshirt\n\nin washed   blue ')).toBe('Linen overshirt in washed blue');
    const full = `${'a'.repeat(79)} ${'b'.repeat(80)}`;
    expect(full).toHaveLength(MAX_DESCRIPTION_LENGTH);
    expect(metaDescription(full)).toBe(full);
  });

  it('cuts a longer text after its last whole word, with an ellipsis, within 160 characters', () => {
    const text = `${'word '.repeat(31)}closing sentence`;
    const cut = metaDescription(text);
    expect(cut).toBe(`${'word '.repeat(31).trimEnd()}…`);
    expect(cut.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(metaDescription(`${'x'.repeat(155)}, tail end of it`)).toBe(`${'x'.repeat(155)}…`);
  });

  it('cuts a single word longer than the limit where the limit falls', () => {
    expect(metaDescription('x'.repeat(200))).toBe(`${'x'.repeat(159)}…`);
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    expect(metaDescription('👗 '.repeat(100))).toBe(`${'👗 '.repeat(80).trimEnd()}…`);
    expect(metaDescription('👗'.repeat(200))).toBe(`${'👗'.repeat(159)}…`);
  });

  it('cuts a long product description in the head on a word', () => {
    const long = `Relaxed overshirt in washed linen ${'with horn buttons '.repeat(20)}`;
    const description = meta(productHead(product({ description: long }), ORIGIN), 'description');
    expect(description?.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(description).toMatch(
      /^Acme, €189\.50\. Relaxed overshirt in washed linen with horn buttons .*buttons…$/,
    );
    expect(meta(productHead(product({ description: long }), ORIGIN), 'og:description')).toBe(description);
  });
});
