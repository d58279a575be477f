import { describe, expect, it } from 'vitest';
import { groupCollectionPreviews, toCollectionCard, toProductCard } from './cards.mapper.ts';
import type { CollectionCardRow, ProductCardRow } from './cards.repository.ts';

const owner = { id: 'o1', username: 'ada', name: 'Ada', avatarUrl: null, role: 'STYLIST' as const };

const collection: CollectionCardRow = {
  id: 'c1',
  ownerId: owner.id,
  name: 'Winter',
  coverImageUrl: null,
  coverPlaceholderUrl: '/media/blurred.webp',
  isPrivate: false,
  isPaidSubscriberOnly: false,
  isUnlocked: true,
  owner,
};

const previews = groupCollectionPreviews([
  { collectionId: 'c1', imageUrl: '/media/a.webp', productCount: 3 },
  { collectionId: 'c1', imageUrl: null, productCount: 3 },
  { collectionId: 'c1', imageUrl: '/media/b.webp', productCount: 3 },
]);

describe('toProductCard', () => {
  it('gives the price in major units of its currency', () => {
    const row: ProductCardRow = {
      id: 'p1',
      rootProductId: 'p1',
      description: 'Coat',
      brand: 'Acme',
      priceMinor: 12_950,
      currency: 'EUR',
      gender: 'WOMENSWEAR',
      images: [{ url: '/media/coat.webp' }],
      owner,
    };
    expect(toProductCard(row)).toEqual({
      id: 'p1',
      rootProductId: 'p1',
      description: 'Coat',
      brand: 'Acme',
      price: 129.5,
      currency: 'EUR',
      gender: 'WOMENSWEAR',
      images: [{ url: '/media/coat.webp' }],
      owner,
    });
  });
});

describe('toCollectionCard', () => {
  it('falls back to the first shown product image and counts every product', () => {
    expect(toCollectionCard(collection, previews.get('c1'))).toMatchObject({
      coverImageUrl: '/media/a.webp',
      productCount: 3,
      previewImageUrls: ['/media/a.webp', '/media/b.webp'],
    });
  });

  it('shows a locked collection only by its blurred placeholder', () => {
    const locked = { ...collection, isPaidSubscriberOnly: true, coverImageUrl: '/media/cover.webp' };
    expect(toCollectionCard(locked, previews.get('c1'))).toMatchObject({
      name: 'Winter',
      coverImageUrl: '/media/blurred.webp',
      productCount: 3,
      previewImageUrls: ['/media/blurred.webp'],
    });
  });

  it('draws a collection without products as empty', () => {
    expect(toCollectionCard(collection)).toMatchObject({
      coverImageUrl: null,
      productCount: 0,
      previewImageUrls: [],
    });
  });
});
