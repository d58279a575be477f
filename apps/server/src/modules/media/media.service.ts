import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import type { MediaRepository } from './media.repository.ts';
import { contentTypeOfKey, type MediaStorage } from './media.storage.ts';

export interface MediaToStore {
  key: string;
  bytes: Buffer;
  ownerId?: string | null;
}

/** The public URL of a stored key: the app serves every key under /media/. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

export function createMediaService(deps: {
  storage: MediaStorage;
  repository: Pick<MediaRepository, 'upsertMany'>;
}) {
  const { storage, repository } = deps;

  return {
    /**
     * Stores images and records one media_objects row each. sharp reads every image first, so bytes
     * that are not an image never become media. Pass a transaction to record the rows inside it.
     */
    async storeImages(items: MediaToStore[], executor?: Db): Promise<string[]> {
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
    },

    open: (key: string) => storage.get(key),

    /** Removes stored bytes whose rows are already gone (an account deletion removes the rows). */
    async deleteObjects(keys: string[]): Promise<void> {
      await Promise.all(keys.map((key) => storage.delete(key)));
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
