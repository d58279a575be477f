import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { collectionLooks, collectionProducts, collections } from './schema/index.ts';
import { isCollectionUnlockedTo } from './visibility.ts';

const memberships = {
  product: { table: collectionProducts, itemId: collectionProducts.productId },
  look: { table: collectionLooks, itemId: collectionLooks.lookId },
};

/**
 * The unarchived collections holding a product or a look whose contents the viewer may see, by name: the
 * product and look pages list them, and the add-to-collection sheet reads the viewer's own among them as
 * "filed here". A locked collection is left out, as naming it here would tell what it holds.
 */
export function listCollectionsHolding(
  db: Db,
  kind: keyof typeof memberships,
  itemId: string,
  viewerId: string | null,
) {
  const { table, itemId: itemColumn } = memberships[kind];
  return db
    .select({ id: collections.id, name: collections.name })
    .from(table)
    .innerJoin(collections, eq(collections.id, table.collectionId))
    .where(
      and(eq(itemColumn, itemId), sql`${collections.archivedAt} is null`, isCollectionUnlockedTo(viewerId)),
    )
    .orderBy(asc(collections.name));
}
