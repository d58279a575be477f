import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaObjects } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';
import { createMedia } from './media.module.ts';

describe('GET /media/*', () => {
  let t: TestApp;
  let image: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
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
  afterAll(() => t.close());

  it('serves a stored image to anyone with its type and immutable caching', async () => {
    const response = await t.app.inject({ url: '/media/seed/ab12.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
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
