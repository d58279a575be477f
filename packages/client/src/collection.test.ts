import { describe, expect, it } from 'vitest';
import { privacyFlags, truncateName, VISIBILITY_LABELS, visibilityOf } from './collection.ts';
import { productCountLabel } from './product-count.ts';

describe('collection visibility', () => {
  it('reads the three states from the flags and back', () => {
    for (const visibility of ['private', 'public', 'paid'] as const) {
      expect(visibilityOf(privacyFlags(visibility))).toBe(visibility);
    }
    expect(privacyFlags('paid')).toEqual({ isPrivate: false, isPaidSubscriberOnly: true });
  });

  it('labels each state as the add-to-collection sheet words it for stylists (docs/product.md §14)', () => {
    expect(VISIBILITY_LABELS).toEqual({
      paid: 'paid subscribers can see',
      private: 'you can see',
      public: 'anyone can see',
    });
  });

  it('cuts a collection name at 20 characters', () => {
    expect(truncateName('Summer in the city')).toBe('Summer in the city');
    expect(truncateName('Twenty characters ok')).toBe('Twenty characters ok');
    expect(truncateName('A very long collection name')).toBe('A very long collecti…');
  });
});

describe('productCountLabel', () => {
  it('uses the singular for one product', () => {
    expect(productCountLabel(1)).toBe('1 product');
  });

  it.each([0, 2, 30])('uses the plural for %i products', (count) => {
    expect(productCountLabel(count)).toBe(`${count} products`);
  });
});
