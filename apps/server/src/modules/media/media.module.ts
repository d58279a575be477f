import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createMediaRepository } from './media.repository.ts';
import { createS3Storage } from './media.s3-storage.ts';
import { createMediaService, incomingKey, UPLOAD_TTL_SECONDS, type MediaService } from './media.service.ts';
import { createLocalDiskStorage } from './media.storage.ts';
import { createAppUploadUrls, loadOrCreateUploadSecret } from './media.upload-urls.ts';

export type MediaConfig = Pick<Config, 'dataDir' | 's3' | 'uploadSigningSecret'>;

/**
 * The one place that picks the storage (docs/architecture.md §7): an S3-compatible bucket with presigned PUTs
 * when `S3_BUCKET` is set, else local disk under `<dataDir>/media` with the app's own signed PUT URLs.
 */
export function createMedia(config: MediaConfig, db: Db): MediaService {
  const repository = createMediaRepository(db);
  if (config.s3) {
    const storage = createS3Storage(config.s3);
    return createMediaService({
      storage,
      repository,
      uploads: {
        urlFor: ({ key, contentType }) =>
          storage.presignPut(incomingKey(key), contentType, UPLOAD_TTL_SECONDS),
      },
    });
  }
  const { uploadSigningSecret } = config;
  let secret: Promise<Buffer> | undefined;
  return createMediaService({
    storage: createLocalDiskStorage(path.join(config.dataDir, 'media')),
    repository,
    uploads: createAppUploadUrls(
      () =>
        (secret ??= uploadSigningSecret
          ? Promise.resolve(Buffer.from(uploadSigningSecret))
          : loadOrCreateUploadSecret(config.dataDir)),
    ),
  });
}
