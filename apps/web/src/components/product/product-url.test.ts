import { describe, expect, it } from 'vitest';
import { productUrlError } from './product-url';

describe('productUrlError', () => {
  it('requires a URL', () => {
    expect(productUrlError('')).toBe('Product URL is required');
    expect(productUrlError('   ')).toBe('Product URL is required');
  });

  it.each(['zara', 'not a url', 'javascript:alert(1)', 'ftp://shop.example.com/item', 'https://'])(
    'rejects %j',
    (value) => {
      expect(productUrlError(value)).toBe('Please enter a valid URL');
    },
  );

  it.each([
    'https://www.zara.com/uk/en/linen-shirt-p0123.html',
    ' http://shop.example.com/p/1?utm_source=x ',
  ])('accepts %j', (value) => {
    expect(productUrlError(value)).toBeNull();
  });
});
