import { and, asc, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { collections, users } from '../../db/schema/index.ts';
import { isPersonVisibleTo, isPublicCollection, isStylist } from '../../db/visibility.ts';

/** A collection anyone may open and that its owner still shows (archived ones left the profile). */
const isIndexedCollection = (): SQL => sql`(${isPublicCollection()} and ${collections.archivedAt} is null)`;

export function createSitemapRepository(db: Db) {
  return {
    /** Profiles worth indexing, oldest first: stylists, and people with a public collection; none suspended. */
    async profileIds(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            or(
              isStylist(),
              sql`exists (select 1 from ${collections} where ${collections.ownerId} = ${users.id} and ${isIndexedCollection()})`,
            ),
            isPersonVisibleTo(null),
          ),
        )
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(limit);
      return rows.map(({ id }) => id);
    },

    /** Public, unarchived collections, oldest first. */
    async collectionIds(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: collections.id })
        .from(collections)
        .where(isIndexedCollection())
        .orderBy(asc(collections.createdAt), asc(collections.id))
        .limit(limit);
      return rows.map(({ id }) => id);
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
