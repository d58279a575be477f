import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaObjects } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/helpers.ts';
import type { DeferredImage } from './media.service.ts';

/** A deferred image that counts its drawings. */
function counted(key: string, draw: () => Promise<Buffer>): DeferredImage & { drawings: number } {
  const image = {
    key,
    ownerId: null,
    drawings: 0,
    draw: () => {
      image.drawings += 1;
      return draw();
    },
  };
  return image;
}

describe('deferred images', () => {
  const t = useTestApp();
  let bytes: Buffer;

  beforeAll(async () => {
    bytes = await sharp({ create: { width: 8, height: 10, channels: 3, background: '#c8a27c' } })
      .webp()
      .toBuffer();
  });

  it('draws those ahead once each and names the ones that failed, leaving the others for a request', async () => {
    const ahead = counted('seed/ahead.webp', () => Promise.resolve(bytes));
    const broken = counted('seed/broken.webp', () => Promise.reject(new Error('no paint')));
    const later = counted('seed/later.webp', () => Promise.resolve(bytes));

    const failed = await t.media.deferImages({ ahead: [ahead, broken], onRequest: [later] }, 2);

    expect(failed).toEqual(['seed/broken.webp']);
    expect([ahead.drawings, broken.drawings, later.drawings]).toEqual([1, 1, 0]);
    const rows = await t.database.db.select({ key: mediaObjects.key }).from(mediaObjects);
    expect(rows.map(({ key }) => key)).toEqual(['seed/ahead.webp']);
    const served = await t.app.inject({ url: '/media/seed/ahead.webp' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(ahead.drawings).toBe(1);
  });

  it('draws an image on its first requests, once however many come at once', async () => {
    const later = counted('seed/on-request.webp', () => Promise.resolve(bytes));
    await t.media.deferImages({ ahead: [], onRequest: [later] }, 2);

    const [original, variant] = await Promise.all([
      t.app.inject({ url: '/media/seed/on-request.webp' }),
      t.app.inject({ url: '/media/seed/on-request.webp?w=320' }),
    ]);
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(bytes)).toBe(true);
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(later.drawings).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(mediaObjects)
      .where(eq(mediaObjects.key, 'seed/on-request.webp'));
    expect(row).toMatchObject({ width: 8, height: 10, contentType: 'image/webp' });
  });

  it('answers a key that was never deferred or stored with a 404', async () => {
    const response = await t.app.inject({ url: '/media/seed/never.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Media not found', code: 'NOT_FOUND' });
  });
});
