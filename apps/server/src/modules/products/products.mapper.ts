import type { Product } from '@stylebook/contracts';
import { toProductCard } from '../cards/cards.mapper.ts';
import type { VisibleProductRow } from './products.repository.ts';

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
  };
}
