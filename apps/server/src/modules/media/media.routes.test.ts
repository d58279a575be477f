import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaObjects } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/helpers.ts';
import { createMedia } from './media.module.ts';

describe('GET /media/*', () => {
  const t = useTestApp();
  let image: Buffer;

  beforeAll(async () => {
    image = await sharp({
      create: { width: 8, height: 10, channels: 3, background: '#c8a27c' },
    })
      .webp()
      .toBuffer();
    await createMedia(t.config, t.database.db).storeImages([{ key: 'seed/ab12.webp', bytes: image }]);
    // A file beside the media root that no key may reach.
    await mkdir(t.config.dataDir, { recursive: true });
    await writeFile(path.join(t.config.dataDir, 'secret.webp'), 'top secret');
  });

  it('serves a stored image to anyone with its type and immutable caching', async () => {
    const response = await t.app.inject({ url: '/media/seed/ab12.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.rawPayload.equals(image)).toBe(true);
  });

  it('records a media_objects row with the image size', async () => {
    const rows = await t.database.db.select().from(mediaObjects);
    expect(rows).toEqual([
      expect.objectContaining({
        key: 'seed/ab12.webp',
        contentType: 'image/webp',
        bytes: image.length,
        width: 8,
        height: 10,
      }),
    ]);
  });

  it('answers an unknown key with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/media/seed/missing.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Media not found', code: 'NOT_FOUND' });
  });

  it.each([
    '/media/../secret.webp',
    '/media/seed/../../secret.webp',
    '/media/%2e%2e/secret.webp',
    '/media/seed/%2e%2e%2f%2e%2e%2fsecret.webp',
    '/media/..%5csecret.webp',
    '/media//etc/passwd',
    '/media/seed/ab12.webp%00.png',
    '/media/seed',
  ])('never leaves the media root: %s', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('top secret');
  });

  it('refuses to store bytes that are not an image', async () => {
    const media = createMedia(t.config, t.database.db);
    await expect(
      media.storeImages([{ key: 'seed/fake.webp', bytes: Buffer.from('<script>') }]),
    ).rejects.toThrow();
    expect((await t.app.inject({ url: '/media/seed/fake.webp' })).statusCode).toBe(404);
  });
});

describe('GET /media/<key>?w= (resized variants)', () => {
  const t = useTestApp();
  let wide: Buffer;

  beforeAll(async () => {
    wide = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3b5b7a' } })
      .jpeg()
      .toBuffer();
    const small = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#7a3b5b' } })
      .png()
      .toBuffer();
    await createMedia(t.config, t.database.db).storeImages([
      { key: 'seed/wide.jpg', bytes: wide },
      { key: 'seed/small.png', bytes: small },
    ]);
  });

  it.each([320, 640, 1280])('answers a WebP %i wide with immutable caching', async (width) => {
    const response = await t.app.inject({ url: `/media/seed/wide.jpg?w=${width}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const { format, width: actual, height } = await sharp(response.rawPayload).metadata();
    expect({ format, width: actual, height }).toEqual({ format: 'webp', width, height: width / 2 });
  });

  it('keeps each variant in storage and serves it again from there', async () => {
    const first = await t.app.inject({ url: '/media/seed/wide.jpg?w=640' });
    const kept = await readFile(path.join(t.config.dataDir, 'media/variants/640/seed/wide.webp'));
    expect(kept.equals(first.rawPayload)).toBe(true);
    const again = await t.app.inject({ url: '/media/seed/wide.jpg?w=640' });
    expect(again.rawPayload.equals(kept)).toBe(true);
  });

  it('never upscales', async () => {
    const response = await t.app.inject({ url: '/media/seed/small.png?w=1280' });
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 500, height: 400 });
  });

  it.each(['100', '641', 'abc', ''])('refuses w=%s with 400', async (w) => {
    const response = await t.app.inject({ url: `/media/seed/wide.jpg?w=${w}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('answers 404 for an unknown key and does not serve the variants folder as keys', async () => {
    expect((await t.app.inject({ url: '/media/seed/missing.jpg?w=320' })).statusCode).toBe(404);
    await t.app.inject({ url: '/media/seed/wide.jpg?w=320' });
    expect((await t.app.inject({ url: '/media/variants/320/seed/wide.webp' })).statusCode).toBe(404);
  });
});
