import { describeExtraction } from '@stylebook/extract/fixture-suite';
import { describe, expect, it } from 'vitest';
import { readDocument } from './read-page.ts';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

// The saved store pages of @stylebook/extract, read the way the popup reads a live page.
describeExtraction('extension page reader, jsdom', parse, readDocument);

describe('readDocument', () => {
  it("lists the product's images first, then the page's other pictures, largest first", () => {
    const document = parse(`<html><head><title>Tee</title>
      <script type="application/ld+json">{"@type":"Product","name":"Tee","image":["/p/1.jpg","/p/2.jpg"],
        "offers":{"price":"20","priceCurrency":"USD"}}</script></head>
      <body><img src="/p/2.jpg?w=400" width="400" height="400"><img src="/small.jpg" width="300" height="300">
      <img src="/big.jpg" width="1200" height="900"><img src="/icon.png" width="32" height="32">
      <img src="/logo.svg" width="600" height="600"><img src="data:image/png;base64,AAAA"></body></html>`);

    const reading = readDocument(document, 'https://shop.example/p/tee');

    expect(reading.isProduct).toBe(true);
    expect(reading.title).toBe('Tee');
    expect(reading.pageUrl).toBe('https://shop.example/p/tee');
    expect(reading.images).toEqual([
      { url: 'https://shop.example/p/1.jpg', isProductImage: true },
      { url: 'https://shop.example/p/2.jpg', isProductImage: true },
      { url: 'https://shop.example/big.jpg', isProductImage: false },
      { url: 'https://shop.example/small.jpg', isProductImage: false },
    ]);
  });

  it('offers a page that sells nothing with its URL and pictures, for entering the product by hand', () => {
    const document = parse(
      '<title>About us</title><h1>Our story</h1><img src="/team.jpg" width="800" height="600">',
    );
    const reading = readDocument(document, 'https://shop.example/pages/about');
    expect(reading.isProduct).toBe(false);
    expect(reading.product.canonicalUrl).toBe('https://shop.example/pages/about');
    expect(reading.images.map((image) => image.url)).toEqual(['https://shop.example/team.jpg']);
  });
});
