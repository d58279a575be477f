import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  collectionProducts,
  collections,
  follows,
  lookLikes,
  lookProducts,
  looks,
  productLikes,
  products,
  users,
} from './schema/index.ts';
import { isCollectionUnlockedTo, isProductShownInCollectionTo, isProductVisibleTo } from './visibility.ts';

/** A person as every card shows them (the contracts' UserSummary). */
export const ownerColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  avatarUrl: users.avatarUrl,
  role: users.role,
};

/** Other products beside the one in `products`, read under their own name. */
const sameLink = alias(products, 'same_link');

/**
 * From the products saved from the same store link as the one in `products`, those the viewer may see: the
 * product itself (they are looking at it; checked first, as it is most often the only one) and the visible
 * others.
 */
const fromSameLinkVisibleTo = (viewerId: string | null): SQL =>
  sql`from ${products} as ${sameLink}
    where ${sameLink.canonicalUrl} = ${products.canonicalUrl}
      and (${sameLink.id} = ${products.id} or ${isProductVisibleTo(viewerId, sameLink)})`;

/**
 * The product's root as the viewer may see it (docs/product.md §5): the first product saved from the same
 * store link among those they may see, which is its own id when they see no earlier one, so a product hidden
 * from them is never named. The stored `root_product_id` is the first of all, hidden or not, and is not
 * served.
 */
export const rootProductIdFor = (viewerId: string | null): SQL<string> =>
  sql<string>`(
    select ${sameLink.id} ${fromSameLinkVisibleTo(viewerId)}
    order by ${sameLink.createdAt}, ${sameLink.id} limit 1
  )`;

/** "Saved by N people": the owners of products saved from the same store link, as far as the viewer sees. */
export const savedByCountFor = (viewerId: string | null): SQL<number> =>
  sql<number>`(select count(distinct ${sameLink.ownerId}) ${fromSameLinkVisibleTo(viewerId)})`.mapWith(
    Number,
  );

/** What a product card is drawn from, for the viewer; queries join `users` on the product's owner. */
export const productCardColumns = (viewerId: string | null) => ({
  id: products.id,
  rootProductId: rootProductIdFor(viewerId),
  description: products.description,
  brand: products.brand,
  priceMinor: products.priceMinor,
  currency: products.currency,
  gender: products.gender,
  images: products.images,
  owner: ownerColumns,
});

/**
 * The collection's chosen cover as the viewer may see it: none when it is the image of one of its products
 * that is not shown to them (the same image leak as a derived cover), so the card falls back to its first
 * shown product's image.
 */
const coverImageUrlFor = (viewerId: string | null): SQL<string | null> =>
  sql<string | null>`case when ${collections.coverImageUrl} is null or exists (
    select 1 from ${collectionProducts}
    join ${products} on ${products.id} = ${collectionProducts.productId}
    where ${collectionProducts.collectionId} = ${collections.id}
      and ${products.images} @> jsonb_build_array(jsonb_build_object('url', ${collections.coverImageUrl}))
      and not ${isProductShownInCollectionTo(viewerId)}
  ) then null else ${collections.coverImageUrl} end`;

/** What a collection card is drawn from, for the viewer; queries join `users` on the collection's owner. */
export const collectionCardColumns = (viewerId: string | null) => ({
  id: collections.id,
  ownerId: collections.ownerId,
  name: collections.name,
  coverImageUrl: coverImageUrlFor(viewerId),
  coverPlaceholderUrl: collections.coverPlaceholderUrl,
  isPrivate: collections.isPrivate,
  isPaidSubscriberOnly: collections.isPaidSubscriberOnly,
  /** Whether the viewer may see its contents (docs/product.md §4): else the card is locked. */
  isUnlocked: sql<boolean>`${isCollectionUnlockedTo(viewerId)}`,
  owner: ownerColumns,
});

/**
 * What a look card is drawn from; queries join `users` on the look's owner. Its count covers only the
 * products the viewer may see, as the look itself shows them.
 */
export const lookCardColumns = (viewerId: string | null) => ({
  id: looks.id,
  ownerId: looks.ownerId,
  title: looks.title,
  coverImageUrl: looks.coverImageUrl,
  owner: ownerColumns,
  productCount: sql<number>`(
    select count(*) from ${lookProducts}
    join ${products} on ${products.id} = ${lookProducts.productId}
    where ${lookProducts.lookId} = ${looks.id} and ${isProductVisibleTo(viewerId)}
  )`.mapWith(Number),
});

/** Aliased so the check reads the same inside queries that list `follows` rows themselves. */
const viewerFollows = alias(follows, 'viewer_follows');

/** Whether the viewer follows the person in `users` (false for a signed-out viewer). */
export const isFollowedBy = (viewerId: string | null): SQL<boolean> =>
  viewerId
    ? sql<boolean>`exists (select 1 from ${follows} as ${viewerFollows} where ${viewerFollows.followerId} = ${viewerId} and ${viewerFollows.followeeId} = ${users.id})`
    : sql<boolean>`false`;

/** A person in a list (the contracts' UserListItem); queries select from `users`. */
export const userListColumns = (viewerId: string | null) => ({
  id: users.id,
  username: users.username,
  name: users.name,
  avatarUrl: users.avatarUrl,
  role: users.role,
  bio: users.bio,
  isSubscribed: isFollowedBy(viewerId),
});

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
