import { describe, expect, it } from 'vitest';
import { extractProduct } from './index.ts';
import { parseHtml } from './parse-html.ts';

/**
 * The server reads whatever a store (or anyone posing as one) sends: extraction must answer, never throw,
 * on any page. These pages are built here rather than saved, each aimed at one way a reader could fail.
 */

const PAGE_URL = 'https://shop.example/p/coat';
const jsonLd = (data: string) => `<script type="application/ld+json">${data}</script>`;
const extract = (html: string, options?: Parameters<typeof extractProduct>[2]) =>
  extractProduct(parseHtml(html), PAGE_URL, options).product;

describe('extractProduct on hostile pages', () => {
  it('reads numeric entities past the last code point as U+FFFD', () => {
    expect(extract('<h1>Coat &amp;#99999999;</h1>').description).toBe('Coat \ufffd');
    expect(extract(jsonLd('{"@type":"Product","name":"Coat &#x110000;"}')).description).toBe('Coat \ufffd');
  });
});
