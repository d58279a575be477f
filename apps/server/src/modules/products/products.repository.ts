import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  likeColumns,
  ownerColumns,
  productCardColumns,
  productLikeTable,
  rootProductIdFor,
  savedByCountFor,
} from '../../db/columns.ts';
import { userExists } from '../../db/users.ts';
import { listCollectionsHolding } from '../../db/appearances.ts';
import {
  lookProducts,
  looks,
  productClicks,
  productLikes,
  products,
  users,
  type ProductImageRow,
} from '../../db/schema/index.ts';
import { isLookVisibleTo, isProductVisibleTo, isPublicProduct } from '../../db/visibility.ts';

/** An earlier product saved from the same store link, read beside the one in `products`. */
const hiddenCopy = alias(products, 'hidden_copy');

export interface PageWindow {
  limit: number;
  offset: number;
}

export interface ProductColumns {
  description: string | null;
  brand: string;
  priceMinor: number;
  currency: string;
  gender: 'MENSWEAR' | 'WOMENSWEAR' | 'UNISEX';
  purchaseUrl: string;
  canonicalUrl: string;
  images: ProductImageRow[];
}

export function createProductsRepository(db: Db) {
  /**
   * What every viewer's card of these products is drawn from (no viewer: anonymous root), with what
   * decides where each may be listed, and whether an earlier copy from the same store link is hidden from
   * the public (only then may a signed-in viewer, who may see that copy, have another root). Prepared once:
   * planning its subqueries costs more than running them, and every Featured page of uncached cards runs it.
   */
  const sharedCards = db
    .select({
      ...productCardColumns(null),
      ownerId: products.ownerId,
      isFeatured: products.isFeatured,
      isPublic: sql<boolean>`${isPublicProduct()}`,
      hasHiddenEarlierCopy: sql<boolean>`exists (
        select 1 from ${products} as ${hiddenCopy}
        where ${hiddenCopy.canonicalUrl} = ${products.canonicalUrl}
          and (${hiddenCopy.createdAt}, ${hiddenCopy.id}) < (${products.createdAt}, ${products.id})
          and not ${isPublicProduct(hiddenCopy)}
      )`,
      likeCount: likeColumns(productLikeTable, products.id, null).likeCount,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.ownerId))
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('product_shared_cards');

  return {
    /** The first product saved for this canonical purchase URL, stored as the root of every later one. */
    async findRootProductId(canonicalUrl: string, executor: Db = db): Promise<string | null> {
      const [row] = await executor
        .select({ id: products.id })
        .from(products)
        .where(eq(products.canonicalUrl, canonicalUrl))
        .orderBy(asc(products.createdAt), asc(products.id))
        .limit(1);
      return row?.id ?? null;
    },

    async insert(
      executor: Db,
      product: ProductColumns & {
        id: string;
        ownerId: string;
        rootProductId: string;
        purchaseHostAtCreation: string;
      },
    ): Promise<void> {
      await executor.insert(products).values(product);
    },

    async update(id: string, changes: Partial<ProductColumns>): Promise<void> {
      await db
        .update(products)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(products.id, id));
    },

    /** The product with its owner and counts, if the viewer may see it. */
    async findVisible(id: string, viewerId: string | null) {
      const [row] = await db
        .select({
          id: products.id,
          ownerId: products.ownerId,
          rootProductId: rootProductIdFor(viewerId),
          savedByCount: savedByCountFor(viewerId),
          description: products.description,
          brand: products.brand,
          priceMinor: products.priceMinor,
          currency: products.currency,
          gender: products.gender,
          purchaseUrl: products.purchaseUrl,
          purchaseHostAtCreation: products.purchaseHostAtCreation,
          images: products.images,
          createdAt: products.createdAt,
          owner: ownerColumns,
          ...likeColumns(productLikeTable, products.id, viewerId),
        })
        .from(products)
        .innerJoin(users, eq(users.id, products.ownerId))
        .where(and(eq(products.id, id), isProductVisibleTo(viewerId)));
      return row ?? null;
    },

    /** Collections holding the product whose names the viewer may see, unarchived. */
    listCollectionsOf: (productId: string, viewerId: string | null) =>
      listCollectionsHolding(db, 'product', productId, viewerId),

    listLooksOf(productId: string, viewerId: string | null) {
      return db
        .select({ id: looks.id, name: looks.title })
        .from(lookProducts)
        .innerJoin(looks, eq(looks.id, lookProducts.lookId))
        .where(and(eq(lookProducts.productId, productId), isLookVisibleTo(viewerId)))
        .orderBy(asc(looks.title));
    },

    async addToLook(executor: Db, lookId: string, productId: string): Promise<void> {
      await executor
        .insert(lookProducts)
        .values({
          lookId,
          productId,
          position: sql`(select coalesce(max(${lookProducts.position}) + 1, 0) from ${lookProducts} where ${lookProducts.lookId} = ${lookId})`,
        })
        .onConflictDoNothing();
    },

    /** The cards of `ids` the viewer may see, in no order. */
    findCardsVisibleTo(ids: string[], viewerId: string | null) {
      return db
        .select(productCardColumns(viewerId))
        .from(products)
        .innerJoin(users, eq(users.id, products.ownerId))
        .where(and(inArray(products.id, ids), isProductVisibleTo(viewerId)));
    },

    /** A page of the person's products the viewer may see, newest first, one row more than asked for. */
    listCardsOfOwner(ownerId: string, viewerId: string | null, { limit, offset }: PageWindow) {
      return db
        .select(productCardColumns(viewerId))
        .from(products)
        .innerJoin(users, eq(users.id, products.ownerId))
        .where(and(eq(products.ownerId, ownerId), isProductVisibleTo(viewerId)))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit + 1)
        .offset(offset);
    },

    /** `sharedCards` of these products. */
    findSharedCards: (ids: string[]) => sharedCards.execute({ ids }),

    /** The root of each of these products as the viewer may see it (DESIGN.md §6). */
    findRootsFor(ids: string[], viewerId: string) {
      return db
        .select({ id: products.id, rootProductId: rootProductIdFor(viewerId) })
        .from(products)
        .where(inArray(products.id, ids));
    },

    /** The products the person likes, at most `limit` of them. */
    async listLikedBy(userId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ productId: productLikes.productId })
        .from(productLikes)
        .where(eq(productLikes.userId, userId))
        .limit(limit);
      return rows.map((row) => row.productId);
    },

    /** Which of these products the person likes. */
    async findLikedAmong(userId: string, ids: string[]): Promise<string[]> {
      const rows = await db
        .select({ productId: productLikes.productId })
        .from(productLikes)
        .where(and(eq(productLikes.userId, userId), inArray(productLikes.productId, ids)));
      return rows.map((row) => row.productId);
    },

    async findOwners(ids: string[]) {
      return db.select(ownerColumns).from(users).where(inArray(users.id, ids));
    },

    userExists: (id: string) => userExists(db, id),

    async like(userId: string, productId: string, executor: Db = db): Promise<void> {
      await executor.insert(productLikes).values({ userId, productId }).onConflictDoNothing();
    },

    async unlike(userId: string, productId: string): Promise<void> {
      await db
        .delete(productLikes)
        .where(and(eq(productLikes.userId, userId), eq(productLikes.productId, productId)));
    },

    async countLikes(productId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(productLikes)
        .where(eq(productLikes.productId, productId));
      return row?.n ?? 0;
    },

    async recordClick(productId: string, userId: string | null): Promise<void> {
      await db.insert(productClicks).values({ productId, userId });
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
export type VisibleProductRow = NonNullable<Awaited<ReturnType<ProductsRepository['findVisible']>>>;
