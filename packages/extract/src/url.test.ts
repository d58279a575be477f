import { describe, expect, it } from 'vitest';
import { canonicalizeUrl } from './url.ts';

describe('canonicalizeUrl', () => {
  it('strips tracking parameters and the fragment, keeps the variant, sorts the rest', () => {
    expect(
      canonicalizeUrl(
        'https://Shop.Example.com/p/x?utm_source=a&variant=3&gclid=z&color=red&ref=abc&fbclid=1&mc_cid=2&_ga=3&srsltid=4#reviews',
      ),
    ).toBe('https://shop.example.com/p/x?color=red&variant=3');
    expect(canonicalizeUrl('https://shop.example.com/p/x?utm_medium=email')).toBe(
      'https://shop.example.com/p/x',
    );
  });
});
