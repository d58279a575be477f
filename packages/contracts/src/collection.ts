import { z } from 'zod';
import { Id, singleLineText } from './common.ts';
import { LookCard } from './look.ts';
import { MediaUrl, ProductCard, Removal, UserSummary } from './product.ts';

/**
 * A collection as a feed card shows it. Paid-only covers are server-made placeholders (docs/product.md §4).
 */
export const CollectionCard = z.object({
  id: Id,
  ownerId: Id,
  name: z.string(),
  coverImageUrl: z.string().nullable(),
  isPrivate: z.boolean(),
  isPaidSubscriberOnly: z.boolean(),
  productCount: z.number().int().nonnegative(),
  previewImageUrls: z.array(z.string()),
  owner: UserSummary,
});
export type CollectionCard = z.infer<typeof CollectionCard>;

export const MAX_COLLECTION_NAME = 80;

/** docs/product.md §4: non-empty after trimming. */
export const CollectionName = singleLineText({ message: 'Collection name is required' })
  .trim()
  .min(1, 'Collection name is required')
  .max(MAX_COLLECTION_NAME, `Collection name must be at most ${MAX_COLLECTION_NAME} characters`);

/** Only a STYLIST may send isPrivate false or isPaidSubscriberOnly true (the server answers 403 otherwise). */
export const CreateCollectionBody = z.object({
  name: CollectionName,
  isPrivate: z.boolean().default(true),
  isPaidSubscriberOnly: z.boolean().default(false),
});
export type CreateCollectionBody = z.input<typeof CreateCollectionBody>;

export const UpdateCollectionBody = z.object({
  name: CollectionName.optional(),
  isPrivate: z.boolean().optional(),
  isPaidSubscriberOnly: z.boolean().optional(),
  /** An uploaded 'collectionCover' image; null goes back to the first product's image. */
  coverImageUrl: MediaUrl.nullable().optional(),
  /** A new order: exactly the collection's current products. */
  productIds: z.array(Id).optional(),
  /** A new order: exactly the collection's current looks. */
  lookIds: z.array(Id).optional(),
});
export type UpdateCollectionBody = z.input<typeof UpdateCollectionBody>;

export const AddCollectionProductBody = z.object({ productId: Id });
export const AddCollectionLookBody = z.object({ lookId: Id });

/** What adding or removing an item answers: the normalised membership, for optimistic updates. */
export const CollectionItems = z.object({
  productIds: z.array(Id),
  lookIds: z.array(Id),
  productCount: z.number().int().nonnegative(),
});
export type CollectionItems = z.infer<typeof CollectionItems>;

/**
 * A collection page (docs/product.md §4). A paid-only collection of someone else is `locked`: name, owner,
 * count and the server-made blurred placeholder only, with no products, looks or real image URLs
 * (docs/product.md §4).
 */
export const Collection = CollectionItems.extend({
  id: Id,
  ownerId: Id,
  owner: UserSummary,
  name: z.string(),
  coverImageUrl: z.string().nullable(),
  isPrivate: z.boolean(),
  isPaidSubscriberOnly: z.boolean(),
  isSaved: z.boolean(),
  isArchived: z.boolean(),
  locked: z.boolean(),
  products: z.array(ProductCard),
  looks: z.array(LookCard),
  removal: Removal.nullable(),
});
export type Collection = z.infer<typeof Collection>;

export const SaveState = z.object({ isSaved: z.boolean() });
export type SaveState = z.infer<typeof SaveState>;

/** A profile's collections; `saved` (other people's collections this person saved) is theirs alone to see. */
export const UserCollections = z.object({
  collections: z.array(CollectionCard),
  saved: z.array(CollectionCard),
});
export type UserCollections = z.infer<typeof UserCollections>;

export const ArchivedCollections = z.object({ collections: z.array(CollectionCard) });
export type ArchivedCollections = z.infer<typeof ArchivedCollections>;
