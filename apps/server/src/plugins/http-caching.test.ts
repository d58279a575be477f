import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newProduct, newUser, registerAccount, storeTestImage, useTestApp } from '../test/helpers.ts';
import { SHAREABLE_CACHE_CONTROL } from './http-caching.ts';

/** Big enough to be worth compressing, and repetitive, as real HTML and JSON are. */
const INDEX_HTML = `<!doctype html><html><head>${'<meta name="x" content="stylebook">'.repeat(60)}</head><body><div id="root"></div></body></html>`;
const ASSET = `export const words = ${JSON.stringify('a stylebook asset '.repeat(200))};`;

describe('compression and HTTP caching', () => {
  let webDist: string;
  let productId: string;
  let imageUrl: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'stylebook-web-'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    await mkdir(path.join(webDist, 'assets'));
    // What apps/web/build/precompress.ts writes beside each asset.
    await writeFile(path.join(webDist, 'assets/app-1a2b.js'), ASSET);
    await writeFile(path.join(webDist, 'assets/app-1a2b.js.br'), brotliCompressSync(ASSET));
    await writeFile(path.join(webDist, 'assets/app-1a2b.js.gz'), gzipSync(ASSET));
  });
  afterAll(() => rm(webDist, { recursive: true, force: true }));
  const t = useTestApp(() => ({ webDist }));
  beforeAll(async () => {
    const owner = await newUser(t.database.db, { role: 'STYLIST' });
    imageUrl = await storeTestImage(t, owner.id);
    productId = (
      await newProduct(t.database.db, {
        ownerId: owner.id,
        description: 'A long description of a wool coat, '.repeat(40),
        images: [{ url: imageUrl }],
      })
    ).id;
  });

  describe('hashed assets are sent as the build precompressed them', () => {
    it('sends the brotli file to a browser that accepts brotli', async () => {
      const response = await t.app.inject({
        url: '/assets/app-1a2b.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET);
    });

    it('sends the gzip file to a client that accepts only gzip', async () => {
      const response = await t.app.inject({
        url: '/assets/app-1a2b.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET);
    });

    it('sends the plain file to a client that accepts neither', async () => {
      const response = await t.app.inject({ url: '/assets/app-1a2b.js' });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(ASSET);
    });
  });

  it('compresses the HTML shell on the fly', async () => {
    const response = await t.app.inject({
      url: '/collections/abc',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('compresses API JSON above the threshold with gzip or brotli, and leaves small replies plain', async () => {
    const gzipped = await t.app.inject({
      url: `/api/products/${productId}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toMatchObject({ id: productId });

    const small = await t.app.inject({ url: '/api/health/live', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });

  it('sends images as they are, immutable', async () => {
    const response = await t.app.inject({ url: imageUrl, headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  describe('shared anonymous answers', () => {
    it('carry a public Cache-Control, an ETag and Vary: Authorization', async () => {
      const response = await t.app.inject({ url: `/api/products/${productId}` });
      expect(response.headers['cache-control']).toBe(SHAREABLE_CACHE_CONTROL);
      expect(response.headers.etag).toMatch(/^"[^"]+"$/);
      expect(response.headers.vary).toMatch(/authorization/i);
    });

    it('are kept by shared caches only: a browser asks again every time, never showing its copy meanwhile', async () => {
      const response = await t.app.inject({ url: `/api/products/${productId}` });
      const directives = String(response.headers['cache-control']).split(/,\s*/);
      expect(directives).toContain('max-age=0');
      expect(directives).toContain('s-maxage=30');
      expect(directives.some((d) => d.startsWith('stale-while-revalidate'))).toBe(false);
    });

    it('answer 304 with no body when the client holds the same ETag', async () => {
      const first = await t.app.inject({ url: `/api/products/${productId}` });
      const again = await t.app.inject({
        url: `/api/products/${productId}`,
        headers: { 'if-none-match': first.headers.etag as string, 'accept-encoding': 'br' },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('are not marked public for a signed-in caller, whose answer may hold per-viewer fields', async () => {
      const { token } = await registerAccount(t.app);
      const response = await t.app.inject({ url: `/api/products/${productId}`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBeUndefined();
      expect(response.headers.vary).toMatch(/authorization/i);
    });

    it('leave out errors and routes that are not shareable', async () => {
      const missing = await t.app.inject({ url: '/api/products/00000000-0000-4000-8000-000000000000' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['cache-control']).toBeUndefined();
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.headers['cache-control']).toBeUndefined();
    });
  });
});
