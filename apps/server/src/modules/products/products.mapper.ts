import { Currency, fromMinorUnits, type Product } from '@stylebook/contracts';
import type { VisibleProductRow } from './products.repository.ts';

export function toProduct(row: VisibleProductRow, extra: Pick<Product, 'collections' | 'looks'>): Product {
  const currency = Currency.parse(row.currency);
  return {
    id: row.id,
    rootProductId: row.rootProductId,
    description: row.description,
    brand: row.brand,
    price: fromMinorUnits(row.priceMinor, currency),
    currency,
    gender: row.gender,
    purchaseUrl: row.purchaseUrl,
    images: row.images.map(({ url }) => ({ url })),
    owner: row.owner,
    likeCount: row.likeCount,
    likedByMe: row.likedByMe,
    savedByCount: row.savedByCount,
    collections: extra.collections,
    looks: extra.looks,
    createdAt: row.createdAt.toISOString(),
  };
}
