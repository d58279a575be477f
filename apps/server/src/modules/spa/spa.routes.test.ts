import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newProduct, newUser, type TestApp } from '../../test/helpers.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Stylebook</title></head><body><div id="root"></div></body></html>';

const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});';

describe('SPA with history fallback', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'stylebook-web-'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
    await writeFile(path.join(webDist, 'sw.js'), SERVICE_WORKER);
    await writeFile(path.join(webDist, 'sw.js.br'), brotliCompressSync(SERVICE_WORKER));
    await writeFile(path.join(webDist, 'manifest.webmanifest'), '{"name":"Stylebook"}');
    t = await buildTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

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
    for (const url of ['/api/x', '/media/nothing.webp', '/identity/nope', '/share-cards/nothing.jpg']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it("writes a public product's first screen into its page, and nothing into a missing one's", async () => {
    const owner = await newUser(t.database.db);
    const product = await newProduct(t.database.db, { ownerId: owner.id, brand: 'Brand </script><b>' });
    const page = await t.app.inject({ url: `/products/${product.id}`, headers: { accept: 'text/html' } });
    const data = page.body.match(/<script type="application\/json" id="first-screen">(.*?)<\/script>/)?.[1];
    expect(JSON.parse(data!)).toMatchObject({ product: { id: product.id, brand: 'Brand </script><b>' } });
    expect(page.body).not.toContain('Brand </script>');

    const missing = await t.app.inject({
      url: '/products/00000000-0000-4000-8000-000000000000',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toBe(INDEX_HTML);
  });
});
