import { z } from 'zod';
import { Id, multilineText, singleLineText } from './common.ts';
import { MediaUrl, ProductAppearance, ProductCard, Removal, UserSummary } from './product.ts';

/** A relative position on the look's cover, 0..1 from the top-left corner. */
const PinCoordinate = z
  .number({ message: 'Pin positions must be numbers from 0 to 1' })
  .min(0, 'Pin positions must be numbers from 0 to 1')
  .max(1, 'Pin positions must be numbers from 0 to 1');

/** A product of a look, optionally pinned on the cover (docs/product.md §7). */
export const LookProductInput = z.object({
  productId: Id,
  x: PinCoordinate.nullable().optional(),
  y: PinCoordinate.nullable().optional(),
});
export type LookProductInput = z.infer<typeof LookProductInput>;

export const MAX_LOOK_PRODUCTS = 50;

const LookProducts = z
  .array(LookProductInput)
  .max(MAX_LOOK_PRODUCTS, `A look holds at most ${MAX_LOOK_PRODUCTS} products`)
  .refine(
    (items) => new Set(items.map(({ productId }) => productId)).size === items.length,
    'Each product may appear in a look only once',
  );

export const LookTitle = singleLineText({ message: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(100, 'Title must be at most 100 characters');

const LookDescription = multilineText().trim().max(1000, 'Description must be at most 1000 characters');

export const CreateLookBody = z.object({
  title: LookTitle,
  description: LookDescription.optional(),
  coverImageUrl: MediaUrl,
  products: LookProducts.default([]),
  /** File the new look into this collection of the creator's (`/looks/create?collectionId`). */
  collectionId: Id.optional(),
});
export type CreateLookBody = z.input<typeof CreateLookBody>;

export const UpdateLookBody = z.object({
  title: LookTitle.optional(),
  description: LookDescription.nullable().optional(),
  coverImageUrl: MediaUrl.optional(),
  /** Replaces the whole list, in this order. */
  products: LookProducts.optional(),
});
export type UpdateLookBody = z.input<typeof UpdateLookBody>;

export const LookTag = z.object({ productId: Id, x: z.number(), y: z.number() });
export type LookTag = z.infer<typeof LookTag>;

/** A shoppable look: a cover photo with products pinned on it (docs/product.md §7). */
export const Look = z.object({
  id: Id,
  ownerId: Id,
  owner: UserSummary,
  title: z.string(),
  description: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  /** In order; only the products the viewer may see. */
  products: z.array(z.object({ product: ProductCard, x: z.number().nullable(), y: z.number().nullable() })),
  /** The pinned ones among `products`. */
  tags: z.array(LookTag),
  /** The collections holding the look that the viewer may see. */
  collections: z.array(ProductAppearance),
  likeCount: z.number().int().nonnegative(),
  likedByMe: z.boolean(),
  createdAt: z.string(),
  removal: Removal.nullable(),
});
export type Look = z.infer<typeof Look>;

export const LookCard = z.object({
  id: Id,
  ownerId: Id,
  owner: UserSummary,
  title: z.string(),
  coverImageUrl: z.string().nullable(),
  productCount: z.number().int().nonnegative(),
});
export type LookCard = z.infer<typeof LookCard>;

export const UserLooks = z.object({ looks: z.array(LookCard) });
export type UserLooks = z.infer<typeof UserLooks>;
