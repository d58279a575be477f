import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ErrorBody, ScrapedProduct } from '@stylebook/contracts';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { mediaObjects } from '../../db/schema/index.ts';
import {
  bearer,
  capturedLog,
  codeFromMail,
  metadataOf,
  PHOTO_SECRET,
  photoWithMetadata,
  registerAccount,
  registerVerifiedAccount,
  useTestApp,
} from '../../test/helpers.ts';

const TIMEOUT_MS = 1_000;

/** A store on loopback: product pages, images that work and images that fail, and misbehaving pages. */
async function startStore() {
  const png = (background: string) =>
    sharp({ create: { width: 60, height: 80, channels: 3, background } })
      .png()
      .toBuffer();
  const images: Record<string, Buffer> = {
    '/img/front.png': await png('#c96'),
    // A phone photo: EXIF with a GPS position, XMP, a colour profile and a turn.
    '/img/back.png': await photoWithMetadata('png'),
    '/img/side.png': await png('#693'),
  };
  const productPage = (imagePaths: string[]) => `<!doctype html><html><head>
    <meta property="og:site_name" content="Loopback Store">
    <script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Camel Wool Coat',
      brand: { '@type': 'Brand', name: 'Loop & Co' },
      image: imagePaths,
      offers: { '@type': 'Offer', price: '1299.00', priceCurrency: 'EUR' },
    })}</script></head>
    <body><nav class="breadcrumb">Home / Women / Coats</nav><h1>Camel Wool Coat</h1></body></html>`;
  const html = (body: string) => (response: ServerResponse) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  const redirect = (location: string) => (response: ServerResponse) =>
    response.writeHead(302, { location }).end();

  const routes: Record<string, (response: ServerResponse, request: IncomingMessage) => void> = {
    '/products/camel-coat': html(
      productPage([
        '/img/front.png',
        '/img/missing.png',
        '/img/not-an-image',
        '/img/corrupt.jpg',
        '/img/back.png',
        '/img/too-big.jpg',
        'http://10.0.0.1/img/private.png',
      ]),
    ),
    '/go': redirect('/products/camel-coat?utm_source=newsletter'),
    '/blog/styling-a-coat': html(
      '<html><head><meta property="og:type" content="article"><title>Styling a coat</title></head><body><h1>Styling a coat</h1></body></html>',
    ),
    '/gone': (response) => response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>'),
    '/api/product': (response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
    '/slow': () => undefined,
    '/huge': (response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
      for (let index = 0; index < 90; index++) response.write(chunk);
      response.end();
    },
    '/products/margot-dress': html(`<html><head>
      <link rel="preconnect" href="https://cdn.shopify.com">
      <meta property="og:title" content="Margot Dress"><meta property="og:type" content="product">
      <script>Shopify.shop = "loop.myshopify.com"; Shopify.currency = {"active":"AUD","rate":"1.0"};</script>
      </head><body><h1>Margot Dress</h1></body></html>`),
    '/products/margot-dress.js': (response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          title: 'Margot Dress',
          handle: 'margot-dress',
          vendor: 'Wildflower',
          type: 'Womens Dresses',
          price: 18_900,
          images: ['/img/side.png'],
        }),
      ),
    // Only the layout to go by: the reply marks what it guessed.
    '/products/plain-scarf': html(
      '<html><head><title>Plain Scarf</title></head><body><main><h1>Plain Scarf</h1><span class="price">€ 45,00</span><img src="/img/side.png" width="600" height="800"></main></body></html>',
    ),
    // Walls and refusals, as bot-protection services and stores answer a reader that runs no scripts.
    '/walls/challenge': html(
      '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body><noscript>Enable JavaScript and cookies to continue</noscript><script>window._cf_chl_opt={cType:"managed"};</script></body></html>',
    ),
    '/walls/forbidden': (response) =>
      response.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Forbidden</h1>'),
    '/walls/busy': (response) => response.writeHead(429, { 'retry-after': '60' }).end(),
    '/members/coat': redirect('/account/login?return_to=/members/coat'),
    '/account/login': html(
      '<html><head><title>Sign in</title></head><body><h1>Sign in</h1><form method="post"><input type="email" name="email"><input type="password" name="password"><button>Sign in</button></form></body></html>',
    ),
    '/img/not-an-image': html('<p>hello</p>'),
    '/img/corrupt.jpg': (response) =>
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from('not really a jpeg')),
    '/img/too-big.jpg': (response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      for (let index = 0; index < 11; index++) response.write(chunk);
      response.end();
    },
  };
  for (let hop = 1; hop <= 6; hop++)
    routes[`/loop/${hop}`] = redirect(hop === 1 ? '/products/camel-coat' : `/loop/${hop - 1}`);

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://store').pathname;
    const image = images[path];
    if (image) return void response.writeHead(200, { 'content-type': 'image/png' }).end(image);
    const route = routes[path];
    if (route) return void route(response, request);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('POST /api/products/scrape', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  let person: Awaited<ReturnType<typeof registerAccount>>;

  beforeAll(async () => {
    store = await startStore();
  });
  afterAll(() => store.close());
  const t = useTestApp({
    scrapeAllowLoopback: true,
    scrapeTimeoutMs: TIMEOUT_MS,
    authRateLimit: { perIp: 1000, perEmail: 1000 },
  });
  beforeAll(async () => {
    person = await verifiedPerson();
  });

  const verifiedPerson = () => registerVerifiedAccount(t.app);

  const scrape = (url: unknown, token: string | null = person.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products/scrape',
      headers: token ? bearer(token) : {},
      payload: { url },
    });

  it('requires a signed-in person', async () => {
    const response = await scrape(`${store.origin}/products/camel-coat`, null);
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().code).toBe('UNAUTHENTICATED');
  });

  it('requires a verified email', async () => {
    const unverified = await registerAccount(t.app);
    const response = await scrape(`${store.origin}/products/camel-coat`, unverified.token);
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it("validates the URL with the form's messages", async () => {
    const empty = await scrape('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().message).toContain('Product URL is required');
    const invalid = await scrape('not a url');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ErrorBody>().message).toContain('Please enter a valid URL');
    const ftp = await scrape('ftp://shop.example/x');
    expect(ftp.json<ErrorBody>().message).toContain('Please enter a valid URL');
  });

  it.each([
    'http://10.0.0.1/products/x',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:192.168.0.1]/',
    'http://0/',
  ])('refuses %s with 400', async (url) => {
    const response = await scrape(url);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toEqual({
      message: 'This address is not allowed',
      code: 'VALIDATION',
    });
  });

  it('reads the product, keeps the images that download and re-stores them as our WebP', async () => {
    const url = `${store.origin}/products/camel-coat?utm_source=ig&fbclid=abc`;
    const response = await scrape(url);
    expect(response.statusCode).toBe(200);
    const product = response.json<ScrapedProduct>();
    expect(product).toMatchObject({
      url,
      canonicalUrl: `${store.origin}/products/camel-coat`,
      description: 'Camel Wool Coat',
      brand: 'Loop & Co',
      price: 1299,
      currency: 'EUR',
      gender: 'WOMENSWEAR',
      siteName: 'Loopback Store',
      lowConfidence: [],
    });
    // front and back work; a 404, an HTML page, corrupt bytes, an 11 MB file and a private address are dropped.
    expect(product.images).toHaveLength(2);
    const userId = person.user.id;
    for (const image of product.images) {
      expect(image.url).toMatch(new RegExp(`^/media/scraped/${userId}/[0-9a-f]{32}\\.webp$`));
      const served = await t.app.inject({ url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await metadataOf(served.rawPayload)).toMatchObject({ format: 'webp', carried: [] });
      expect(served.rawPayload.includes(PHOTO_SECRET)).toBe(false);
    }
    const rows = await t.database.db
      .select()
      .from(mediaObjects)
      .where(like(mediaObjects.key, `scraped/${userId}/%`));
    expect(rows.map((row) => row.ownerId)).toEqual([userId, userId]);
  });

  it('follows redirects, each hop checked, and names the page it landed on', async () => {
    const response = await scrape(`${store.origin}/go`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ScrapedProduct>()).toMatchObject({
      url: `${store.origin}/go`,
      canonicalUrl: `${store.origin}/products/camel-coat`,
      brand: 'Loop & Co',
    });
  });

  it('stops after five redirects', async () => {
    expect((await scrape(`${store.origin}/loop/5`)).statusCode).toBe(200);
    const response = await scrape(`${store.origin}/loop/6`);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toEqual({ message: 'Too many redirects', code: 'VALIDATION' });
  });

  it('reads Shopify product JSON for a Shopify page', async () => {
    const response = await scrape(`${store.origin}/products/margot-dress`);
    expect(response.statusCode).toBe(200);
    const product = response.json<ScrapedProduct>();
    expect(product).toMatchObject({
      description: 'Margot Dress',
      brand: 'Wildflower',
      price: 189,
      currency: 'AUD',
      gender: 'WOMENSWEAR',
    });
    expect(product.images).toHaveLength(1);
  });

  it('says which fields it only guessed from the layout', async () => {
    const response = await scrape(`${store.origin}/products/plain-scarf`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ScrapedProduct>()).toMatchObject({
      description: 'Plain Scarf',
      brand: null,
      price: 45,
      currency: 'EUR',
      lowConfidence: ['description', 'price'],
    });
  });

  it('says when the store blocked the read, and suggests the browser extension', async () => {
    const reader = await verifiedPerson();
    const extension = 'Open the product in your browser and save it with the Stylebook browser extension.';
    for (const [path, message] of [
      ['/walls/challenge', `The store blocked our reader with a bot check. ${extension}`],
      ['/walls/forbidden', `The store blocked our reader (HTTP 403). ${extension}`],
      ['/walls/busy', `The store blocked our reader for now (HTTP 429). ${extension}`],
      [
        '/members/coat',
        `The store blocked our reader: it shows this page only to signed-in visitors. ${extension}`,
      ],
    ] as const) {
      const response = await scrape(`${store.origin}${path}`, reader.token);
      expect(response.statusCode, path).toBe(422);
      expect(response.json<ErrorBody>()).toEqual({ message, code: 'STORE_BLOCKED' });
    }
    const rows = await t.database.db
      .select()
      .from(mediaObjects)
      .where(like(mediaObjects.key, `scraped/${reader.user.id}/%`));
    expect(rows).toEqual([]);
  });

  it('gives up on a store that does not answer in time', async () => {
    const started = Date.now();
    const response = await scrape(`${store.origin}/slow`);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toEqual({
      message: 'The store did not answer in time',
      code: 'VALIDATION',
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
  });

  it('refuses a page over 5 MB', async () => {
    const response = await scrape(`${store.origin}/huge`);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>()).toEqual({ message: 'The page is too large', code: 'VALIDATION' });
  });

  it('says when a page is not a product', async () => {
    for (const path of ['/blog/styling-a-coat', '/api/product']) {
      const response = await scrape(`${store.origin}${path}`);
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>()).toEqual({
        message: 'This page does not look like a product',
        code: 'VALIDATION',
      });
    }
  });

  it('reports store errors and unreachable stores as 422', async () => {
    const gone = await scrape(`${store.origin}/gone`);
    expect(gone.statusCode).toBe(422);
    expect(gone.json<ErrorBody>().message).toBe('The store answered with an error (HTTP 404)');

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = await scrape(`http://127.0.0.1:${port}/products/x`);
    expect(unreachable.statusCode).toBe(422);
    expect(unreachable.json<ErrorBody>()).toEqual({
      message: 'Could not reach the store',
      code: 'VALIDATION',
    });
  });

  it('limits scrapes per person to 30 a minute', async () => {
    const busy = await verifiedPerson();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index++) {
      statuses.push((await scrape('http://10.0.0.1/', busy.token)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another person keeps their own budget.
    expect((await scrape('http://10.0.0.1/')).statusCode).toBe(400);
  });

  it('gives each person their own copies of the scraped images', async () => {
    const other = await verifiedPerson();
    const response = await scrape(`${store.origin}/products/camel-coat`, other.token);
    expect(response.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(mediaObjects)
      .where(eq(mediaObjects.ownerId, other.user.id));
    // Their own copies: the same images stored under their key, not shared with the first person.
    expect(rows).toHaveLength(2);
  });
});

describe('SCRAPE_ALLOW_LOOPBACK', () => {
  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SCRAPE_ALLOW_LOOPBACK: '1' })).toThrow(
      'SCRAPE_ALLOW_LOOPBACK must not be set in production',
    );
    expect(loadConfig({ SCRAPE_ALLOW_LOOPBACK: '1' }).scrapeAllowLoopback).toBe(true);
    expect(loadConfig({}).scrapeAllowLoopback).toBe(false);
  });

  describe('at start', () => {
    const log = capturedLog('warn');
    // Built only for what it logs as it starts.
    useTestApp({ scrapeAllowLoopback: true }, { logger: log.logger });
    const plain = useTestApp();

    it('makes the server warn at start, and loopback is refused without it', async () => {
      expect(log.text()).toContain('SCRAPE_ALLOW_LOOPBACK is set');

      const account = await registerAccount(plain.app);
      const code = await codeFromMail(plain.app, account.email, '/verify-email');
      await plain.app.inject({
        method: 'POST',
        url: '/identity/verification/confirm',
        payload: { oobCode: code },
      });
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/products/scrape',
        headers: bearer(account.token),
        payload: { url: 'http://127.0.0.1:9/products/x' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().message).toBe('This address is not allowed');
    });
  });
});
