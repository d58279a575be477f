import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalizeUrl, isSiteAsset } from './url.ts';

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

describe('isSiteAsset', () => {
  it("knows the site's logo and placeholders given as a product's picture", () => {
    expect(isSiteAsset('https://shop.example/themes/logo_424x210.png')).toBe(true);
    expect(isSiteAsset('https://shop.example/assets/no-image-available.jpg')).toBe(true);
    expect(isSiteAsset('https://shop.example/static/translucent.gif')).toBe(true);
    expect(isSiteAsset('https://shop.example/products/logo-hoodie-black.jpg')).toBe(false);
    expect(isSiteAsset('https://shop.example/products/coat.jpg?logo.png')).toBe(false);
  });
});

describe('absoluteUrl', () => {
  it('resolves against the page and reads an ampersand escaped twice as the one meant', () => {
    expect(absoluteUrl('//cdn.example/i?id=4&amp;recipe=lg', 'https://shop.example/p/1')).toBe(
      'https://cdn.example/i?id=4&recipe=lg',
    );
    expect(absoluteUrl('/img/a.jpg', 'https://shop.example/p/1')).toBe('https://shop.example/img/a.jpg');
    expect(absoluteUrl('javascript:alert(1)', 'https://shop.example/p/1')).toBeNull();
  });
});
