import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadGrants } from '../../db/schema/index.ts';
import { newUser, openTestDatabase, type TestDatabase, type UserRow } from '../../test/helpers.ts';
import { startS3rver } from '../../test/s3rver-peer.ts';
import { createMediaRepository } from './media.repository.ts';
import { createS3Storage } from './media.s3-storage.ts';
import {
  createMediaService,
  incomingKey,
  UPLOAD_CLAIM_GRACE_SECONDS,
  type MediaService,
} from './media.service.ts';
import { createLocalDiskStorage, type MediaStorage } from './media.storage.ts';

/** Upload URLs are not what this file tests: both storages take the bytes through `acceptUpload`'s put. */
const uploads = { urlFor: async () => 'http://127.0.0.1/unused' };

interface StorageUnderTest {
  storage: MediaStorage;
  close(): Promise<void>;
}

async function diskStorage(): Promise<StorageUnderTest> {
  const directory = await mkdtemp(path.join(tmpdir(), 'stylebook-cleanup-'));
  return {
    storage: createLocalDiskStorage(directory),
    close: () => rm(directory, { recursive: true, force: true }),
  };
}

async function s3Storage(): Promise<StorageUnderTest> {
  const s3 = await startS3rver();
  return { storage: createS3Storage(s3.config), close: s3.stop };
}

describe.each([
  ['on local disk', diskStorage],
  ['on S3 (s3rver)', s3Storage],
])('upload clean-up %s', (_, openStorage) => {
  let database: TestDatabase;
  let under: StorageUnderTest;
  let storage: MediaStorage;
  let media: MediaService;
  let owner: UserRow;
  let photo: Buffer;

  /** Past the grace period of every grant made so far. */
  const afterGrace = () => new Date(Date.now() + (UPLOAD_CLAIM_GRACE_SECONDS + 15 * 60) * 1000);
  const grantKeys = async () =>
    (await database.db.select({ key: uploadGrants.key }).from(uploadGrants)).map((row) => row.key);

  async function upload(): Promise<string> {
    const { key } = await media.presign(owner.id, 'productImage', 'image/png');
    await media.acceptUpload(key, photo);
    return key;
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    under = await openStorage();
    storage = under.storage;
    media = createMediaService({ storage, repository: createMediaRepository(database.db), uploads });
    owner = await newUser(database.db);
    photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await under?.close();
    await database?.close();
  });

  it('keeps uploads and grants within the grace period', async () => {
    const key = await upload();
    expect(await media.cleanUpUploads(new Date())).toEqual({ grants: 0, objects: 0 });
    expect(await storage.exists(incomingKey(key))).toBe(true);
    expect(await grantKeys()).toContain(key);
    // Still claimable.
    await media.claimImages(owner.id, [`/media/${key}`], 'productImage');
  });

  it('deletes expired grants and the bytes nobody claimed, and keeps claimed images', async () => {
    await database.db.delete(uploadGrants);
    const unclaimed = await upload();
    const claimed = await upload();
    await media.claimImages(owner.id, [`/media/${claimed}`], 'productImage');
    const neverUploaded = (await media.presign(owner.id, 'avatar', 'image/png')).key;

    expect(await media.cleanUpUploads(afterGrace())).toEqual({ grants: 3, objects: 0 });
    expect(await grantKeys()).toEqual([]);
    expect(await storage.exists(incomingKey(unclaimed))).toBe(false);
    expect(await storage.exists(claimed)).toBe(true);
    expect(await media.open(claimed)).not.toBeNull();
    await expect(media.claimImages(owner.id, [`/media/${unclaimed}`], 'productImage')).rejects.toThrow(
      'Images must be uploaded first',
    );
    expect(await grantKeys()).not.toContain(neverUploaded);
  });

  it('deletes old incoming bytes whose grant is gone, and nothing else', async () => {
    const orphan = incomingKey(`uploads/productImage/${owner.id}/orphaned.png`);
    await storage.put(orphan, photo, 'image/png');
    const granted = await upload();
    await storage.put('seed/kept.png', photo, 'image/png');

    // Too recent to be taken for an orphan.
    expect(await media.cleanUpUploads(new Date())).toEqual({ grants: 0, objects: 0 });
    expect(await storage.exists(orphan)).toBe(true);

    expect(await media.cleanUpUploads(afterGrace())).toEqual({ grants: 1, objects: 1 });
    expect(await storage.exists(orphan)).toBe(false);
    expect(await storage.exists(incomingKey(granted))).toBe(false);
    expect(await storage.exists('seed/kept.png')).toBe(true);
  });
});
