import { Readable } from 'node:stream';
import {
  ENDPOINTS,
  PRESIGN_ROUTES,
  UPLOAD_KINDS,
  type PresignResponse,
  type UploadKind,
} from '@stylebook/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaObjects, uploadGrants, users } from '../../db/schema/index.ts';
import {
  bearer,
  metadataOf,
  PHOTO_SECRET,
  photoWithMetadata,
  registerAccount,
  useTestApp,
} from '../../test/helpers.ts';
import { createMedia } from './media.module.ts';
import type { MediaService } from './media.service.ts';

const TEN_MB = 10 * 1024 * 1024;

describe('uploads', () => {
  const t = useTestApp({ uploadsPerHour: 40, authRateLimit: { perIp: 1000, perEmail: 1000 } });
  let media: MediaService;
  let png: Buffer;
  let verified: { token: string; userId: string };
  let other: { token: string; userId: string };
  let unverifiedToken: string;

  async function verifiedAccount() {
    const account = await registerAccount(t.app);
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, account.user.id));
    return { token: account.token, userId: account.user.id };
  }

  beforeAll(async () => {
    media = createMedia(t.config, t.database.db);
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#8a6d5a' } })
      .png()
      .toBuffer();
    verified = await verifiedAccount();
    other = await verifiedAccount();
    unverifiedToken = (await registerAccount(t.app)).token;
  });
  afterEach(() => vi.useRealTimers());

  const presign = (
    kind: UploadKind,
    token: string | undefined,
    body: object = { fileName: 'look.png', contentType: 'image/png' },
  ) =>
    t.app.inject({
      method: 'POST',
      url: ENDPOINTS[PRESIGN_ROUTES[kind]].path,
      headers: token ? bearer(token) : {},
      payload: body,
    });

  async function grant(kind: UploadKind = 'productImage', token = verified.token) {
    const response = await presign(kind, token);
    expect(response.statusCode).toBe(200);
    return response.json<PresignResponse>();
  }

  const put = (url: string, payload: Buffer | Readable, contentType = 'image/png') =>
    t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload });

  describe.each(UPLOAD_KINDS)('POST /api/uploads/…/presign for %s', (kind) => {
    it.skipIf(kind === 'feedbackAttachment')(
      'requires a signed-in person with a verified email',
      async () => {
        expect((await presign(kind, undefined)).statusCode).toBe(401);
        const unverified = await presign(kind, unverifiedToken);
        expect(unverified.statusCode).toBe(403);
        expect(unverified.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
      },
    );

    it('accepts image content types only', async () => {
      const response = await presign(kind, verified.token, {
        fileName: 'a.pdf',
        contentType: 'application/pdf',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('Please select an image file');
      const svg = await presign(kind, verified.token, { fileName: 'a.svg', contentType: 'image/svg+xml' });
      expect(svg.statusCode).toBe(400);
    });

    it('grants one fresh key of its kind for 10 minutes', async () => {
      const answer = await grant(kind);
      expect(answer.key).toMatch(new RegExp(`^uploads/${kind}/${verified.userId}/[A-Za-z0-9_-]{22}\\.png$`));
      expect(answer.publicUrl).toBe(`/media/${answer.key}`);
      expect(answer.uploadUrl).toMatch(new RegExp(`^/media/${answer.key}\\?expires=\\d+&signature=[\\w-]+$`));
      const [row] = await t.database.db.select().from(uploadGrants).where(eq(uploadGrants.key, answer.key));
      expect(row).toMatchObject({
        ownerId: verified.userId,
        kind,
        contentType: 'image/png',
        maxBytes: TEN_MB,
      });
      expect(row!.uploadedAt).toBeNull();
      expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
      expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    });
  });

  it('grants feedback attachments to anyone, as anyone may send feedback (docs/product.md §18)', async () => {
    const visitor = await presign('feedbackAttachment', undefined);
    expect(visitor.statusCode).toBe(200);
    const { key } = visitor.json<PresignResponse>();
    expect(key).toMatch(/^uploads\/feedbackAttachment\/anonymous\/[A-Za-z0-9_-]{22}\.png$/);
    const [row] = await t.database.db.select().from(uploadGrants).where(eq(uploadGrants.key, key));
    expect(row).toMatchObject({ ownerId: null, kind: 'feedbackAttachment' });
    const unverified = await presign('feedbackAttachment', unverifiedToken);
    expect(unverified.statusCode).toBe(200);
    expect(unverified.json<PresignResponse>().key).not.toContain('/anonymous/');
    await expect(media.presign(null, 'avatar', 'image/png')).rejects.toMatchObject({ statusCode: 401 });
  });

  it('maps each content type to its extension', async () => {
    for (const [contentType, extension] of [
      ['image/jpeg', 'jpg'],
      ['image/webp', 'webp'],
      ['image/gif', 'gif'],
      ['image/avif', 'avif'],
    ]) {
      const response = await presign('avatar', verified.token, { fileName: 'x', contentType });
      expect(response.json<PresignResponse>().key.endsWith(`.${extension}`)).toBe(true);
    }
  });

  it('limits presigns per person across all five endpoints', async () => {
    const busy = await verifiedAccount();
    for (let i = 0; i < 40; i++) {
      expect((await presign(UPLOAD_KINDS[i % 5]!, busy.token)).statusCode).toBe(200);
    }
    const refused = await presign('avatar', busy.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Someone else's budget is their own.
    expect((await presign('avatar', other.token)).statusCode).toBe(200);
  });

  describe('PUT to the upload URL (local disk storage)', () => {
    it('refuses a forged, missing or foreign signature with 403', async () => {
      const { key, uploadUrl } = await grant();
      const forged = uploadUrl.replace(
        /signature=[\w-]+/,
        'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      );
      expect((await put(forged, png)).statusCode).toBe(403);
      expect((await put(`/media/${key}`, png)).statusCode).toBe(403);
      const later = uploadUrl.replace(/expires=(\d+)/, (_, s: string) => `expires=${Number(s) + 3600}`);
      expect((await put(later, png)).statusCode).toBe(403);
      // A valid signature of one key does not open another.
      const second = await grant();
      const swapped = `/media/${second.key}?${uploadUrl.split('?')[1]}`;
      expect((await put(swapped, png)).statusCode).toBe(403);
      expect(
        (await put(`/media/uploads/productImage/x/none.png?expires=1&signature=a`, png)).statusCode,
      ).toBe(403);
    });

    it.each(['%00', 'a%00b.png', '..%2fsecret.png', '%E2%80%AE.png', `${'a'.repeat(3000)}.png`])(
      'refuses a path that is no media key with 403 before looking it up: %s',
      async (key) => {
        const response = await put(`/media/${key}?expires=1&signature=a`, png);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'This upload link is not valid', code: 'FORBIDDEN' });
      },
    );

    it('refuses an expired link with 403', async () => {
      const { uploadUrl } = await grant();
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1000 });
      const response = await put(uploadUrl, png);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'This upload link has expired', code: 'FORBIDDEN' });
    });

    it('refuses another Content-Type than the granted one with 400', async () => {
      const { uploadUrl } = await grant();
      const response = await put(uploadUrl, png, 'image/jpeg');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Content-Type must be image/png', code: 'VALIDATION' });
      expect((await put(uploadUrl, png, 'text/html')).statusCode).toBe(400);
    });

    it('refuses more than 10 MB with 413, announced or streamed', async () => {
      const tooBig = Buffer.alloc(TEN_MB + 1);
      const announced = await put((await grant()).uploadUrl, tooBig);
      expect(announced.statusCode).toBe(413);
      expect(announced.json()).toEqual({
        message: 'File size must be less than 10MB',
        code: 'PAYLOAD_TOO_LARGE',
      });
      const { uploadUrl, key } = await grant();
      const streamed = await put(
        uploadUrl,
        Readable.from([tooBig.subarray(0, TEN_MB), tooBig.subarray(TEN_MB)]),
      );
      expect(streamed.statusCode).toBe(413);
      // Nothing was stored, and the grant's one PUT is still there for a file that fits.
      expect((await put(uploadUrl, png)).statusCode).toBe(204);
      await expect(
        media.claimImages(verified.userId, [`/media/${key}`], 'productImage'),
      ).resolves.toHaveLength(1);
    });

    it('takes one PUT per key: stored, unserved until claimed, then a second PUT is 409', async () => {
      const { uploadUrl, publicUrl, key } = await grant('lookCover');
      expect((await put(uploadUrl, png)).statusCode).toBe(204);
      const again = await put(uploadUrl, png);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This file was already uploaded', code: 'CONFLICT' });

      // Unverified bytes are never public.
      expect((await t.app.inject({ url: publicUrl })).statusCode).toBe(404);

      const claimed = await media.claimImages(verified.userId, [publicUrl], 'lookCover');
      expect(claimed).toEqual([{ url: publicUrl, key, width: 40, height: 30 }]);
      const served = await t.app.inject({ url: publicUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(await metadataOf(served.rawPayload)).toMatchObject({ format: 'png', width: 40, height: 30 });
      const [row] = await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.key, key));
      expect(row).toMatchObject({
        ownerId: verified.userId,
        contentType: 'image/png',
        bytes: served.rawPayload.length,
        width: 40,
        height: 30,
      });
    });
  });

  describe('claimImages', () => {
    async function uploaded(kind: UploadKind = 'productImage', bytes: Buffer = png, owner = verified) {
      const answer = await grant(kind, owner.token);
      expect((await put(answer.uploadUrl, bytes)).statusCode).toBe(204);
      return answer;
    }

    it('is idempotent and keeps the order of the URLs, repeats included', async () => {
      const first = await uploaded();
      const second = await uploaded();
      const urls = [second.publicUrl, first.publicUrl, second.publicUrl];
      const once = await media.claimImages(verified.userId, urls, 'productImage');
      expect(once.map((image) => image.key)).toEqual([second.key, first.key, second.key]);
      expect(await media.claimImages(verified.userId, urls, 'productImage')).toEqual(once);
    });

    it('refuses bytes that are not an image and removes them', async () => {
      const { publicUrl, key } = await uploaded('productImage', Buffer.from('<svg onload="alert(1)"></svg>'));
      await expect(media.claimImages(verified.userId, [publicUrl], 'productImage')).rejects.toMatchObject({
        statusCode: 400,
        code: 'VALIDATION',
        message: 'This file is not an image',
      });
      expect(await media.open(key)).toBeNull();
      // The bytes are gone, so a retry finds nothing uploaded.
      await expect(media.claimImages(verified.userId, [publicUrl], 'productImage')).rejects.toMatchObject({
        message: 'Images must be uploaded first',
      });
    });

    it('refuses a truncated image and one with an absurd size', async () => {
      // A valid header (sharp reads 300x200 from it) over pixel data cut in half.
      const noise = Buffer.from(Array.from({ length: 300 * 200 * 3 }, (_, i) => (i * 7919) % 251));
      const photo = await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } })
        .png()
        .toBuffer();
      const truncated = await uploaded('productImage', photo.subarray(0, Math.floor(photo.length / 2)));
      await expect(
        media.claimImages(verified.userId, [truncated.publicUrl], 'productImage'),
      ).rejects.toMatchObject({ message: 'This file is not an image' });
      const huge = await sharp({ create: { width: 12_001, height: 2, channels: 3, background: '#000' } })
        .png()
        .toBuffer();
      const wide = await uploaded('productImage', huge);
      await expect(
        media.claimImages(verified.userId, [wide.publicUrl], 'productImage'),
      ).rejects.toMatchObject({
        message: 'This file is not an image',
      });
    });

    it.each([
      ['a URL outside /media', () => 'https://evil.example/x.png'],
      ['a key that was never granted', () => '/media/uploads/productImage/nobody/none.png'],
      ['a path that is not a key', () => '/media/../secret.png'],
    ])('refuses %s', async (_, url) => {
      await expect(media.claimImages(verified.userId, [url()], 'productImage')).rejects.toMatchObject({
        statusCode: 400,
        message: 'Images must be uploaded first',
      });
    });

    it('refuses a grant not yet uploaded, of another kind, or of another person', async () => {
      const pending = await grant();
      const avatar = await uploaded('avatar');
      const theirs = await uploaded('productImage', png, other);
      for (const [url, kind] of [
        [pending.publicUrl, 'productImage'],
        [avatar.publicUrl, 'productImage'],
        [theirs.publicUrl, 'productImage'],
      ] as const) {
        await expect(media.claimImages(verified.userId, [url], kind)).rejects.toMatchObject({
          message: 'Images must be uploaded first',
        });
      }
      // Once claimed by its owner it is theirs, and still not anyone else's.
      await media.claimImages(other.userId, [theirs.publicUrl], 'productImage');
      await expect(
        media.claimImages(verified.userId, [theirs.publicUrl], 'productImage'),
      ).rejects.toMatchObject({
        message: 'Images must be uploaded first',
      });
    });

    describe('stores the original upright and without metadata, in its own format', () => {
      /** Uploads `bytes` through a presigned link, claims it and answers what `/media/<key>` serves. */
      async function claimedAndServed(bytes: Buffer, extension: string, contentType: string) {
        const response = await presign('productImage', verified.token, {
          fileName: `photo.${extension}`,
          contentType,
        });
        const { uploadUrl, publicUrl } = response.json<PresignResponse>();
        expect((await put(uploadUrl, bytes, contentType)).statusCode).toBe(204);
        const [claimed] = await media.claimImages(verified.userId, [publicUrl], 'productImage');
        const served = await t.app.inject({ url: publicUrl });
        expect(served.headers['content-type']).toBe(contentType);
        return { claimed, served: served.rawPayload };
      }

      it.each([
        ['jpeg', 'jpg', 'image/jpeg'],
        ['png', 'png', 'image/png'],
        ['webp', 'webp', 'image/webp'],
        ['avif', 'avif', 'image/avif'],
      ] as const)(
        '%s: no EXIF (GPS), XMP, IPTC or colour profile, orientation applied',
        async (format, extension, contentType) => {
          const photo = await photoWithMetadata(format);
          expect((await metadataOf(photo)).carried).toEqual(expect.arrayContaining(['exif', 'xmp', 'icc']));

          const { claimed, served } = await claimedAndServed(photo, extension, contentType);
          expect(await metadataOf(served)).toMatchObject({
            // sharp names AVIF's container HEIF.
            format: format === 'avif' ? 'heif' : format,
            width: 40,
            height: 60,
            carried: [],
          });
          expect(served.includes(PHOTO_SECRET)).toBe(false);
          expect(claimed).toMatchObject({ width: 40, height: 60 });
        },
      );

      /** Three 30x20 frames as an animated `format`, tagged with `orientation` when given. */
      async function animation(format: 'gif' | 'webp', orientation?: number) {
        const frames = await Promise.all(
          ['#c96', '#369', '#693'].map((background) =>
            sharp({ create: { width: 30, height: 20, channels: 3, background } })
              .png()
              .toBuffer(),
          ),
        );
        const joined = sharp(frames, { join: { animated: true } });
        return (orientation ? joined.withMetadata({ orientation }) : joined)
          .toFormat(format, { delay: 100, loop: 0 })
          .toBuffer();
      }

      it.each([
        ['gif', 'image/gif'],
        ['webp', 'image/webp'],
      ] as const)('keeps every frame of an animated %s', async (format, contentType) => {
        const { claimed, served } = await claimedAndServed(await animation(format), format, contentType);
        expect(await metadataOf(served)).toMatchObject({ format, width: 30, height: 20, pages: 3 });
        expect(claimed).toMatchObject({ width: 30, height: 20 });
      });

      it('keeps the first frame, upright, of an animation tagged with a turn (sharp cannot turn animations)', async () => {
        const turned = await animation('webp', 6);
        expect(await metadataOf(turned)).toMatchObject({
          pages: 3,
          carried: expect.arrayContaining(['orientation']) as unknown,
        });
        const { claimed, served } = await claimedAndServed(turned, 'webp', 'image/webp');
        expect(await metadataOf(served)).toMatchObject({
          format: 'webp',
          width: 20,
          height: 30,
          carried: [],
        });
        expect((await metadataOf(served)).pages).toBeUndefined();
        expect(claimed).toMatchObject({ width: 20, height: 30 });
      });
    });

    it('accepts images the server stored itself (seed, scraped: no owner)', async () => {
      const [url] = await media.storeImages([{ key: 'seed/claimable.png', bytes: png }]);
      await expect(media.claimImages(verified.userId, [url!], 'collectionCover')).resolves.toEqual([
        { url, key: 'seed/claimable.png', width: 40, height: 30 },
      ]);
    });
  });
});
