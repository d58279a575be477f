import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaObjects, uploadGrants } from '../../db/schema/index.ts';

export type NewMediaObjectRow = typeof mediaObjects.$inferInsert;
export type UploadGrantRow = typeof uploadGrants.$inferSelect;
export type NewUploadGrantRow = typeof uploadGrants.$inferInsert;

export function createMediaRepository(db: Db) {
  return {
    /** Records stored objects. A key names one content for good, so storing it again keeps the first row. */
    async upsertMany(rows: NewMediaObjectRow[], executor: Db = db): Promise<void> {
      if (rows.length === 0) return;
      await executor.insert(mediaObjects).values(rows).onConflictDoNothing({ target: mediaObjects.key });
    },

    /** The verified object of a key: only keys with a row are ever served or referenced. */
    async findObject(key: string, executor: Db = db) {
      const [row] = await executor
        .select({
          key: mediaObjects.key,
          ownerId: mediaObjects.ownerId,
          width: mediaObjects.width,
          height: mediaObjects.height,
        })
        .from(mediaObjects)
        .where(eq(mediaObjects.key, key));
      return row;
    },

    async createGrant(row: NewUploadGrantRow): Promise<void> {
      await db.insert(uploadGrants).values(row);
    },

    async findGrant(key: string, executor: Db = db): Promise<UploadGrantRow | undefined> {
      const [row] = await executor.select().from(uploadGrants).where(eq(uploadGrants.key, key));
      return row;
    },

    /**
     * Takes the one PUT a grant allows: true for exactly one caller while the grant is unused and unexpired,
     * so two racing uploads of the same key cannot both store bytes.
     */
    async takeGrant(key: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(uploadGrants)
        .set({ uploadedAt: now })
        .where(
          and(eq(uploadGrants.key, key), isNull(uploadGrants.uploadedAt), gt(uploadGrants.expiresAt, now)),
        )
        .returning({ key: uploadGrants.key });
      return rows.length === 1;
    },

    /**
     * Deletes up to `limit` grants that expired before `before` and answers their keys: each key to exactly
     * one caller, however many delete at once, as a row deleted by one is not there for the other.
     */
    async deleteGrantsExpiredBefore(before: Date, limit: number): Promise<string[]> {
      const expired = db
        .select({ key: uploadGrants.key })
        .from(uploadGrants)
        .where(lt(uploadGrants.expiresAt, before))
        .limit(limit);
      const rows = await db
        .delete(uploadGrants)
        .where(inArray(uploadGrants.key, expired))
        .returning({ key: uploadGrants.key });
      return rows.map((row) => row.key);
    },

    /** Which of `keys` still have a grant. */
    async grantedKeys(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: uploadGrants.key })
        .from(uploadGrants)
        .where(inArray(uploadGrants.key, keys));
      return new Set(rows.map((row) => row.key));
    },

    /** Gives the PUT back when storing the bytes failed, so the person may try again. */
    async releaseGrant(key: string): Promise<void> {
      await db.update(uploadGrants).set({ uploadedAt: null }).where(eq(uploadGrants.key, key));
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
