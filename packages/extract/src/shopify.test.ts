import { describe, expect, it } from 'vitest';
import { parseHtml } from './parse-html.ts';
import { fromShopifyJson, isShopifyPage, shopifyCurrency, shopifyJsonUrl } from './shopify.ts';

describe('Shopify detection', () => {
  it('finds Shopify storefronts and their product JSON', () => {
    expect(isShopifyPage(parseHtml('<link href="https://cdn.shopify.com/s/files/x.css">'))).toBe(true);
    expect(isShopifyPage(parseHtml('<html><body>plain</body></html>'))).toBe(false);
    expect(shopifyJsonUrl('https://shop.example/products/margot-dress?variant=1')).toBe(
      'https://shop.example/products/margot-dress.js',
    );
    expect(shopifyJsonUrl('https://shop.example/collections/new/products/margot-dress/')).toBe(
      'https://shop.example/collections/new/products/margot-dress.js',
    );
    expect(shopifyJsonUrl('https://shop.example/pages/about')).toBeNull();
  });

  it("reads the storefront's scripts and metas, not its words", () => {
    expect(isShopifyPage(parseHtml("<script>Shopify.shop = 'x.myshopify.com';</script>"))).toBe(true);
    expect(isShopifyPage(parseHtml('<meta name="shopify-checkout-api-token" content="t">'))).toBe(true);
    expect(isShopifyPage(parseHtml('<img srcset="https://cdn.shopify.com/s/files/a.jpg 2x">'))).toBe(true);
    expect(isShopifyPage(parseHtml('<p>We moved off cdn.shopify.com last year</p>'))).toBe(false);
  });

  it('takes the currency the theme script states', () => {
    const page = (script: string) => parseHtml(`<html><head><script>${script}</script></head></html>`);
    expect(shopifyCurrency(page('Shopify.currency = {"active":"EUR","rate":"1.0"};'))).toBe('EUR');
    expect(shopifyCurrency(page('var meta = {"currency":"JPY"};'))).toBe('JPY');
    expect(shopifyCurrency(page("Shopify.currency = { active: 'AUD' };"))).toBeNull();
  });
});

describe('fromShopifyJson', () => {
  it('reads the .json shape and the text of its HTML description', () => {
    const found = fromShopifyJson(
      {
        product: {
          title: 'Margot Midi Dress',
          body_html: '<p>Washed silk&rsquo;s drape</p><!-- theme note --><ul><li>100% silk</li></ul>',
          variants: [{ price: '189.00' }],
          images: [{ src: '//shop.example/cdn/margot-1.jpg' }],
        },
      },
      'https://shop.example/products/margot',
      'AUD',
      parseHtml(''),
    );
    expect(found).toMatchObject({
      name: 'Margot Midi Dress',
      description: 'Washed silk’s drape100% silk',
      price: 189,
      currency: 'AUD',
      images: ['https://shop.example/cdn/margot-1.jpg'],
    });
  });
});
