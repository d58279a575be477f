import { describe, expect, it } from 'vitest';
import { productCountLabel } from './collection-tile';

describe('productCountLabel', () => {
  it('uses the singular for one product', () => {
    expect(productCountLabel(1)).toBe('1 product');
  });

  it.each([0, 2, 30])('uses the plural for %i products', (count) => {
    expect(productCountLabel(count)).toBe(`${count} products`);
  });
});
