import { and, asc, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roleOf, userExists } from '../../db/users.ts';
import { collectionCardColumns as cardColumns, productCardColumns } from '../../db/columns.ts';
import {
  collectionLooks,
  collectionProducts,
  collectionSaves,
  collections,
  looks,
  products,
  users,
} from '../../db/schema/index.ts';
import {
  isCollectionOpenTo,
  isListedCollection,
  isLookVisibleTo,
  isProductShownInCollectionTo,
  isProductVisibleTo,
} from '../../db/visibility.ts';
import { removalColumns } from '../moderation/removal.ts';

export interface CollectionColumns {
  name: string;
  isPrivate: boolean;
  isPaidSubscriberOnly: boolean;
  coverImageUrl: string | null;
  coverPlaceholderUrl: string | null;
  archivedAt: Date | null;
}

/** The collection's products it shows the viewer; the query joins `collections` and `products`. */
const productsShownIn = (collectionId: string, viewerId: string | null) =>
  and(eq(collectionProducts.collectionId, collectionId), isProductShownInCollectionTo(viewerId));

export function createCollectionsRepository(db: Db) {
  const cards = (where: SQL | undefined, viewerId: string | null) =>
    db
      .select(cardColumns(viewerId))
      .from(collections)
      .innerJoin(users, eq(users.id, collections.ownerId))
      .where(where);

  return {
    roleOf: (userId: string) => roleOf(db, userId),

    async insert(collection: {
      ownerId: string;
      name: string;
      isPrivate: boolean;
      isPaidSubscriberOnly: boolean;
    }) {
      const [row] = await db.insert(collections).values(collection).returning({ id: collections.id });
      return row!.id;
    },

    async update(id: string, changes: Partial<CollectionColumns>, executor: Db = db): Promise<void> {
      await executor
        .update(collections)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(collections.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(collections).where(eq(collections.id, id));
    },

    /** The collection with its owner and whether the viewer saved it, if the viewer may open it. */
    async findOpen(id: string, viewerId: string | null) {
      const [row] = await db
        .select({
          ...cardColumns(viewerId),
          archivedAt: collections.archivedAt,
          ...removalColumns(collections),
          isSaved: viewerId
            ? sql<boolean>`exists (select 1 from ${collectionSaves} where ${collectionSaves.collectionId} = ${collections.id} and ${collectionSaves.userId} = ${viewerId})`
            : sql<boolean>`false`,
        })
        .from(collections)
        .innerJoin(users, eq(users.id, collections.ownerId))
        .where(and(eq(collections.id, id), isCollectionOpenTo(viewerId)));
      return row ?? null;
    },

    /** The collection's products it shows the viewer, in order, as cards. */
    listProductCards(collectionId: string, viewerId: string | null) {
      return db
        .select(productCardColumns(viewerId))
        .from(collectionProducts)
        .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
        .innerJoin(products, eq(products.id, collectionProducts.productId))
        .innerJoin(users, eq(users.id, products.ownerId))
        .where(productsShownIn(collectionId, viewerId))
        .orderBy(asc(collectionProducts.position), asc(collectionProducts.productId));
    },

    /** The ids of the products and looks the collection shows the viewer, in order. */
    async itemIds(collectionId: string, viewerId: string) {
      const [productRows, lookRows] = await Promise.all([
        db
          .select({ id: collectionProducts.productId })
          .from(collectionProducts)
          .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
          .innerJoin(products, eq(products.id, collectionProducts.productId))
          .where(productsShownIn(collectionId, viewerId))
          .orderBy(asc(collectionProducts.position), asc(collectionProducts.productId)),
        db
          .select({ id: collectionLooks.lookId })
          .from(collectionLooks)
          .innerJoin(looks, eq(looks.id, collectionLooks.lookId))
          .where(and(eq(collectionLooks.collectionId, collectionId), isLookVisibleTo(viewerId)))
          .orderBy(asc(collectionLooks.position), asc(collectionLooks.lookId)),
      ]);
      return { productIds: productRows.map(({ id }) => id), lookIds: lookRows.map(({ id }) => id) };
    },

    /** Puts `ids` first in this order; items not named (hidden from the owner) keep their order after them. */
    async reorder(executor: Db, collectionId: string, kind: 'products' | 'looks', ids: string[]) {
      const table = kind === 'products' ? collectionProducts : collectionLooks;
      const idColumn = kind === 'products' ? collectionProducts.productId : collectionLooks.lookId;
      const ofCollection = eq(table.collectionId, collectionId);
      await executor
        .update(table)
        .set({ position: sql`${table.position} + ${ids.length + 1_000_000}` })
        .where(ids.length > 0 ? and(ofCollection, notInArray(idColumn, ids)) : ofCollection);
      for (const [position, id] of ids.entries()) {
        await executor
          .update(table)
          .set({ position })
          .where(and(ofCollection, eq(idColumn, id)));
      }
    },

    /** The owner of the product when the viewer may see it, else null. */
    async visibleProductOwner(productId: string, viewerId: string): Promise<string | null> {
      const [row] = await db
        .select({ ownerId: products.ownerId })
        .from(products)
        .where(and(eq(products.id, productId), isProductVisibleTo(viewerId)));
      return row?.ownerId ?? null;
    },

    async isLookVisibleTo(lookId: string, viewerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: looks.id })
        .from(looks)
        .where(and(eq(looks.id, lookId), isLookVisibleTo(viewerId)));
      return Boolean(row);
    },

    /** Files the product last; nothing happens when it is there already. */
    async addProduct(collectionId: string, productId: string, executor: Db = db): Promise<void> {
      await executor
        .insert(collectionProducts)
        .values({
          collectionId,
          productId,
          position: sql`(select coalesce(max(${collectionProducts.position}) + 1, 0) from ${collectionProducts} where ${collectionProducts.collectionId} = ${collectionId})`,
        })
        .onConflictDoNothing();
    },

    async removeProduct(collectionId: string, productId: string): Promise<void> {
      await db
        .delete(collectionProducts)
        .where(
          and(eq(collectionProducts.collectionId, collectionId), eq(collectionProducts.productId, productId)),
        );
    },

    /** Files the look last; nothing happens when it is there already. */
    async addLook(collectionId: string, lookId: string, executor: Db = db): Promise<void> {
      await executor
        .insert(collectionLooks)
        .values({
          collectionId,
          lookId,
          position: sql`(select coalesce(max(${collectionLooks.position}) + 1, 0) from ${collectionLooks} where ${collectionLooks.collectionId} = ${collectionId})`,
        })
        .onConflictDoNothing();
    },

    async removeLook(collectionId: string, lookId: string): Promise<void> {
      await db
        .delete(collectionLooks)
        .where(and(eq(collectionLooks.collectionId, collectionId), eq(collectionLooks.lookId, lookId)));
    },

    async save(userId: string, collectionId: string, executor: Db = db): Promise<void> {
      await executor.insert(collectionSaves).values({ userId, collectionId }).onConflictDoNothing();
    },

    async unsave(userId: string, collectionId: string): Promise<void> {
      await db
        .delete(collectionSaves)
        .where(and(eq(collectionSaves.userId, userId), eq(collectionSaves.collectionId, collectionId)));
    },

    userExists: (id: string) => userExists(db, id),

    /** A person's unarchived collections as the viewer may list them, newest first. */
    listCardsOfOwner(ownerId: string, viewerId: string | null) {
      const listed = ownerId === viewerId ? sql`${collections.archivedAt} is null` : isListedCollection();
      return cards(and(eq(collections.ownerId, ownerId), listed), viewerId).orderBy(
        desc(collections.createdAt),
        desc(collections.id),
      );
    },

    /** A person's own archived collections, most recently archived first. */
    listArchived(ownerId: string) {
      return cards(
        and(eq(collections.ownerId, ownerId), sql`${collections.archivedAt} is not null`),
        ownerId,
      ).orderBy(desc(collections.archivedAt), desc(collections.id));
    },

    /** Other people's collections this person saved that they may still open and that are not archived. */
    listSaved(userId: string) {
      return db
        .select(cardColumns(userId))
        .from(collectionSaves)
        .innerJoin(collections, eq(collections.id, collectionSaves.collectionId))
        .innerJoin(users, eq(users.id, collections.ownerId))
        .where(
          and(
            eq(collectionSaves.userId, userId),
            sql`${collections.archivedAt} is null`,
            isCollectionOpenTo(userId),
          ),
        )
        .orderBy(desc(collectionSaves.createdAt), desc(collections.id));
    },
  };
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
export type OpenCollectionRow = NonNullable<Awaited<ReturnType<CollectionsRepository['findOpen']>>>;
