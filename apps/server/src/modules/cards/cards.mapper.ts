import { fromMinorUnits, Currency, type CollectionCard, type ProductCard } from '@stylebook/contracts';
import type { CollectionCardRow, CollectionPreviewRow, ProductCardRow } from './cards.repository.ts';

export function toProductCard(row: ProductCardRow): ProductCard {
  const currency = Currency.parse(row.currency);
  return {
    id: row.id,
    rootProductId: row.rootProductId,
    description: row.description,
    brand: row.brand,
    price: fromMinorUnits(row.priceMinor, currency),
    currency,
    gender: row.gender,
    images: row.images.map(({ url }) => ({ url })),
    owner: row.owner,
  };
}

export interface CollectionPreview {
  productCount: number;
  imageUrls: string[];
}

export function groupCollectionPreviews(rows: CollectionPreviewRow[]): Map<string, CollectionPreview> {
  const previews = new Map<string, CollectionPreview>();
  for (const { collectionId, imageUrl, productCount } of rows) {
    const preview = previews.get(collectionId) ?? { productCount, imageUrls: [] };
    if (imageUrl) preview.imageUrls.push(imageUrl);
    previews.set(collectionId, preview);
  }
  return previews;
}

const EMPTY_PREVIEW: CollectionPreview = { productCount: 0, imageUrls: [] };

/**
 * A locked collection (paid-only, seen by someone other than its owner; the feed locks every paid-only one,
 * as it does not yet know who subscribes): its card keeps name, owner and count but shows only the blurred
 * placeholder, never a real image (docs/product.md §4).
 */
export function toCollectionCard(
  row: CollectionCardRow,
  preview: CollectionPreview = EMPTY_PREVIEW,
  locked = row.isPaidSubscriberOnly,
): CollectionCard {
  const placeholder = row.coverPlaceholderUrl;
  return {
    id: row.id,
    ownerId: row.ownerId,
    name: row.name,
    coverImageUrl: locked ? placeholder : (row.coverImageUrl ?? preview.imageUrls[0] ?? null),
    isPrivate: row.isPrivate,
    isPaidSubscriberOnly: row.isPaidSubscriberOnly,
    productCount: preview.productCount,
    previewImageUrls: locked ? (placeholder ? [placeholder] : []) : preview.imageUrls,
    owner: row.owner,
  };
}
