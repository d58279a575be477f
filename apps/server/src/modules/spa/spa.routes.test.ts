import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import { newProduct, newUser, useTestApp } from '../../test/helpers.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Stylebook</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web app's page renderer (apps/web/src/ssr/entry-server.tsx, which the end-to-end tests
 * exercise): it reads a product through the fetch the server hands it, as the real one's loaders do.
 */
const PAGE_RENDERER = `
export function createPageRenderer({ fetch, publicOrigin }) {
  globalThis.pageRenders = 0;
  return {
    async render(url) {
      globalThis.pageRenders += 1;
      const { pathname } = new URL(url, publicOrigin);
      if (pathname === '/boom') throw new Error('render failed');
      if (pathname === '/old') return { kind: 'redirect', status: 307, location: '/' };
      const id = pathname.match(/^\\/products\\/([^/]+)$/)?.[1];
      if (!id) return null;
      const response = await fetch('/api/products/' + id, { headers: { Accept: 'application/json' } });
      if (response.status === 404)
        return { kind: 'page', status: 404, head: '<title>Not Found</title>', body: '<h1>Not Found</h1>', state: {}, routeIds: ['__root__'] };
      const product = await response.json();
      return {
        kind: 'page',
        status: 200,
        head: '<title>' + product.brand.replace(/</g, '&lt;') + '</title>',
        body: '<h1>' + product.brand.replace(/</g, '&lt;') + '</h1>',
        state: { product },
        routeIds: ['__root__', '/products/$id'],
      };
    },
  };
}
`;

const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;

const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});';

describe('SPA with history fallback', () => {
  let webBuild: string;
  let webDist: string;

  beforeAll(async () => {
    webBuild = await mkdtemp(path.join(tmpdir(), 'stylebook-web-'));
    webDist = path.join(webBuild, 'dist');
    await mkdir(webDist);
    await mkdir(path.join(webBuild, 'dist-ssr'));
    await writeFile(path.join(webBuild, 'dist-ssr', 'entry-server.js'), PAGE_RENDERER);
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    await writeFile(path.join(webDist, 'sw.js'), SERVICE_WORKER);
    await writeFile(path.join(webDist, 'sw.js.br'), brotliCompressSync(SERVICE_WORKER));
    await writeFile(path.join(webDist, 'manifest.webmanifest'), '{"name":"Stylebook"}');
  });
  afterAll(() => rm(webBuild, { recursive: true, force: true }));
  const t = useTestApp(() => ({ webDist }));

  it('serves index.html, never cached, for a deep link', async () => {
    const response = await t.app.inject({
      url: '/collections/abc/edit',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const response = await t.app.inject({ url: '/assets/app-1a2b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the service worker and the manifest with their types, revalidated on every use', async () => {
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const compressed = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');

    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('serves the bare shell the service worker keeps offline, never cached', async () => {
    const response = await t.app.inject({ url: '/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer server paths with the app shell', async () => {
    for (const url of [
      '/api/x',
      '/media/nothing.webp',
      '/identity/nope',
      '/share-cards/nothing.jpg',
      '/metrics/x',
    ]) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it("draws a public product's page on the server, with its state escaped in the shell", async () => {
    const owner = await newUser(t.database.db);
    const product = await newProduct(t.database.db, { ownerId: owner.id, brand: 'Brand </script><b>' });
    const page = await t.app.inject({ url: `/products/${product.id}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Brand &lt;/script>&lt;b></title></head>');
    expect(page.body).toContain('<div id="root"><h1>Brand &lt;/script>&lt;b></h1></div>');
    const state = page.body.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(state!)).toMatchObject({ product: { id: product.id, brand: 'Brand </script><b>' } });
    expect(page.body).not.toContain('Brand </script>');
  });

  it('answers 404 with the Not Found markup for a missing product', async () => {
    const missing = await t.app.inject({
      url: '/products/00000000-0000-4000-8000-000000000000',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"><h1>Not Found</h1></div>');
  });

  it('keeps a rendered page until what it shows changes', async () => {
    const owner = await newUser(t.database.db);
    const product = await newProduct(t.database.db, { ownerId: owner.id, brand: 'Before' });
    // The change feed has delivered the product's creation, which would otherwise drop the page it renders.
    await t.app.changeFeed.poll();
    const url = `/products/${product.id}`;
    await t.app.inject({ url, headers: { accept: 'text/html' } });
    const rendersBefore = renders();
    const cached = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(renders()).toBe(rendersBefore);
    expect(cached.body).toContain('<h1>Before</h1>');
    const unchanged = await t.app.inject({
      url,
      headers: { accept: 'text/html', 'if-none-match': cached.headers.etag as string },
    });
    expect(unchanged.statusCode).toBe(304);

    await t.database.db.update(products).set({ brand: 'After' }).where(eq(products.id, product.id));
    await t.app.changeFeed.poll();
    const redrawn = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(renders()).toBe(rendersBefore + 1);
    expect(redrawn.body).toContain('<h1>After</h1>');
    expect(redrawn.headers.etag).not.toBe(cached.headers.etag);
  });

  it('sends the visitor where the router sends them', async () => {
    const response = await t.app.inject({ url: '/old', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(307);
    expect(response.headers.location).toBe('/');
  });

  it('answers 500 with the client shell when the page cannot be drawn', async () => {
    const response = await t.app.inject({ url: '/boom', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe(INDEX_HTML);
  });
});
