import type { Db } from '../../db/client.ts';
import { mediaObjects } from '../../db/schema.ts';

export type NewMediaObjectRow = typeof mediaObjects.$inferInsert;

export function createMediaRepository(db: Db) {
  return {
    /** Records stored objects. A key names one content for good, so storing it again keeps the first row. */
    async upsertMany(rows: NewMediaObjectRow[], executor: Db = db): Promise<void> {
      if (rows.length === 0) return;
      await executor.insert(mediaObjects).values(rows).onConflictDoNothing({ target: mediaObjects.key });
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
