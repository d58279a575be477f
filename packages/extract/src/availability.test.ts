import { describe, expect, it } from 'vitest';
import { readAvailability } from './availability.ts';
import { parseHtml } from './parse-html.ts';

const jsonLdPage = (data: unknown) =>
  parseHtml(`<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head></html>`);
const product = (offers: unknown) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: 'Coat',
  offers,
});

describe('readAvailability', () => {
  it('reads schema.org availability in JSON-LD, in any of the ways stores write it', () => {
    expect(readAvailability(jsonLdPage(product({ availability: 'https://schema.org/InStock' })))).toBe(true);
    expect(readAvailability(jsonLdPage(product({ availability: 'http://schema.org/OutOfStock' })))).toBe(
      false,
    );
    expect(readAvailability(jsonLdPage(product({ availability: 'InStock' })))).toBe(true);
    expect(readAvailability(jsonLdPage(product({ availability: 'schema:SoldOut' })))).toBe(false);
    expect(readAvailability(jsonLdPage(product({ availability: 'https://schema.org/Discontinued' })))).toBe(
      false,
    );
    expect(readAvailability(jsonLdPage(product({ availability: 'https://schema.org/PreOrder' })))).toBe(true);
    expect(
      readAvailability(jsonLdPage(product({ availability: 'https://schema.org/LimitedAvailability' }))),
    ).toBe(true);
  });

  it('counts a product in stock when any of its offers is', () => {
    const sizes = [
      { availability: 'https://schema.org/OutOfStock', price: '10' },
      { availability: 'https://schema.org/InStock', price: '10' },
    ];
    expect(readAvailability(jsonLdPage(product(sizes)))).toBe(true);
    expect(readAvailability(jsonLdPage(product([sizes[0], sizes[0]])))).toBe(false);
    const aggregate = { '@type': 'AggregateOffer', lowPrice: '10', offers: sizes };
    expect(readAvailability(jsonLdPage(product(aggregate)))).toBe(true);
  });

  it("reads the first product's offers, then a product group's variants, not a recommended item's", () => {
    const page = jsonLdPage([
      product({ availability: 'https://schema.org/OutOfStock' }),
      { '@type': 'Product', name: 'Scarf', offers: { availability: 'https://schema.org/InStock' } },
    ]);
    expect(readAvailability(page)).toBe(false);
    const group = jsonLdPage({
      '@context': 'https://schema.org',
      '@type': 'ProductGroup',
      name: 'Coat',
      hasVariant: [
        product({ availability: 'https://schema.org/OutOfStock' }),
        product({ availability: 'https://schema.org/InStock' }),
      ],
    });
    expect(readAvailability(group)).toBe(true);
  });

  it('reads microdata availability from a link, a meta or the text', () => {
    const page = (offer: string) =>
      parseHtml(`<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Coat</span>
        <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">${offer}</div></div>`);
    expect(readAvailability(page('<link itemprop="availability" href="https://schema.org/InStock">'))).toBe(
      true,
    );
    expect(readAvailability(page('<meta itemprop="availability" content="OutOfStock">'))).toBe(false);
    expect(readAvailability(page('<span itemprop="availability">InStock</span>'))).toBe(true);
  });

  it('reads product:availability and og:availability meta', () => {
    const page = (property: string, content: string) =>
      parseHtml(`<html><head><meta property="${property}" content="${content}"></head></html>`);
    expect(readAvailability(page('product:availability', 'in stock'))).toBe(true);
    expect(readAvailability(page('product:availability', 'out of stock'))).toBe(false);
    expect(readAvailability(page('og:availability', 'instock'))).toBe(true);
    expect(readAvailability(page('og:availability', 'oos'))).toBe(false);
    expect(readAvailability(page('product:availability', 'preorder'))).toBe(true);
  });

  it("reads Shopify's product JSON: the product's available, else its variants'", () => {
    const blank = parseHtml('<html><body><h1>Coat</h1></body></html>');
    expect(readAvailability(blank, { shopifyJson: { title: 'Coat', available: false } })).toBe(false);
    expect(readAvailability(blank, { shopifyJson: { title: 'Coat', available: true } })).toBe(true);
    const variants = { product: { title: 'Coat', variants: [{ available: false }, { available: true }] } };
    expect(readAvailability(blank, { shopifyJson: variants })).toBe(true);
    expect(readAvailability(blank, { shopifyJson: { product: { variants: [{ available: false }] } } })).toBe(
      false,
    );
  });

  it('takes structured data before the Shopify JSON', () => {
    const page = jsonLdPage(product({ availability: 'https://schema.org/OutOfStock' }));
    expect(readAvailability(page, { shopifyJson: { title: 'Coat', available: true } })).toBe(false);
  });

  it('says nothing when the page says nothing or something unknown', () => {
    expect(readAvailability(parseHtml('<html><body><p>In stock!</p></body></html>'))).toBeNull();
    expect(readAvailability(jsonLdPage(product({ price: '10', priceCurrency: 'EUR' })))).toBeNull();
    expect(readAvailability(jsonLdPage(product({ availability: 'https://schema.org/Maybe' })))).toBeNull();
    expect(readAvailability(jsonLdPage({ '@type': 'Organization', name: 'Shop' }))).toBeNull();
    expect(readAvailability(parseHtml('<html></html>'), { shopifyJson: 'not json' })).toBeNull();
  });
});
