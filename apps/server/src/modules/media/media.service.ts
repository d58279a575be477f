import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  MAX_UPLOAD_BYTES,
  type PresignBody,
  type PresignResponse,
  type UploadKind,
} from '@stylebook/contracts';
import sharp, { type Sharp } from 'sharp';
import type { Db } from '../../db/client.ts';
import { mapWithConcurrency } from '../../lib/concurrency.ts';
import { AppError, badRequest, conflict, forbidden, notFound, unauthenticated } from '../../lib/errors.ts';
import type { MediaRepository, UploadGrantRow } from './media.repository.ts';
import { contentTypeOfKey, isMediaKey, type MediaStorage, type StoredObject } from './media.storage.ts';

export interface MediaToStore {
  key: string;
  bytes: Buffer;
  ownerId?: string | null;
}

/** An image promised under `key` whose bytes are made when first needed (the demo's generated pictures). */
export interface DeferredImage {
  key: string;
  ownerId: string | null;
  draw: () => Promise<Buffer>;
}

/** One PUT of one key within 10 minutes (docs/product.md §6). */
export const UPLOAD_TTL_SECONDS = 10 * 60;

/**
 * How long after its grant expired an upload may still be claimed (a form left open overnight); after that
 * the grant and any bytes it brought are deleted by the upload clean-up.
 */
export const UPLOAD_CLAIM_GRACE_SECONDS = 24 * 60 * 60;

/** Grants deleted per statement, and incoming keys checked per query, by the upload clean-up. */
const CLEAN_UP_BATCH = 500;

/** The widths `GET /media/<key>?w=` serves, as WebP. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Larger sides are refused at claim time: no real photo needs more, and decoding stays bounded. */
export const MAX_IMAGE_SIDE = 12_000;

/** The raster formats sharp may find in an upload; SVG, PDF and the rest are not images here. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);

type UploadContentType = PresignBody['contentType'];

type Encoder = (image: Sharp) => Sharp;

/**
 * How a claimed upload is written back in the format its key names, at qualities high enough that the
 * re-encoding does not show. sharp's output keeps no metadata and is in sRGB, an embedded colour profile
 * applied to the pixels rather than kept.
 */
const ENCODER_BY_CONTENT_TYPE: Record<string, Encoder> = {
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/gif': (image) => image.gif(),
  // The claim runs inside a request: at the default effort a 12 MP AVIF took ~20 s, at 0 ~2 s and hardly larger.
  'image/avif': (image) => image.avif({ quality: 70, effort: 0 }),
} satisfies Record<UploadContentType, Encoder>;

const EXTENSION_BY_CONTENT_TYPE: Record<UploadContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/** What an upload URL is made from: the grant's key, its content type and when it stops working. */
export type UploadGrant = Pick<UploadGrantRow, 'key' | 'contentType' | 'expiresAt'>;

/**
 * How bytes reach storage. Local disk: the app's own signed `PUT /media/<key>` URL, checked by `verify`.
 * S3: a presigned PUT straight to the bucket, so there is no `verify` and the app never sees the bytes.
 */
export interface UploadUrls {
  urlFor(grant: UploadGrant): Promise<string>;
  verify?(grant: UploadGrant, expires: number, signature: string): Promise<boolean>;
}

/** The checked image behind a URL, as `claimImages` answers it. */
export interface ClaimedImage {
  url: string;
  key: string;
  width: number | null;
  height: number | null;
}

const MEDIA_PREFIX = '/media/';

/** The public URL of a stored key: the app serves every key under /media/. */
export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}

/** The stored key a URL names, or null for any other URL (an external image). */
export function mediaKeyOf(url: string): string | null {
  return url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : null;
}

const INCOMING = 'incoming/';

/**
 * Where an upload's bytes wait until `claimImages` has checked them; only then are they copied to `key`
 * itself. A presigned S3 PUT may be repeated until it expires, so bytes at the upload location are never
 * the ones served: nothing written after the check can replace a checked image.
 */
export function incomingKey(key: string): string {
  return `${INCOMING}${key}`;
}

/** Where the WebP of `key` at `width` is kept: `variants/640/uploads/…/abc.webp`. */
export function variantKey(key: string, width: VariantWidth): string {
  return `variants/${width}/${key.replace(/\.[a-z]+$/, '.webp')}`;
}

/** Where feedback attachments are uploaded: `uploads/feedbackAttachment/<userId or anonymous>/…`. */
const FEEDBACK_UPLOADS = 'uploads/feedbackAttachment/';
/** The owner segment of a signed-out visitor's upload key. */
const ANONYMOUS_OWNER = 'anonymous';

export const fileTooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'File size must be less than 10MB');
const notUploaded = () => badRequest('Images must be uploaded first');
const notAnImage = () => badRequest('This file is not an image');

/** `start`'s run for `key`, or the one under way in `runs`, so callers at the same time share one run. */
function sharedRun<T>(runs: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> {
  const running = runs.get(key);
  if (running) return running;
  const run = start().finally(() => runs.delete(key));
  runs.set(key, run);
  return run;
}

export function createMediaService(deps: {
  storage: MediaStorage;
  repository: Pick<
    MediaRepository,
    | 'upsertMany'
    | 'findObject'
    | 'createGrant'
    | 'findGrant'
    | 'takeGrant'
    | 'releaseGrant'
    | 'deleteGrantsExpiredBefore'
    | 'grantedKeys'
  >;
  uploads: UploadUrls;
}) {
  const { storage, repository, uploads } = deps;
  /** Variants being rendered, so a burst of first requests renders each once. */
  const rendering = new Map<string, Promise<Buffer | null>>();
  /** Deferred images not made yet, and those being made, so each is drawn once. */
  const deferred = new Map<string, DeferredImage>();
  const making = new Map<string, Promise<void>>();

  /** Stores images and records one media_objects row each, after sharp has read every one. */
  async function storeImages(items: MediaToStore[], executor?: Db): Promise<string[]> {
    const rows = await Promise.all(
      items.map(async ({ key, bytes, ownerId }) => {
        const { width, height } = await sharp(bytes).metadata();
        const contentType = contentTypeOfKey(key);
        await storage.put(key, bytes, contentType);
        return { key, ownerId: ownerId ?? null, contentType, bytes: bytes.length, width, height };
      }),
    );
    await repository.upsertMany(rows, executor);
    return items.map(({ key }) => mediaUrl(key));
  }

  /** Makes a deferred image now (or joins the making of it); resolves at once for any other key. */
  function make(key: string): Promise<void> {
    const image = deferred.get(key);
    if (!image) return Promise.resolve();
    return sharedRun(making, key, async () => {
      await storeImages([{ key, bytes: await image.draw(), ownerId: image.ownerId }]);
      deferred.delete(key);
    });
  }

  /** The row of a verified object, making it first when it is a deferred image not made yet. */
  async function findServable(key: string) {
    if (!isMediaKey(key)) return undefined;
    const row = await repository.findObject(key);
    if (row || !deferred.has(key)) return row;
    await make(key);
    return repository.findObject(key);
  }

  /**
   * An upload as it is stored: bytes that fully decode as an accepted raster image, turned upright and
   * re-encoded in the format of `key` without EXIF (with its GPS position), XMP, IPTC or ICC; else null.
   */
  async function storedImageOf(
    bytes: Buffer,
    key: string,
  ): Promise<{ bytes: Buffer; width: number; height: number } | null> {
    const encode = ENCODER_BY_CONTENT_TYPE[contentTypeOfKey(key)];
    try {
      const options = { failOn: 'truncated', limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE } as const;
      const { format, width, height, pages = 1, orientation = 1 } = await sharp(bytes, options).metadata();
      if (!encode || !ACCEPTED_FORMATS.has(format) || !width || !height) return null;
      if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) return null;
      // sharp cannot turn an animation, so the rare one tagged with a turn keeps its first frame, upright.
      const animated = pages > 1 && orientation === 1;
      // Encoding reads every pixel row, so a valid header on broken data is caught too.
      const { data, info } = await encode(sharp(bytes, { ...options, animated }).autoOrient()).toBuffer({
        resolveWithObject: true,
      });
      return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
    } catch {
      return null;
    }
  }

  async function renderVariant(key: string, width: VariantWidth): Promise<Buffer | null> {
    const original = await storage.get(key);
    if (!original) return null;
    const bytes = await sharp(await buffer(original.body))
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    await storage.put(variantKey(key, width), bytes, 'image/webp');
    return bytes;
  }

  async function claimOne(
    ownerId: string | null,
    key: string,
    kind: UploadKind,
    executor?: Db,
  ): Promise<Pick<ClaimedImage, 'width' | 'height'>> {
    // Feedback takes only feedback uploads, and they never become a product's, look's or profile's image.
    if ((kind === 'feedbackAttachment') !== key.startsWith(FEEDBACK_UPLOADS)) throw notUploaded();
    const row = await repository.findObject(key, executor);
    if (row) {
      if (row.ownerId !== null && row.ownerId !== ownerId) throw notUploaded();
      return row;
    }
    const grant = await repository.findGrant(key, executor);
    if (!grant || grant.ownerId !== ownerId || grant.kind !== kind) throw notUploaded();
    const object = await storage.get(incomingKey(key));
    if (!object) {
      // A claim running beside this one may have just finished it.
      const claimed = await repository.findObject(key, executor);
      if (claimed?.ownerId === ownerId) return claimed;
      throw notUploaded();
    }
    // Only an S3 presigned PUT can bring more than 10 MB (the app's own PUT stops at the limit).
    if (object.size > grant.maxBytes) {
      object.body.destroy();
      await storage.delete(incomingKey(key));
      throw fileTooLarge();
    }
    const image = await storedImageOf(await buffer(object.body), key);
    if (!image) {
      await storage.delete(incomingKey(key));
      throw notAnImage();
    }
    const { bytes, width, height } = image;
    await storage.put(key, bytes, contentTypeOfKey(key));
    await repository.upsertMany(
      [{ key, ownerId, contentType: grant.contentType, bytes: bytes.length, width, height }],
      executor,
    );
    await storage.delete(incomingKey(key));
    return { width, height };
  }

  return {
    /**
     * Stores images and records one media_objects row each. sharp reads every image first, so bytes
     * that are not an image never become media. Pass a transaction to record the rows inside it.
     */
    storeImages,

    /**
     * Promises images without making them yet: a request for one not made yet makes it at once and waits
     * for it. Those in `ahead` are also made in the background in their order, `concurrency` at a time;
     * the promise resolves when they are stored, with the keys whose drawing failed (a request for one
     * tries again).
     */
    async deferImages(
      images: { ahead: DeferredImage[]; onRequest: DeferredImage[] },
      concurrency: number,
    ): Promise<string[]> {
      for (const image of [...images.ahead, ...images.onRequest]) deferred.set(image.key, image);
      const failed = await mapWithConcurrency(images.ahead, concurrency, ({ key }) =>
        make(key).then(
          () => null,
          () => key,
        ),
      );
      return failed.filter((key) => key !== null);
    },

    /**
     * Grants one PUT of a fresh key to `ownerId` and answers where to send it (docs/product.md §15). A null
     * owner is a signed-out visitor, who may upload a feedback attachment and nothing else.
     */
    async presign(
      ownerId: string | null,
      kind: UploadKind,
      contentType: UploadContentType,
    ): Promise<PresignResponse> {
      if (ownerId === null && kind !== 'feedbackAttachment') throw unauthenticated('User not authenticated');
      const key = `uploads/${kind}/${ownerId ?? ANONYMOUS_OWNER}/${randomBytes(16).toString('base64url')}.${EXTENSION_BY_CONTENT_TYPE[contentType]}`;
      // Whole seconds, so the expiry signed into the URL is exactly the grant's.
      const expiresAt = new Date((Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS) * 1000);
      const grant = { key, ownerId, kind, contentType, maxBytes: MAX_UPLOAD_BYTES, expiresAt };
      await repository.createGrant(grant);
      return { uploadUrl: await uploads.urlFor(grant), publicUrl: mediaUrl(key), key };
    },

    /**
     * Checks an app-signed upload before its body is read: the link (403), its use (409) and the
     * Content-Type (400). Under S3 storage the app takes no uploads, so every key is unknown here.
     */
    async checkUpload(
      key: string,
      link: { expires: number; signature: string },
      contentType: string | undefined,
    ): Promise<void> {
      if (!uploads.verify) throw notFound('Media not found');
      // Only a key can have a grant; anything else (a NUL, `..`) never reaches the database.
      const grant = isMediaKey(key) ? await repository.findGrant(key) : undefined;
      if (!grant || !(await uploads.verify(grant, link.expires, link.signature))) {
        throw forbidden('This upload link is not valid');
      }
      if (grant.expiresAt.getTime() <= Date.now()) throw forbidden('This upload link has expired');
      if (grant.uploadedAt) throw conflict('This file was already uploaded');
      const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
      if (mediaType !== grant.contentType) throw badRequest(`Content-Type must be ${grant.contentType}`);
    },

    /** Stores the body of a checked upload; the grant's one PUT is taken first, so a second one is a 409. */
    async acceptUpload(key: string, bytes: Buffer): Promise<void> {
      if (bytes.length > MAX_UPLOAD_BYTES) throw fileTooLarge();
      if (bytes.length === 0) throw notAnImage();
      if (!(await repository.takeGrant(key, new Date()))) throw conflict('This file was already uploaded');
      try {
        await storage.put(incomingKey(key), bytes, contentTypeOfKey(key));
      } catch (error) {
        await repository.releaseGrant(key);
        throw error;
      }
    },

    /**
     * Checks that every URL is an image `ownerId` may reference, before a product, look, collection, avatar
     * or feedback saves it: `/media/<key>` of a verified object that is theirs (or nobody's, like seed and
     * scraped images), or of their own finished upload of this kind, which is then read, checked with sharp
     * (≤ 10 MB, a real raster image, ≤ 12000 px a side), stored upright without its metadata (EXIF may hold
     * where a photo was taken) and recorded. A failed check removes the bytes. Feedback attachments are
     * apart: feedback takes only uploads of its own presign, which nothing else may take. A null `ownerId`
     * is a signed-out visitor sending feedback: their uploads have no owner either.
     * Idempotent. 400 'Images must be uploaded first' or 'This file is not an image'.
     * Run it before a transaction where you can: it re-encodes whole images. Passing one is allowed.
     */
    async claimImages(
      ownerId: string | null,
      urls: readonly string[],
      kind: UploadKind,
      executor?: Db,
    ): Promise<ClaimedImage[]> {
      const keys = urls.map((url) => {
        const key = mediaKeyOf(url) ?? '';
        if (!isMediaKey(key)) throw notUploaded();
        return key;
      });
      const claimed = new Map<string, ClaimedImage>();
      for (const key of new Set(keys)) {
        const { width, height } = await claimOne(ownerId, key, kind, executor);
        claimed.set(key, { url: mediaUrl(key), key, width, height });
      }
      return keys.map((key) => claimed.get(key)!);
    },

    /** A verified object; uploads nobody has claimed yet are not served. */
    async open(key: string): Promise<StoredObject | null> {
      if (!(await findServable(key))) return null;
      return storage.get(key);
    },

    /** The WebP of a verified object at `width` (never wider than the original), rendered once and kept. */
    async openVariant(key: string, width: VariantWidth): Promise<StoredObject | null> {
      if (!(await findServable(key))) return null;
      const slot = variantKey(key, width);
      const kept = await storage.get(slot);
      if (kept) return kept;
      const bytes = await sharedRun(rendering, slot, () => renderVariant(key, width));
      return bytes && { body: Readable.from([bytes]), contentType: 'image/webp', size: bytes.length };
    },

    /**
     * Deletes what uploads left behind as of `now`: grants that expired more than the grace period ago with
     * the bytes they brought, and incoming bytes as old whose grant is gone (its owner's account deleted, or
     * a crash between the two deletes). Claimed uploads have no incoming bytes left; their grant goes too.
     */
    async cleanUpUploads(now: Date): Promise<{ grants: number; objects: number }> {
      const cutoff = new Date(now.getTime() - UPLOAD_CLAIM_GRACE_SECONDS * 1000);
      let grants = 0;
      let objects = 0;
      for (;;) {
        const keys = await repository.deleteGrantsExpiredBefore(cutoff, CLEAN_UP_BATCH);
        await Promise.all(keys.map((key) => storage.delete(incomingKey(key))));
        grants += keys.length;
        if (keys.length < CLEAN_UP_BATCH) break;
      }
      const sweep = async (incoming: string[]) => {
        const granted = await repository.grantedKeys(incoming.map((key) => key.slice(INCOMING.length)));
        const orphans = incoming.filter((key) => !granted.has(key.slice(INCOMING.length)));
        await Promise.all(orphans.map((key) => storage.delete(key)));
        objects += orphans.length;
      };
      let batch: string[] = [];
      for await (const key of storage.listWrittenBefore(INCOMING, cutoff)) {
        batch.push(key);
        if (batch.length === CLEAN_UP_BATCH) {
          await sweep(batch);
          batch = [];
        }
      }
      await sweep(batch);
      return { grants, objects };
    },

    /** Removes stored bytes and their variants once their rows are gone (as an account deletion does). */
    async deleteObjects(keys: string[]): Promise<void> {
      const all = keys.flatMap((key) => [key, ...VARIANT_WIDTHS.map((width) => variantKey(key, width))]);
      await Promise.all(all.map((key) => storage.delete(key)));
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
