import {
  fromMinorUnits,
  Currency,
  type CollectionCard,
  type FeaturedProduct,
  type OffsetPage,
  type ProductCard,
} from '@stylebook/contracts';
import type {
  CollectionPreviewRow,
  FeaturedCollectionRow,
  FeaturedProductRow,
} from './featured.repository.ts';

/** What any product card is drawn from (`productCardColumns`), with or without the feed's like columns. */
export type ProductCardRow = Omit<FeaturedProductRow, 'likeCount' | 'likedByMe'>;

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

export function toFeaturedProduct(row: FeaturedProductRow): FeaturedProduct {
  return { ...toProductCard(row), likeCount: row.likeCount, likedByMe: row.likedByMe };
}

/** Where a feed page sits in its generation: positions offset..offset+limit-1 of `itemCount`. */
export interface FeedWindow {
  generationId: number;
  itemCount: number;
  limit: number;
  offset: number;
}

/**
 * A feed page: paging follows the generation's positions, not the items found, so an item hidden since the
 * build leaves its page one short instead of shifting every later page. `generation` is null while empty.
 */
export function toFeedPage<Item>(
  items: Item[],
  { generationId, itemCount, limit, offset }: FeedWindow,
): OffsetPage<Item> & { generation: number | null } {
  const hasMore = offset + limit < itemCount;
  return {
    items,
    hasMore,
    nextOffset: hasMore ? offset + limit : null,
    generation: itemCount === 0 ? null : generationId,
  };
}

/** `toFeedPage` of items already serialized, as the JSON of the page. */
export function toFeedPageJson(items: string[], window: FeedWindow): string {
  const { items: _items, ...paging } = toFeedPage([], window);
  return `{"items":[${items.join(',')}],${JSON.stringify(paging).slice(1)}`;
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
  row: FeaturedCollectionRow,
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
