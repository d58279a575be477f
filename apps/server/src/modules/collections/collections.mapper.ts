import type { Collection, LookCard, ProductCard } from '@stylebook/contracts';
import type { OpenCollectionRow } from './collections.repository.ts';
import { toRemoval } from '../moderation/removal.ts';

/**
 * The collection page's collection. A locked one (paid-only, seen by someone other than its owner) keeps its
 * name, owner and count, and shows only the server-made placeholder: no products, looks or real images.
 */
export function toCollection(
  row: OpenCollectionRow,
  content:
    { locked: true; productCount: number } | { locked: false; products: ProductCard[]; looks: LookCard[] },
): Collection {
  const base = {
    id: row.id,
    ownerId: row.ownerId,
    owner: row.owner,
    name: row.name,
    isPrivate: row.isPrivate,
    isPaidSubscriberOnly: row.isPaidSubscriberOnly,
    isSaved: row.isSaved,
    isArchived: row.archivedAt !== null,
    removal: toRemoval(row),
  };
  if (content.locked) {
    return {
      ...base,
      coverImageUrl: row.coverPlaceholderUrl,
      locked: true,
      products: [],
      looks: [],
      productIds: [],
      lookIds: [],
      productCount: content.productCount,
    };
  }
  const { products, looks } = content;
  return {
    ...base,
    coverImageUrl: row.coverImageUrl ?? products[0]?.images[0]?.url ?? null,
    locked: false,
    products,
    looks,
    productIds: products.map(({ id }) => id),
    lookIds: looks.map(({ id }) => id),
    productCount: products.length,
  };
}
