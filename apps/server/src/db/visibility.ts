import { sql, type SQL } from 'drizzle-orm';
import { collectionProducts, collections, products, users } from './schema.ts';

/**
 * Who may see what (DESIGN.md §5), written once as SQL conditions that every list reuses.
 * The conditions refer to the `products`, `collections` and `users` tables as they appear in the query.
 */

/** Anyone may open it: neither private nor for paid subscribers only. */
export const isPublicCollection = (): SQL =>
  sql`(not ${collections.isPrivate} and not ${collections.isPaidSubscriberOnly})`;

/** Shown in lists to anyone (its contents may still be locked): public or paid-only, and not archived. */
export const isListedCollection = (): SQL =>
  sql`(not ${collections.isPrivate} and ${collections.archivedAt} is null)`;

/** Whether one of the product owner's own collections that hold the product matches `condition`. */
const inOwnCollectionWhere = (condition: SQL): SQL => sql`exists (
  select 1 from ${collectionProducts}
  join ${collections} on ${collections.id} = ${collectionProducts.collectionId}
  where ${collectionProducts.productId} = ${products.id}
    and ${collections.ownerId} = ${products.ownerId}
    and ${condition}
)`;

/**
 * A product is public unless it is only in private or paid-only collections of its owner: it is visible when
 * one of its owner's public collections holds it, or when none of its owner's restricted ones does.
 */
export const isPublicProduct = (): SQL =>
  sql`(${inOwnCollectionWhere(isPublicCollection())} or not ${inOwnCollectionWhere(sql`not ${isPublicCollection()}`)})`;

export const isStylist = (): SQL => sql`${users.role} = 'STYLIST'`;
