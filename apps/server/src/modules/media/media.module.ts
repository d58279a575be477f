import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createMediaRepository } from './media.repository.ts';
import { createMediaService, type MediaService } from './media.service.ts';
import { createLocalDiskStorage } from './media.storage.ts';

/** The one place that picks the storage: local disk under `<dataDir>/media` (S3 joins here later). */
export function createMedia(config: Pick<Config, 'dataDir'>, db: Db): MediaService {
  return createMediaService({
    storage: createLocalDiskStorage(path.join(config.dataDir, 'media')),
    repository: createMediaRepository(db),
  });
}
