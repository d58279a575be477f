import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
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
import { isLookVisibleTo, isProductVisibleTo } from '../../db/visibility.ts';
import { removalColumns } from '../moderation/removal.ts';

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
          ...removalColumns(products),
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
