import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lookLikes, productLikes, products, users } from './schema.ts';

/** A person as every card shows them (the contracts' UserSummary). */
export const ownerColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  avatarUrl: users.avatarUrl,
  role: users.role,
};

/** What a product card is drawn from; queries join `users` on the product's owner. */
export const productCardColumns = {
  id: products.id,
  rootProductId: products.rootProductId,
  description: products.description,
  brand: products.brand,
  priceMinor: products.priceMinor,
  currency: products.currency,
  gender: products.gender,
  images: products.images,
  owner: ownerColumns,
};

/**
 * `likeCount` and `likedByMe` of the row whose id is `likedId`, read from a likes table through its
 * `targetColumn` (product_likes.product_id, look_likes.look_id) and `userColumn`.
 */
export function likeColumns(
  likes: { targetColumn: AnyPgColumn; userColumn: AnyPgColumn },
  likedId: AnyPgColumn | SQL,
  viewerId: string | null,
) {
  const { targetColumn, userColumn } = likes;
  return {
    likeCount:
      sql<number>`(select count(*) from ${targetColumn.table} where ${targetColumn} = ${likedId})`.mapWith(
        Number,
      ),
    likedByMe: viewerId
      ? sql<boolean>`exists (select 1 from ${targetColumn.table} where ${targetColumn} = ${likedId} and ${userColumn} = ${viewerId})`
      : sql<boolean>`false`,
  };
}

export const productLikeTable = { targetColumn: productLikes.productId, userColumn: productLikes.userId };
export const lookLikeTable = { targetColumn: lookLikes.lookId, userColumn: lookLikes.userId };
