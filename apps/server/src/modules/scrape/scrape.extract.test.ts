import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  canonicalizeUrl,
  extractProduct,
  genderOfText,
  isShopifyPage,
  parsePrice,
  shopifyJsonUrl,
  toCurrency,
} from './scrape.extract.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

interface Expected {
  pageUrl: string;
  isProduct: boolean;
  canonicalUrl: string;
  description: string | null;
  brand: string | null;
  price: number | null;
  currency: string | null;
  gender: string | null;
  images: string[];
  siteName: string | null;
}

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

function runFixture(name: string) {
  const html = readFileSync(path.join(FIXTURES, `${name}.html`), 'utf8');
  const expected = JSON.parse(readFileSync(path.join(FIXTURES, `${name}.expected.json`), 'utf8')) as Expected;
  const shopifyFile = path.join(FIXTURES, `${name}.shopify.json`);
  const shopifyJson = existsSync(shopifyFile)
    ? (JSON.parse(readFileSync(shopifyFile, 'utf8')) as unknown)
    : undefined;
  const { product, isProduct } = extractProduct(html, expected.pageUrl, { shopifyJson });
  const actual = { ...product, isProduct, images: product.images.map((image) => image.url) };
  const wrong = FIELDS.filter((field) => JSON.stringify(actual[field]) !== JSON.stringify(expected[field]));
  return { expected, actual, wrong };
}

describe('extraction over saved store pages', () => {
  const names = readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.replace(/\.html$/, ''))
    .sort();
  const scores: string[] = [];
  let correct = 0;

  afterAll(() => {
    const total = names.length * FIELDS.length;
    process.stdout.write(
      `\nScrape extraction accuracy: ${correct}/${total} fields (${((100 * correct) / total).toFixed(1)}%)\n` +
        scores.map((line) => `  ${line}\n`).join(''),
    );
  });

  it('has a fixture for every pattern', () => {
    expect(names.length).toBeGreaterThanOrEqual(12);
  });

  it.each(names)('%s', (name) => {
    const { expected, actual, wrong } = runFixture(name);
    correct += FIELDS.length - wrong.length;
    scores.push(
      `${name.padEnd(24)} ${FIELDS.length - wrong.length}/${FIELDS.length}${wrong.length ? `  wrong: ${wrong.join(', ')}` : ''}`,
    );
    expect(actual.url).toBe(expected.pageUrl);
    for (const field of FIELDS) expect(actual[field], field).toEqual(expected[field]);
  });
});

describe('parsePrice', () => {
  it.each([
    ['1.299,00 €', 1299, 'EUR'],
    ['€ 49,95', 49.95, 'EUR'],
    ['¥12,800', 12800, 'JPY'],
    ['¥12,800（税込）', 12800, 'JPY'],
    ['Rp 450.000', 450000, 'IDR'],
    ['Rp 450.000,00', 450000, 'IDR'],
    ['$1,299.99', 1299.99, 'USD'],
    ['£85', 85, 'GBP'],
    ['HK$1,280', 1280, 'HKD'],
    ['₩39,000', 39000, 'KRW'],
    ['39,000원', 39000, 'KRW'],
    ['A$120', 120, 'AUD'],
    ['AU$ 99.95', 99.95, 'AUD'],
    ['US$ 20', 20, 'USD'],
    ['$189.00 AUD', 189, 'AUD'],
    ['120 EUR', 120, 'EUR'],
    ['$120 in 2 colours', 120, 'USD'],
  ])('%s → %d %s', (text, amount, currency) => {
    expect(parsePrice(text)).toEqual({ amount, currency });
  });

  it('reads a bare $ as the hinted dollar', () => {
    expect(parsePrice('$49', 'AUD')).toEqual({ amount: 49, currency: 'AUD' });
    expect(parsePrice('$49', 'EUR')).toEqual({ amount: 49, currency: 'USD' });
  });

  it('keeps the amount but no currency for currencies the app does not support', () => {
    expect(parsePrice('CHF 120.00')).toEqual({ amount: 120, currency: null });
    expect(parsePrice('C$45')).toEqual({ amount: 45, currency: null });
    expect(parsePrice('CN¥399')).toEqual({ amount: 399, currency: null });
    expect(parsePrice('12 800 ₽')).toEqual({ amount: 12800, currency: null });
  });

  it('rounds to the currency decimals and refuses text without an amount', () => {
    expect(parsePrice('¥1,280.4')).toEqual({ amount: 1280, currency: 'JPY' });
    expect(parsePrice('Sold out')).toBeNull();
    expect(parsePrice('€0,00')).toBeNull();
  });
});

describe('toCurrency', () => {
  it('maps codes and marks to the supported list', () => {
    expect(toCurrency('eur')).toBe('EUR');
    expect(toCurrency('£')).toBe('GBP');
    expect(toCurrency('HK$')).toBe('HKD');
    expect(toCurrency('CAD')).toBeNull();
    expect(toCurrency('')).toBeNull();
  });
});

describe('genderOfText', () => {
  it.each([
    ["Women's Coats", 'WOMENSWEAR'],
    ['womens-knitwear', 'WOMENSWEAR'],
    ['Ladies', 'WOMENSWEAR'],
    ['Mens shirts', 'MENSWEAR'],
    ['menswear', 'MENSWEAR'],
    ['Unisex hoodie', 'UNISEX'],
    ['レディース', 'WOMENSWEAR'],
    ['남성', 'MENSWEAR'],
  ])('%s → %s', (text, gender) => {
    expect(genderOfText(text)).toBe(gender);
  });

  it('never reads "women" as "men", and decides nothing when both are named', () => {
    expect(genderOfText('women')).toBe('WOMENSWEAR');
    expect(genderOfText('Home / Women / Men')).toBeNull();
    expect(genderOfText('Mandarin collar shirt')).toBeNull();
  });
});

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

describe('Shopify detection', () => {
  it('finds Shopify storefronts and their product JSON', () => {
    expect(isShopifyPage('<link href="https://cdn.shopify.com/s/files/x.css">')).toBe(true);
    expect(isShopifyPage('<html><body>plain</body></html>')).toBe(false);
    expect(shopifyJsonUrl('https://shop.example/products/margot-dress?variant=1')).toBe(
      'https://shop.example/products/margot-dress.js',
    );
    expect(shopifyJsonUrl('https://shop.example/collections/new/products/margot-dress/')).toBe(
      'https://shop.example/collections/new/products/margot-dress.js',
    );
    expect(shopifyJsonUrl('https://shop.example/pages/about')).toBeNull();
  });
});

describe('extractProduct on odd input', () => {
  it('survives broken JSON-LD, malformed percent-encoding and an empty page', () => {
    const html =
      '<script type="application/ld+json">{"@type": "Product", "name": "Broken"</script><h1>Plain</h1>';
    const { product, isProduct } = extractProduct(html, 'https://shop.example/p/%E0%A4%A');
    expect(product.description).toBe('Plain');
    expect(isProduct).toBe(false);
    expect(extractProduct('', 'https://shop.example/').product.siteName).toBe('shop.example');
  });

  it('reads JSON-LD with raw line breaks inside strings', () => {
    const html = `<script type="application/ld+json">{"@type":"Product","name":"Line\nBreak","offers":{"price":"10","priceCurrency":"GBP"}}</script>`;
    expect(extractProduct(html, 'https://shop.example/p').product).toMatchObject({
      description: 'Line Break',
      price: 10,
      currency: 'GBP',
    });
  });
});
