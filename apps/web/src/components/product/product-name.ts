import type { ProductCard } from '@stylebook/contracts';

/** A product's name: its description, else its brand. */
export function productName(product: Pick<ProductCard, 'brand' | 'description'>): string {
  return product.description ?? product.brand;
}

/** Brand and description together, for image alt texts and button labels. */
export function productLabel(product: Pick<ProductCard, 'brand' | 'description'>): string {
  return [product.brand, product.description].filter(Boolean).join(' ');
}
