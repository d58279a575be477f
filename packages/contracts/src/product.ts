import { z } from 'zod';
import { Id } from './common.ts';
import { Currency } from './money.ts';

export const Gender = z.enum(['MENSWEAR', 'WOMENSWEAR', 'UNISEX']);
export type Gender = z.infer<typeof Gender>;
export const DEFAULT_GENDER: Gender = 'MENSWEAR';

export const ProductImage = z.object({ url: z.string() });
export type ProductImage = z.infer<typeof ProductImage>;

export const Role = z.enum(['USER', 'STYLIST']);
export type Role = z.infer<typeof Role>;

export const UserSummary = z.object({
  id: Id,
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: Role,
});
export type UserSummary = z.infer<typeof UserSummary>;

/** A product as a feed card shows it: enough to draw the tile and open the product. */
export const ProductCard = z.object({
  id: Id,
  rootProductId: Id,
  description: z.string().nullable(),
  brand: z.string(),
  price: z.number(),
  currency: Currency,
  gender: Gender,
  images: z.array(ProductImage),
  owner: UserSummary,
});
export type ProductCard = z.infer<typeof ProductCard>;
