import { z } from 'zod';
import { SUBSCRIBERS_PAGE_SIZE } from './constants.ts';
import {
  Id,
  multilineText,
  offsetPage,
  Pagination,
  queryInteger,
  SEARCH_MAX_OFFSET,
  singleLineText,
} from './common.ts';
import { CollectionCard } from './collection.ts';
import { FullName, Username } from './auth.ts';
import { MediaUrl, ProductCard, Role } from './product.ts';
import { PaidSubscription, SubscriptionPrice } from './wallet.ts';

/** Empty (or null) removes the bio. */
const Bio = multilineText()
  .trim()
  .max(300)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

export const WebsiteUrl = singleLineText()
  .trim()
  .max(200)
  .refine((value) => value === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), 'Please enter a valid URL')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** Account settings: every field optional, only the ones sent change. */
export const UpdateUserBody = z.object({
  name: FullName.optional(),
  username: Username.optional(),
  bio: Bio,
  website: WebsiteUrl,
  /** An uploaded image (`/media/…`), or null to remove the photo. */
  avatarUrl: MediaUrl.nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;

/** A person as anyone sees them in lists and on cards (docs/product.md §2). */
export const UserProfileSummary = z.object({
  id: Id,
  username: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  website: z.string().nullable(),
  role: Role,
});
export type UserProfileSummary = z.infer<typeof UserProfileSummary>;

export const UserIdParams = z.object({ id: Id });

/** Subscriber-style lists (docs/product.md §8): `?page&limit`, 10 a page by default. */
export const PageQuery = z.object({
  page: queryInteger().min(1).max(10_000).default(1),
  limit: queryInteger().min(1).max(100).default(SUBSCRIBERS_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** A person in a list (subscribers, following, people search), with whether the viewer follows them. */
export const UserListItem = UserProfileSummary.pick({
  id: true,
  username: true,
  name: true,
  avatarUrl: true,
  role: true,
  bio: true,
}).extend({ isSubscribed: z.boolean() });
export type UserListItem = z.infer<typeof UserListItem>;

export const PagedUsers = z.object({ items: z.array(UserListItem), pagination: Pagination });
export type PagedUsers = z.infer<typeof PagedUsers>;

/** Free following (docs/product.md §8): the reply of following and unfollowing. */
export const FollowState = z.object({
  isSubscribed: z.boolean(),
  subscriberCount: z.number().int().nonnegative(),
});
export type FollowState = z.infer<typeof FollowState>;

/**
 * `GET /api/users/{id}/profile` (docs/product.md §14): the summary, counts, and the collections shown on the
 * profile. `privateAndSavedCollections` is filled for the owner alone (empty for everyone else).
 */
export const UserProfile = UserProfileSummary.extend({
  subscriberCount: z.number().int().nonnegative(),
  subscriptionCount: z.number().int().nonnegative(),
  isSubscribed: z.boolean(),
  isMe: z.boolean(),
  publicCollections: z.array(CollectionCard),
  privateAndSavedCollections: z.array(CollectionCard),
  /** The person's monthly price for a paid subscription, null when they take none. */
  subscriptionPrice: SubscriptionPrice.nullable(),
  /** The viewer's live paid subscription to the person (null signed out or without one). */
  paidSubscription: PaidSubscription.nullable(),
});
export type UserProfile = z.infer<typeof UserProfile>;

/** `GET /api/users?query=`: people by username or name, typo-tolerant. */
export const UsersQuery = z.object({
  query: singleLineText().trim().max(100).default(''),
  limit: queryInteger().min(1).max(50).default(20),
  offset: queryInteger().min(0).max(SEARCH_MAX_OFFSET).default(0),
});
export type UsersQuery = z.infer<typeof UsersQuery>;

export const UserSearchPage = offsetPage(UserListItem);
export type UserSearchPage = z.infer<typeof UserSearchPage>;

/** `GET /api/users/{id}/products?limit&offset`: the products on a profile the viewer may see, newest first. */
export const UserProductsQuery = z.object({
  limit: queryInteger().min(1).max(100).default(30),
  offset: queryInteger().min(0).max(1_000_000).default(0),
});
export type UserProductsQuery = z.infer<typeof UserProductsQuery>;

export const UserProductsPage = offsetPage(ProductCard);
export type UserProductsPage = z.infer<typeof UserProductsPage>;
