import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userExists } from '../../db/users.ts';
import { listCollectionsHolding } from '../../db/appearances.ts';
import {
  likeColumns,
  lookCardColumns,
  lookLikeTable,
  ownerColumns,
  productCardColumns,
} from '../../db/columns.ts';
import { collectionLooks, lookLikes, lookProducts, looks, products, users } from '../../db/schema/index.ts';
import { isLookVisibleTo, isProductVisibleTo } from '../../db/visibility.ts';
import { removalColumns } from '../moderation/removal.ts';

export interface LookProductRow {
  productId: string;
  x: number | null;
  y: number | null;
}

export function createLooksRepository(db: Db) {
  return {
    async insert(
      executor: Db,
      look: { ownerId: string; title: string; description: string | null; coverImageUrl: string },
    ): Promise<string> {
      const [row] = await executor.insert(looks).values(look).returning({ id: looks.id });
      return row!.id;
    },

    async update(
      executor: Db,
      id: string,
      changes: Partial<{ title: string; description: string | null; coverImageUrl: string }>,
    ): Promise<void> {
      await executor
        .update(looks)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(looks.id, id));
    },

    async delete(id: string): Promise<void> {
      await db.delete(looks).where(eq(looks.id, id));
    },

    /** The look with its owner, if the viewer may see it. */
    async findVisible(id: string, viewerId: string | null) {
      const [row] = await db
        .select({
          id: looks.id,
          ownerId: looks.ownerId,
          title: looks.title,
          description: looks.description,
          coverImageUrl: looks.coverImageUrl,
          createdAt: looks.createdAt,
          ...removalColumns(looks),
          owner: ownerColumns,
          ...likeColumns(lookLikeTable, looks.id, viewerId),
        })
        .from(looks)
        .innerJoin(users, eq(users.id, looks.ownerId))
        .where(and(eq(looks.id, id), isLookVisibleTo(viewerId)));
      return row ?? null;
    },

    /** The look's products the viewer may see, in order, with their pins. */
    listProducts(lookId: string, viewerId: string | null) {
      return db
        .select({
          x: lookProducts.x,
          y: lookProducts.y,
          ...productCardColumns(viewerId),
        })
        .from(lookProducts)
        .innerJoin(products, eq(products.id, lookProducts.productId))
        .innerJoin(users, eq(users.id, products.ownerId))
        .where(and(eq(lookProducts.lookId, lookId), isProductVisibleTo(viewerId)))
        .orderBy(asc(lookProducts.position), asc(lookProducts.productId));
    },

    /** Replaces the look's products with `items`, in this order. */
    async replaceProducts(executor: Db, lookId: string, items: LookProductRow[]): Promise<void> {
      await executor.delete(lookProducts).where(eq(lookProducts.lookId, lookId));
      if (items.length === 0) return;
      await executor
        .insert(lookProducts)
        .values(items.map((item, position) => ({ lookId, ...item, position })));
    },

    /** Adds the product last, or moves its pin when it is already there. */
    async upsertProduct(lookId: string, item: LookProductRow): Promise<void> {
      await db
        .insert(lookProducts)
        .values({
          lookId,
          ...item,
          position: sql`(select coalesce(max(${lookProducts.position}) + 1, 0) from ${lookProducts} where ${lookProducts.lookId} = ${lookId})`,
        })
        .onConflictDoUpdate({
          target: [lookProducts.lookId, lookProducts.productId],
          set: { x: item.x, y: item.y },
        });
    },

    async like(userId: string, lookId: string): Promise<void> {
      await db.insert(lookLikes).values({ userId, lookId }).onConflictDoNothing();
    },

    async unlike(userId: string, lookId: string): Promise<void> {
      await db.delete(lookLikes).where(and(eq(lookLikes.userId, userId), eq(lookLikes.lookId, lookId)));
    },

    async removeProduct(lookId: string, productId: string): Promise<void> {
      await db
        .delete(lookProducts)
        .where(and(eq(lookProducts.lookId, lookId), eq(lookProducts.productId, productId)));
    },

    /** How many of `productIds` the viewer may see. */
    async countVisibleProducts(productIds: string[], viewerId: string): Promise<number> {
      if (productIds.length === 0) return 0;
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .where(and(sql`${products.id} in ${productIds}`, isProductVisibleTo(viewerId)));
      return row?.n ?? 0;
    },

    /** A person's looks the viewer may see, newest first. */
    listCardsOfOwner(ownerId: string, viewerId: string | null) {
      return db
        .select(lookCardColumns(viewerId))
        .from(looks)
        .innerJoin(users, eq(users.id, looks.ownerId))
        .where(and(eq(looks.ownerId, ownerId), isLookVisibleTo(viewerId)))
        .orderBy(desc(looks.createdAt), desc(looks.id));
    },

    /** A collection's looks the viewer may see, in the collection's order. */
    listCardsInCollection(collectionId: string, viewerId: string | null) {
      return db
        .select(lookCardColumns(viewerId))
        .from(collectionLooks)
        .innerJoin(looks, eq(looks.id, collectionLooks.lookId))
        .innerJoin(users, eq(users.id, looks.ownerId))
        .where(and(eq(collectionLooks.collectionId, collectionId), isLookVisibleTo(viewerId)))
        .orderBy(asc(collectionLooks.position), asc(collectionLooks.lookId));
    },

    listCollectionsOf: (lookId: string, viewerId: string | null) =>
      listCollectionsHolding(db, 'look', lookId, viewerId),

    userExists: (id: string) => userExists(db, id),
  };
}

export type LooksRepository = ReturnType<typeof createLooksRepository>;
export type LookRow = NonNullable<Awaited<ReturnType<LooksRepository['findVisible']>>>;
export type LookCardRow = Awaited<ReturnType<LooksRepository['listCardsOfOwner']>>[number];
export type LookProductCardRow = Awaited<ReturnType<LooksRepository['listProducts']>>[number];
