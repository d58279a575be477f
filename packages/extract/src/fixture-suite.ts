import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ScrapedProduct } from '@stylebook/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { extractProduct, type DomDocument, type ExtractOptions, type Extraction } from './index.ts';

/**
 * The extraction tests over saved store pages, written once and run on every DOM the package serves: the
 * Node parse (extract.test.ts) and a browser's DOMParser (extract.browser.test.ts). Each fixture is
 * `<name>.html` with `<name>.expected.json`, and `<name>.shopify.json` for a Shopify product endpoint.
 */

const FIXTURES = path.join(import.meta.dirname, '../fixtures');

/** `<name>.expected.json`: the product as the page states it, with its images as the store's URLs. */
type Expected = Omit<ScrapedProduct, 'url' | 'images'> & {
  pageUrl: string;
  isProduct: boolean;
  images: string[];
};

const FIELDS = [
  'isProduct',
  'canonicalUrl',
  'description',
  'brand',
  'price',
  'currency',
  'gender',
  'images',
  'siteName',
] as const;

export type ParseHtml<Document extends DomDocument = DomDocument> = (html: string) => Document;

/** What the suite runs over each page: extractProduct, or a reader built on it (the extension's). */
export type Extract<Document extends DomDocument = DomDocument> = (
  document: Document,
  pageUrl: string,
  options?: ExtractOptions,
) => Extraction;

function runFixture<Document extends DomDocument>(
  name: string,
  parse: ParseHtml<Document>,
  extract: Extract<Document>,
) {
  const html = readFileSync(path.join(FIXTURES, `${name}.html`), 'utf8');
  const expected = JSON.parse(readFileSync(path.join(FIXTURES, `${name}.expected.json`), 'utf8')) as Expected;
  const shopifyFile = path.join(FIXTURES, `${name}.shopify.json`);
  const shopifyJson = existsSync(shopifyFile)
    ? (JSON.parse(readFileSync(shopifyFile, 'utf8')) as unknown)
    : undefined;
  const { product, isProduct } = extract(parse(html), expected.pageUrl, { shopifyJson });
  const actual = { ...product, isProduct, images: product.images.map((image) => image.url) };
  const wrong = FIELDS.filter((field) => JSON.stringify(actual[field]) !== JSON.stringify(expected[field]));
  return { expected, actual, wrong };
}

export function describeExtraction<Document extends DomDocument>(
  dom: string,
  parse: ParseHtml<Document>,
  extract: Extract<Document> = extractProduct,
): void {
  describe(`extraction over saved store pages (${dom})`, () => {
    const names = readdirSync(FIXTURES)
      .filter((file) => file.endsWith('.html'))
      .map((file) => file.replace(/\.html$/, ''))
      .sort();
    const scores: string[] = [];
    let correct = 0;

    afterAll(() => {
      const total = names.length * FIELDS.length;
      process.stdout.write(
        `\nScrape extraction accuracy (${dom}): ${correct}/${total} fields (${((100 * correct) / total).toFixed(1)}%)\n` +
          scores.map((line) => `  ${line}\n`).join(''),
      );
    });

    it('has a fixture for every pattern', () => {
      expect(names.length).toBeGreaterThanOrEqual(12);
    });

    it.each(names)('%s', (name) => {
      const { expected, actual, wrong } = runFixture(name, parse, extract);
      correct += FIELDS.length - wrong.length;
      scores.push(
        `${name.padEnd(24)} ${FIELDS.length - wrong.length}/${FIELDS.length}${wrong.length ? `  wrong: ${wrong.join(', ')}` : ''}`,
      );
      expect(actual.url).toBe(expected.pageUrl);
      for (const field of FIELDS) expect(actual[field], field).toEqual(expected[field]);
    });
  });

  describe(`extractProduct on odd input (${dom})`, () => {
    it('survives broken JSON-LD, malformed percent-encoding and an empty page', () => {
      const html =
        '<script type="application/ld+json">{"@type": "Product", "name": "Broken"</script><h1>Plain</h1>';
      const { product, isProduct } = extract(parse(html), 'https://shop.example/p/%E0%A4%A');
      expect(product.description).toBe('Plain');
      expect(isProduct).toBe(false);
      expect(extract(parse(''), 'https://shop.example/').product.siteName).toBe('shop.example');
    });

    it('reads JSON-LD with raw line breaks inside strings', () => {
      const html = `<script type="application/ld+json">{"@type":"Product","name":"Line\nBreak","offers":{"price":"10","priceCurrency":"GBP"}}</script>`;
      expect(extract(parse(html), 'https://shop.example/p').product).toMatchObject({
        description: 'Line Break',
        price: 10,
        currency: 'GBP',
      });
    });

    it('reads a minified page that leaves out the html, head and body tags', () => {
      const html =
        '<!doctype html><meta charset=utf-8><title>Linen Shirt – Nord</title><meta property="og:site_name" content="Nord">' +
        '<main><h1>Linen Shirt</h1><span class=price>€ 89,00</span><img src=/shirt.jpg width=800></main>';
      expect(extract(parse(html), 'https://nord.example/p/linen').product).toMatchObject({
        description: 'Linen Shirt',
        price: 89,
        currency: 'EUR',
        images: [{ url: 'https://nord.example/shirt.jpg' }],
        siteName: 'Nord',
      });
    });

    it('reads the text of a Shopify description without rendering it', () => {
      const { product } = extract(parse(''), 'https://shop.example/products/margot', {
        shopifyJson: {
          handle: 'margot',
          description: '<p>Washed silk&rsquo;s drape.</p><img src="x" onerror="throw 1"> Cut on the bias.',
        },
      });
      expect(product.description).toBe('Washed silk’s drape.');
    });
  });
}
