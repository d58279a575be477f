import { sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  blocks,
  collectionLooks,
  collectionProducts,
  collections,
  lookProducts,
  looks,
  paidSubscriptions,
  products,
  users,
} from './schema/index.ts';

/**
 * Who may see what (docs/product.md §4), written once as SQL conditions that every list reuses.
 * The conditions refer to the `products`, `collections` and `users` tables as they appear in the query;
 * the product ones also take an alias of `products`, for a query that reads a second product beside one.
 */

/**
 * A paid subscription that is live: not ended, and either active or cancelled before its period ends. A
 * past-due one (a renewal that failed) is not: it re-locks at once. Refers to `paid_subscriptions`.
 */
export const isLiveSubscription = (): SQL =>
  sql`(${paidSubscriptions.status} = 'active' or (${paidSubscriptions.status} = 'cancelled' and ${paidSubscriptions.currentPeriodEnd} > now()))`;

/**
 * Who is looking: an id, or SQL naming a column of viewer ids, for a query that asks for many viewers at once
 * (the price job's watchers).
 */
type Viewer = string | SQL;

/** Whether the viewer holds a live paid subscription to the person whose id is in `ownerColumn`. */
const subscribesTo = (viewerId: Viewer, ownerColumn: AnyPgColumn): SQL => sql`exists (
  select 1 from ${paidSubscriptions}
  where ${paidSubscriptions.subscriberId} = ${viewerId}
    and ${paidSubscriptions.stylistId} = ${ownerColumn}
    and ${isLiveSubscription()}
)`;

/**
 * Neither the viewer nor the person whose id is in `personColumn` blocked the other (docs/product.md §20): a
 * block hides each from the other in every rule below that has a viewer. Signed-out visitors have none.
 */
export const isUnblockedBetween = (viewerId: Viewer, personColumn: AnyPgColumn): SQL => sql`not exists (
  select 1 from ${blocks}
  where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${personColumn})
     or (${blocks.blockerId} = ${personColumn} and ${blocks.blockedId} = ${viewerId})
)`;

const suspendedPeople = alias(users, 'suspended_people');

/**
 * The person whose id is in `personColumn` is not suspended: moderators hide a suspended person and everything
 * they made from everyone (docs/product.md §20). A hashed set of the few suspended ids, not a lookup per row.
 */
export const isNotSuspended = (personColumn: AnyPgColumn | SQL): SQL =>
  sql`${personColumn} not in (select ${suspendedPeople.id} from ${users} as ${suspendedPeople} where ${suspendedPeople.suspendedAt} is not null)`;

/** A product, look or collection (or an alias) as far as moderation is concerned. */
interface Moderated {
  ownerId: AnyPgColumn;
  removedAt: AnyPgColumn;
}

/** Neither removed by moderators nor made by someone suspended: others may see it (docs/product.md §20). */
const isStanding = ({ ownerId, removedAt }: Moderated): SQL =>
  sql`(${removedAt} is null and ${isNotSuspended(ownerId)})`;

/**
 * A person the viewer may see (their profile, and them in lists of people): anyone not suspended whom they are
 * not blocked with.
 */
export const isPersonVisibleTo = (viewerId: string | null, personColumn: AnyPgColumn = users.id): SQL =>
  viewerId
    ? sql`(${isNotSuspended(personColumn)} and ${isUnblockedBetween(viewerId, personColumn)})`
    : isNotSuspended(personColumn);

/** Paid subscribers only (and not private). */
const isPaidOnlyCollection = (): SQL =>
  sql`(not ${collections.isPrivate} and ${collections.isPaidSubscriberOnly})`;

/**
 * Set to be seen by anyone: neither private nor for paid subscribers only. What places a product or look
 * reads this alone: a removed collection hides itself, not what is in it.
 */
const hasPublicSetting = (): SQL =>
  sql`(not ${collections.isPrivate} and not ${collections.isPaidSubscriberOnly})`;

/** Anyone may open it: public by its setting, and standing. */
export const isPublicCollection = (): SQL => sql`(${hasPublicSetting()} and ${isStanding(collections)})`;

/** Shown in lists to anyone (its contents may still be locked): public or paid-only, not archived, standing. */
export const isListedCollection = (): SQL =>
  sql`(not ${collections.isPrivate} and ${collections.archivedAt} is null and ${isStanding(collections)})`;

/** The `products` table, or an alias of it. */
interface ProductTable extends Moderated {
  id: AnyPgColumn;
}

/**
 * Whether one of the collections that place the product, among its owner's own, matches `condition`: one that
 * holds it, or one that holds a look of the owner the product is pinned on, as a product on a look follows
 * the look (docs/decisions.md, "Products follow the looks they are pinned on").
 */
const inOwnCollectionWhere = (condition: SQL, product: ProductTable): SQL => sql`(exists (
  select 1 from ${collectionProducts}
  join ${collections} on ${collections.id} = ${collectionProducts.collectionId}
  where ${collectionProducts.productId} = ${product.id}
    and ${collections.ownerId} = ${product.ownerId}
    and ${condition}
) or exists (
  select 1 from ${lookProducts}
  join ${looks} on ${looks.id} = ${lookProducts.lookId}
  join ${collectionLooks} on ${collectionLooks.lookId} = ${lookProducts.lookId}
  join ${collections} on ${collections.id} = ${collectionLooks.collectionId}
  where ${lookProducts.productId} = ${product.id}
    and ${looks.ownerId} = ${product.ownerId}
    and ${collections.ownerId} = ${product.ownerId}
    and ${condition}
))`;

/**
 * A product is public unless it is only in private or paid-only collections of its owner, itself or through
 * the owner's looks it is pinned on: it is visible when one of those collections is public, or none of them
 * is restricted.
 */
const isPublicByPlacement = (product: ProductTable): SQL =>
  sql`(${inOwnCollectionWhere(hasPublicSetting(), product)} or not ${inOwnCollectionWhere(sql`not ${hasPublicSetting()}`, product)})`;

/** A product anyone may open: public by where it is, and standing. */
export const isPublicProduct = (product: ProductTable = products): SQL =>
  sql`(${isPublicByPlacement(product)} and ${isStanding(product)})`;

export const isStylist = (): SQL => sql`${users.role} = 'STYLIST'`;

/**
 * A product the viewer may open: their own, a public one (docs/product.md §4), or one in its owner's
 * paid-only collections while the viewer subscribes to the owner.
 */
export const isProductVisibleTo = (viewerId: Viewer | null, product: ProductTable = products): SQL =>
  viewerId
    ? sql`(${product.ownerId} = ${viewerId} or ((${isPublicByPlacement(product)} or (${subscribesTo(viewerId, product.ownerId)} and ${inOwnCollectionWhere(isPaidOnlyCollection(), product)})) and ${isStanding(product)} and ${isUnblockedBetween(viewerId, product.ownerId)}))`
    : isPublicProduct(product);

/**
 * A product inside a collection (its page, card, cover and count), for the viewer: one they may open, or one
 * of the collection owner's own, which then shows as that collection does (docs/product.md §4: a locked
 * collection still counts it), unless moderators removed it. Another person's product hidden by its owner
 * never shows through someone's collection. Refers to the `products` row and the `collections` row holding
 * it; the cheap owner check goes first.
 */
export const isProductShownInCollectionTo = (viewerId: string | null): SQL => {
  const removedFromViewer = viewerId
    ? sql`(${products.removedAt} is not null and ${products.ownerId} <> ${viewerId})`
    : sql`${products.removedAt} is not null`;
  return sql`((${products.ownerId} = ${collections.ownerId} and not ${removedFromViewer}) or ${isProductVisibleTo(viewerId)})`;
};

/** A collection whose name the viewer may see in a list: their own, or a listed one. */
export const isCollectionListedTo = (viewerId: string | null): SQL =>
  viewerId
    ? sql`(${collections.ownerId} = ${viewerId} or (${isListedCollection()} and ${isUnblockedBetween(viewerId, collections.ownerId)}))`
    : isListedCollection();

/** A collection the viewer may open by its link: their own, or one that is not private (archived or not). */
export const isCollectionOpenTo = (viewerId: string | null): SQL =>
  viewerId
    ? sql`(${collections.ownerId} = ${viewerId} or (not ${collections.isPrivate} and ${isStanding(collections)} and ${isUnblockedBetween(viewerId, collections.ownerId)}))`
    : sql`(not ${collections.isPrivate} and ${isStanding(collections)})`;

/** A collection whose contents the viewer may see: their own, a public one, or a paid-only one they subscribe to. */
export const isCollectionUnlockedTo = (viewerId: string | null): SQL =>
  viewerId
    ? sql`(${collections.ownerId} = ${viewerId} or ((${hasPublicSetting()} or (${isPaidOnlyCollection()} and ${subscribesTo(viewerId, collections.ownerId)})) and ${isStanding(collections)} and ${isUnblockedBetween(viewerId, collections.ownerId)}))`
    : isPublicCollection();

/** Whether one of the look owner's own collections that hold the look matches `condition`. */
const lookInOwnCollectionWhere = (condition: SQL): SQL => sql`exists (
  select 1 from ${collectionLooks}
  join ${collections} on ${collections.id} = ${collectionLooks.collectionId}
  where ${collectionLooks.lookId} = ${looks.id}
    and ${collections.ownerId} = ${looks.ownerId}
    and ${condition}
)`;

/**
 * A look follows its owner's collections it is in, as a product does: visible when one of them is public or
 * none of them is restricted (so standalone looks are public); its owner always sees it, and a paid subscriber
 * of the owner sees the ones in paid-only collections. Someone else filing
 * the look into their own private collection does not hide it.
 */
export const isLookVisibleTo = (viewerId: string | null): SQL => {
  const visible = sql`(${lookInOwnCollectionWhere(hasPublicSetting())} or not ${lookInOwnCollectionWhere(sql`not ${hasPublicSetting()}`)})`;
  if (!viewerId) return sql`(${visible} and ${isStanding(looks)})`;
  const unlocked = sql`(${subscribesTo(viewerId, looks.ownerId)} and ${lookInOwnCollectionWhere(isPaidOnlyCollection())})`;
  return sql`(${looks.ownerId} = ${viewerId} or ((${visible} or ${unlocked}) and ${isStanding(looks)} and ${isUnblockedBetween(viewerId, looks.ownerId)}))`;
};
