import type { Product } from '@stylebook/contracts';
import { describe, expect, it } from 'vitest';
import { productHead } from '../lib/page-head';
import type { PageHead } from '../lib/page-head';
import { documentTitle, headTagsHtml } from './head-html';
import type { HeadMatch } from './head-html';

const ORIGIN = 'https://stylebook.example';
const PRODUCT_ID = '11111111-1111-4111-8111-111111111111';
const HOSTILE_NAME = '</script><script>alert(1)</script> "& co"';

const hostileProduct: Product = {
  id: PRODUCT_ID,
  rootProductId: PRODUCT_ID,
  description: HOSTILE_NAME,
  brand: 'Acme',
  price: 189.5,
  currency: 'EUR',
  gender: 'UNISEX',
  images: [{ url: '/media/products/front.jpg' }],
  owner: {
    id: '44444444-4444-4444-8444-444444444444',
    username: 'annoneil',
    name: "Ann O'Neil",
    avatarUrl: null,
    role: 'STYLIST',
  },
  purchaseUrl: 'https://shop.example/p/1',
  likeCount: 0,
  likedByMe: false,
  savedByCount: 0,
  collections: [],
  looks: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  removal: null,
};

/** A matched route as the router keeps it: `head()`'s `scripts` become the match's `headScripts`. */
const matchOf = ({ meta, links, scripts }: PageHead): HeadMatch => ({ meta, links, headScripts: scripts });

/** The HTML as a browser reads it. */
function parse(headHtml: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${headHtml}</head><body></body></html>`,
    'text/html',
  );
}

describe('headTagsHtml', () => {
  it('writes a product page head with every attribute and text escaped', () => {
    const html = headTagsHtml([matchOf(productHead(hostileProduct, ORIGIN))]);
    const url = `${ORIGIN}/products/${PRODUCT_ID}`;
    const escapedName = '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;&amp; co&quot;';
    const description = `Acme, €189.50. ${escapedName}. Shared on Stylebook by Ann O&#39;Neil.`;
    const jsonLd =
      '{"@context":"https://schema.org","@type":"Product",' +
      '"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script> \\"& co\\"",' +
      `"image":["${ORIGIN}/media/products/front.jpg"],"brand":{"@type":"Brand","name":"Acme"},` +
      `"offers":{"@type":"Offer","price":"189.50","priceCurrency":"EUR","url":"${url}"}}`;
    expect(html).toBe(
      [
        `<title>${escapedName} · Stylebook</title>`,
        `<meta name="description" content="${description}">`,
        '<meta property="og:type" content="product">',
        `<meta property="og:title" content="${escapedName} · Stylebook">`,
        `<meta property="og:description" content="${description}">`,
        `<meta property="og:image" content="${ORIGIN}/share-cards/products/${PRODUCT_ID}.jpg">`,
        '<meta property="og:image:width" content="1200">',
        '<meta property="og:image:height" content="630">',
        `<meta property="og:image:alt" content="Acme ${escapedName}">`,
        `<meta property="og:url" content="${url}">`,
        '<meta property="og:site_name" content="Stylebook">',
        '<meta name="twitter:card" content="summary_large_image">',
        `<link rel="canonical" href="${url}">`,
        `<script type="application/ld+json">${jsonLd}</script>`,
      ].join(''),
    );
  });

  it('reads back, in a browser, as the same name in one title, one description and one data script', () => {
    const document = parse(headTagsHtml([matchOf(productHead(hostileProduct, ORIGIN))]));
    expect(document.title).toBe(`${HOSTILE_NAME} · Stylebook`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      `Acme, €189.50. ${HOSTILE_NAME}. Shared on Stylebook by Ann O'Neil.`,
    );
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toMatchObject({ name: HOSTILE_NAME });
    expect(document.body.innerHTML).toBe('');
  });

  it("lets a later match's title and meta of the same name or property replace an earlier one's", () => {
    const layout: HeadMatch = {
      meta: [
        { charSet: 'utf-8' },
        { title: 'Stylebook' },
        { name: 'description', content: 'The site' },
        { property: 'og:site_name', content: 'Stylebook' },
        { name: 'theme-color', content: '#faf8f5' },
      ],
    };
    const page: HeadMatch = {
      meta: [
        { title: 'Linen overshirt · Stylebook' },
        undefined,
        { name: 'description', content: 'The product' },
        { property: 'og:title', content: 'Linen overshirt' },
      ],
    };
    expect(headTagsHtml([layout, page])).toBe(
      [
        '<title>Linen overshirt · Stylebook</title>',
        '<meta charset="utf-8">',
        '<meta property="og:site_name" content="Stylebook">',
        '<meta name="theme-color" content="#faf8f5">',
        '<meta name="description" content="The product">',
        '<meta property="og:title" content="Linen overshirt">',
      ].join(''),
    );
  });

  it('keeps every link and head script in match order, each once', () => {
    const icon = { rel: 'icon', href: '/favicon.svg' };
    const html = headTagsHtml([
      { links: [icon], headScripts: [{ type: 'application/ld+json', children: '{"a":1}' }] },
      { links: [icon, { rel: 'canonical', href: `${ORIGIN}/sitemap` }, undefined] },
      { headScripts: [{ type: 'application/ld+json', children: '{"b":2}' }] },
    ]);
    expect(html).toBe(
      [
        '<link rel="icon" href="/favicon.svg">',
        `<link rel="canonical" href="${ORIGIN}/sitemap">`,
        '<script type="application/ld+json">{"a":1}</script>',
        '<script type="application/ld+json">{"b":2}</script>',
      ].join(''),
    );
  });

  it("writes React's props as HTML attributes, true ones bare, leaving out what is not an attribute", () => {
    const html = headTagsHtml([
      {
        meta: [{ httpEquiv: 'content-language', content: 'en' }],
        links: [
          {
            rel: 'preload',
            href: "/a.css?x=1&y='2'",
            crossOrigin: 'anonymous',
            hrefLang: 'en',
            hidden: true,
            autoFocus: false,
            suppressHydrationWarning: true,
            onLoad: () => undefined,
          },
        ],
      },
    ]);
    expect(html).toBe(
      '<meta http-equiv="content-language" content="en">' +
        '<link rel="preload" href="/a.css?x=1&amp;y=&#39;2&#39;" crossorigin="anonymous" hreflang="en" hidden>',
    );
  });

  it('escapes < in a script handed in raw, so nothing can close the element', () => {
    const html = headTagsHtml([
      { headScripts: [{ type: 'application/ld+json', children: '{"name":"</script><b>x</b>"}' }] },
    ]);
    expect(html).toBe(
      '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cb>x\\u003c/b>"}</script>',
    );
    expect(JSON.parse(parse(html).querySelector('script')?.textContent ?? '')).toEqual({
      name: '</script><b>x</b>',
    });
  });

  it('writes nothing for routes without a head', () => {
    expect(headTagsHtml([{}, { meta: [], links: [] }])).toBe('');
  });
});

describe('documentTitle', () => {
  it("is the last match's title", () => {
    expect(
      documentTitle([
        { meta: [{ title: 'Stylebook' }] },
        { meta: [{ name: 'description', content: 'x' }] },
        matchOf(productHead(hostileProduct, ORIGIN)),
      ]),
    ).toBe(`${HOSTILE_NAME} · Stylebook`);
  });

  it("is the site's name when no route gives one", () => {
    expect(documentTitle([{}, { meta: [{ name: 'description', content: 'x' }] }])).toBe('Stylebook');
  });
});
