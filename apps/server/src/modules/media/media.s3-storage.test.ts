import { text } from 'node:stream/consumers';
import type { PresignResponse } from '@stylebook/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Config } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import { bearer, registerAccount, useTestApp } from '../../test/helpers.ts';
import { startS3rver, type S3rverPeer } from '../../test/s3rver-peer.ts';
import { createMedia } from './media.module.ts';
import { createS3Storage, type S3Storage } from './media.s3-storage.ts';

/** A real S3 peer on loopback: s3rver on a random port over a temp directory. */
describe('S3 storage (against s3rver)', () => {
  let peer: S3rverPeer;
  let s3: S3Config;
  let storage: S3Storage;

  beforeAll(async () => {
    peer = await startS3rver();
    s3 = peer.config;
    storage = createS3Storage(s3);
  });
  afterAll(() => peer?.stop());

  it('puts, finds, streams and deletes an object', async () => {
    await storage.put('seed/one.webp', Buffer.from('bytes'), 'image/webp');
    expect(await storage.exists('seed/one.webp')).toBe(true);
    const object = await storage.get('seed/one.webp');
    expect(object).toMatchObject({ contentType: 'image/webp', size: 5 });
    expect(await text(object!.body)).toBe('bytes');
    await storage.delete('seed/one.webp');
    expect(await storage.exists('seed/one.webp')).toBe(false);
    await expect(storage.delete('seed/one.webp')).resolves.toBeUndefined();
  });

  it('knows nothing of missing or invalid keys and refuses to write them', async () => {
    expect(await storage.get('seed/none.webp')).toBeNull();
    expect(await storage.get('../outside.webp')).toBeNull();
    await expect(storage.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(storage.put('seed/x.webp', Buffer.from('x'), 'text/html')).rejects.toThrow();
  });

  describe('the app on S3', () => {
    const t = useTestApp(() => ({ s3 }));
    let owner: { token: string; userId: string };
    let png: Buffer;

    beforeAll(async () => {
      const account = await registerAccount(t.app);
      await t.database.db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.id, account.user.id));
      owner = { token: account.token, userId: account.user.id };
      png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#5a7a3b' } })
        .png()
        .toBuffer();
    });

    async function presign(): Promise<PresignResponse> {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/products/images/presign',
        headers: bearer(owner.token),
        payload: { fileName: 'shirt.png', contentType: 'image/png' },
      });
      expect(response.statusCode).toBe(200);
      return response.json<PresignResponse>();
    }

    it('presigns a PUT straight to the bucket, then claims and serves the object through the app', async () => {
      const { uploadUrl, publicUrl, key } = await presign();
      const url = new URL(uploadUrl);
      expect(url.origin).toBe(s3.endpoint);
      expect(url.pathname).toBe(`/stylebook-media/incoming/${key}`);
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
      expect(Number(url.searchParams.get('X-Amz-Expires'))).toBe(600);

      const upload = await fetch(uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': 'image/png' },
        body: png,
      });
      expect(upload.status).toBe(200);
      // Not served before the server has checked it.
      expect((await t.app.inject({ url: publicUrl })).statusCode).toBe(404);

      const media = createMedia(t.config, t.database.db);
      expect(await media.claimImages(owner.userId, [publicUrl], 'productImage')).toEqual([
        { url: publicUrl, key, width: 1600, height: 1200 },
      ]);
      const served = await t.app.inject({ url: publicUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 1600,
        height: 1200,
      });

      const variant = await t.app.inject({ url: `${publicUrl}?w=320` });
      expect(variant.statusCode).toBe(200);
      expect(await sharp(variant.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 320,
        height: 240,
      });
      expect(await storage.exists(`variants/320/${key.replace(/\.png$/, '.webp')}`)).toBe(true);
    });

    it('serves the checked bytes, not a later PUT to the same presigned URL', async () => {
      const { uploadUrl, publicUrl } = await presign();
      const put = (body: Buffer | string) =>
        fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body });
      expect((await put(png)).status).toBe(200);
      await createMedia(t.config, t.database.db).claimImages(owner.userId, [publicUrl], 'productImage');
      const checked = (await t.app.inject({ url: publicUrl })).rawPayload;
      expect((await put('<script>alert(1)</script>')).status).toBe(200);
      expect((await t.app.inject({ url: publicUrl })).rawPayload.equals(checked)).toBe(true);
    });

    it('takes no uploads through the app', async () => {
      // (s3rver does not check v4 signatures, so the signed Content-Type and expiry are AWS's to enforce.)
      const { key } = await presign();
      const viaApp = await t.app.inject({
        method: 'PUT',
        url: `/media/${key}?expires=1&signature=x`,
        headers: { 'content-type': 'image/png' },
        payload: png,
      });
      expect(viaApp.statusCode).toBe(404);
    });

    it('refuses, and removes, an object over 10 MB that reached the bucket', async () => {
      const { uploadUrl, publicUrl, key } = await presign();
      const tooBig = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
      expect(
        (await fetch(uploadUrl, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: tooBig }))
          .status,
      ).toBe(200);
      const media = createMedia(t.config, t.database.db);
      await expect(media.claimImages(owner.userId, [publicUrl], 'productImage')).rejects.toMatchObject({
        statusCode: 413,
        message: 'File size must be less than 10MB',
      });
      expect(await storage.exists(`incoming/${key}`)).toBe(false);
      expect(await storage.exists(key)).toBe(false);
    });
  });
});
