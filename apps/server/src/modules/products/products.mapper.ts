import { Product, type UserSummary } from '@stylebook/contracts';
import { jsonWith, type Json } from '../../lib/reply-json.ts';
import { toProductCard } from '../cards/cards.mapper.ts';
import type { VisibleProductRow } from './products.repository.ts';
import { toRemoval } from '../moderation/removal.ts';

/** The product page: its card, and what only the page shows. */
export function toProduct(row: VisibleProductRow, extra: Pick<Product, 'collections' | 'looks'>): Product {
  return {
    ...toProductCard(row),
    purchaseUrl: row.purchaseUrl,
    likeCount: row.likeCount,
    likedByMe: row.likedByMe,
    savedByCount: row.savedByCount,
    collections: extra.collections,
    looks: extra.looks,
    createdAt: row.createdAt.toISOString(),
    removal: toRemoval(row),
  };
}

/** A product page without its owner: the part a cache keeps per product (owners are kept apart). */
export type ProductOfItself = Omit<Product, 'owner'>;
export const ProductOfItself = Product.omit({ owner: true });

/** A product page as its two shaped parts. */
export interface ProductPageJson {
  product: Json<ProductOfItself>;
  owner: Json<UserSummary>;
}

export function toProductJson({ product, owner }: ProductPageJson): Json<Product> {
  return jsonWith(product, { owner });
}
