/**
 * The public pages as the server sends them, before any script runs (issue 27, "Done means"): the item's
 * name in the markup, the head a link preview and a search engine read, a share card 1200x630 behind
 * `og:image`, and an honest 404 with the Not Found markup for what a visitor may not see.
 */
import { expect } from '../support/test.ts';
import sharp from 'sharp';
import {
  fetchPage,
  metaContent,
  onOrigin,
  productName,
  test,
  visibleText,
  type DemoItems,
  type SentPage,
} from './support.ts';

interface RenderedPage {
  path: string;
  /** What the markup says the page is about: the item's name, or a heading of a page that is not an item. */
  name: string;
  title: string;
  canonicalPath: string;
  type: 'website' | 'product' | 'profile';
}

const item = (path: string, name: string, type: RenderedPage['type'] = 'website'): RenderedPage => ({
  path,
  name,
  title: `${name} · Stylebook`,
  canonicalPath: path,
  type,
});

/** Every server-rendered route, with the demo item it shows. */
const PAGES: { label: string; page: (demo: DemoItems) => RenderedPage }[] = [
  {
    label: 'home',
    page: () => ({ path: '/', name: 'Featured', title: 'Stylebook', canonicalPath: '/', type: 'website' }),
  },
  {
    label: 'product',
    page: ({ product }) => item(`/products/${product.id}`, productName(product), 'product'),
  },
  { label: 'look', page: ({ look }) => item(`/looks/${look.id}`, look.title) },
  { label: 'collection', page: ({ collection }) => item(`/collections/${collection.id}`, collection.name) },
  { label: 'profile', page: ({ profile }) => item(`/profiles/${profile.id}`, profile.name, 'profile') },
  {
    label: 'user',
    page: ({ profile }) => ({
      ...item(`/users/${profile.id}`, profile.name, 'profile'),
      canonicalPath: `/profiles/${profile.id}`,
    }),
  },
  { label: 'sitemap', page: () => item('/sitemap', 'Sitemap') },
  { label: 'privacy', page: () => item('/privacy', 'Privacy policy') },
  {
    label: 'privacy in settings',
    page: () => ({ ...item('/settings/about/privacy-policy', 'Privacy policy'), canonicalPath: '/privacy' }),
  },
  { label: 'terms', page: () => item('/settings/about/terms-and-conditions', 'Terms and conditions') },
];

function expectHead({ document }: SentPage, page: RenderedPage) {
  expect(document.title).toBe(page.title);
  const description = metaContent(document, 'description');
  expect(description, 'meta description').toMatch(/\S/);
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  expect(canonical).toBe(onOrigin(page.canonicalPath));
  expect({
    'og:type': metaContent(document, 'og:type'),
    'og:title': metaContent(document, 'og:title'),
    'og:description': metaContent(document, 'og:description'),
    'og:url': metaContent(document, 'og:url'),
    'og:site_name': metaContent(document, 'og:site_name'),
    'og:image:width': metaContent(document, 'og:image:width'),
    'og:image:height': metaContent(document, 'og:image:height'),
    'twitter:card': metaContent(document, 'twitter:card'),
  }).toEqual({
    'og:type': page.type,
    'og:title': page.title,
    'og:description': description,
    'og:url': canonical,
    'og:site_name': 'Stylebook',
    'og:image:width': '1200',
    'og:image:height': '630',
    'twitter:card': 'summary_large_image',
  });
  const image = metaContent(document, 'og:image');
  expect(image, 'og:image').not.toBeNull();
  // Absolute, on the app's own origin: a link preview fetches it from another site.
  expect(new URL(image!).origin).toBe(new URL(onOrigin('/')).origin);
}

test.describe('the HTML as sent', () => {
  for (const { label, page: pageOf } of PAGES) {
    test(`the ${label} page holds its name in the markup and its head tags`, async ({ request, demo }) => {
      const page = pageOf(demo);
      const sent = await fetchPage(request, page.path);
      expect(sent.status).toBe(200);
      expect(visibleText(sent.root)).toContain(page.name);
      expectHead(sent, page);
    });

    test(`the ${label} page's og:image is a 1200x630 JPEG`, async ({ request, demo }) => {
      const page = pageOf(demo);
      const image = metaContent((await fetchPage(request, page.path)).document, 'og:image')!;
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      const { format, width, height } = await sharp(await response.body()).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    });
  }

  test('home shows the featured products in the markup', async ({ request }) => {
    const { root } = await fetchPage(request, '/');
    expect(root.querySelectorAll('a[href^="/products/"]').length).toBeGreaterThan(0);
  });

  test('a product page carries JSON-LD Product with an Offer', async ({ request, demo: { product } }) => {
    const { document } = await fetchPage(request, `/products/${product.id}`);
    const scripts = Array.from(document.querySelectorAll('script[type="application/ld+json"]'));
    expect(scripts).toHaveLength(1);
    const jsonLd = JSON.parse(scripts[0]!.textContent ?? '') as {
      '@type': string;
      name: string;
      offers: { '@type': string; price: string; priceCurrency: string; url: string };
    };
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.name).toBe(productName(product));
    expect(jsonLd.offers['@type']).toBe('Offer');
    expect(Number(jsonLd.offers.price)).toBe(product.price);
    expect(jsonLd.offers.priceCurrency).toBe(product.currency);
    expect(jsonLd.offers.url).toBe(onOrigin(`/products/${product.id}`));
  });
});

test.describe('404 as sent', () => {
  test('a missing product answers 404 with its not-found markup', async ({ request }) => {
    const { status, root, document } = await fetchPage(
      request,
      '/products/00000000-0000-4000-8000-000000000000',
    );
    expect(status).toBe(404);
    expect(visibleText(root)).toContain('This product is not available');
    expect(document.title).toBe('Stylebook');
  });

  test('a private collection answers a visitor 404 with its not-found markup, and hides its name', async ({
    request,
    demo: { privateCollection },
  }) => {
    const { status, root, html } = await fetchPage(request, `/collections/${privateCollection.id}`);
    expect(status).toBe(404);
    expect(visibleText(root)).toContain('This collection is not available');
    // The owner's own read names it; the visitor's page never does.
    expect(html).not.toContain(privateCollection.name);
  });

  test('an unknown address answers 404 with the Not Found markup', async ({ request }) => {
    const { status, root } = await fetchPage(request, '/no/such/page');
    expect(status).toBe(404);
    expect(visibleText(root)).toContain('Not Found');
    expect(visibleText(root)).toContain("This page doesn't exist or has moved.");
  });
});
