import { describe, expect, it } from 'vitest';
import { chooseFields, type Finding, type PageEvidence } from './fields.ts';
import { extractProduct } from './index.ts';
import { parseHtml } from './parse-html.ts';
import { choose, combined, LOW_CONFIDENCE, SOURCE_WEIGHTS } from './score.ts';

const same = (a: string, b: string) => a === b;

describe('choose', () => {
  it('adds up agreeing candidates as independent witnesses', () => {
    expect(combined([])).toBe(0);
    expect(combined([0.5, 0.5])).toBeCloseTo(0.75);
    const alone = choose([{ value: 'Acne', weight: 0.7 }], same);
    const agreed = choose(
      [
        { value: 'Acne', weight: 0.7 },
        { value: 'Acne', weight: 0.35 },
      ],
      same,
    );
    expect(alone).toEqual({ value: 'Acne', confidence: 0.7 });
    expect(agreed.value).toBe('Acne');
    expect(agreed.confidence).toBeCloseTo(0.805);
  });

  it('takes the best supported value, and a rival lowers its confidence', () => {
    const chosen = choose(
      [
        { value: 'Nordhaus', weight: 0.35 },
        { value: 'Acne', weight: 0.7 },
      ],
      same,
    );
    expect(chosen.value).toBe('Acne');
    expect(chosen.confidence).toBeCloseTo(0.7 * (1 - 0.5 * 0.35));
  });

  it('breaks ties by source order and never chooses what only evidence supports', () => {
    expect(
      choose(
        [
          { value: 'first', weight: 0.5 },
          { value: 'second', weight: 0.5 },
        ],
        same,
      ).value,
    ).toBe('first');
    expect(choose([{ value: 'EUR', weight: 0.4, evidence: true }], same)).toEqual({
      value: null,
      confidence: 0,
    });
  });
});

const page: PageEvidence = {
  visiblePrices: [],
  oldPrices: [],
  visibleCurrencies: [],
  localCurrency: null,
  pageText: () => '',
  retailerNames: ['nordhaus', 'shop'],
};

describe('chooseFields', () => {
  it('is sure of structured data the visible page agrees with, and unsure of a layout guess', () => {
    const findings: Finding[] = [
      { source: 'jsonLd', found: { name: 'Wool Coat', price: 420, currency: 'GBP' } },
      { source: 'heuristics', found: { name: 'Wool Coat', price: 420, currency: 'GBP' } },
    ];
    const sure = chooseFields(findings, { ...page, visiblePrices: [420], localCurrency: 'GBP' });
    expect(sure.price).toMatchObject({ value: 420 });
    expect(sure.price.confidence).toBeGreaterThan(0.9);
    expect(sure.name.confidence).toBeGreaterThan(LOW_CONFIDENCE);

    const guessed = chooseFields([findings[1]!], page);
    expect(guessed.price).toEqual({ value: 420, confidence: SOURCE_WEIGHTS.heuristics });
    expect(guessed.price.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it('reads brand labels off every source and lets a named brand beat the retailer’s name', () => {
    const chosen = chooseFields(
      [
        { source: 'jsonLd', found: { brand: 'Nordhaus' } },
        { source: 'labels', found: { brand: 'Designer: Acne Studios' } },
        { source: 'siteName', found: { brand: 'Nordhaus' } },
      ],
      page,
    );
    expect(chosen.brand.value).toBe('Acne Studios');
    // The structured data said otherwise: worth a check.
    expect(chosen.brand.confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it("keeps the retailer's name when nothing as strong names another brand (a label selling its own)", () => {
    const chosen = chooseFields(
      [
        { source: 'jsonLd', found: { brand: 'Nordhaus' } },
        { source: 'heuristics', found: { brand: 'Visa' } },
      ],
      page,
    );
    expect(chosen.brand.value).toBe('Nordhaus');
  });

  it('passes over a structured price the page shows struck through', () => {
    const chosen = chooseFields(
      [
        { source: 'jsonLd', found: { price: 120, currency: 'USD' } },
        { source: 'heuristics', found: { price: 89, currency: 'USD' } },
      ],
      { ...page, visiblePrices: [89], oldPrices: [120] },
    );
    expect(chosen.price.value).toBe(89);
  });

  it("counts the page's country for a currency only beside a source that found one", () => {
    const chosen = chooseFields([{ source: 'heuristics', found: { price: 48, currency: 'CAD' } }], {
      ...page,
      localCurrency: 'CAD',
    });
    expect(chosen.currency.value).toBe('CAD');
    expect(chosen.currency.confidence).toBeCloseTo(combined([0.35, 0.4]));
    expect(chooseFields([], { ...page, localCurrency: 'CAD' }).currency.value).toBeNull();
  });
});

describe('lowConfidence in the scrape reply', () => {
  const read = (html: string, url = 'https://shop.example/p/coat') =>
    extractProduct(parseHtml(html), url).product.lowConfidence;

  it('lists nothing when structured data and the visible page agree', () => {
    const jsonLd = JSON.stringify({
      '@type': 'Product',
      name: 'Wool Coat',
      brand: 'Loop & Co',
      offers: { price: '420.00', priceCurrency: 'GBP' },
    });
    const html = `<script type="application/ld+json">${jsonLd}</script><h1>Wool Coat</h1><p>By Loop &amp; Co</p><span class="price">£420.00</span>`;
    expect(read(html)).toEqual([]);
  });

  it('lists the fields only a layout guess found', () => {
    expect(
      read('<h1>Wool Coat</h1><p class="product-brand">Loop</p><span class="price">$420</span>'),
    ).toEqual(['description', 'brand', 'price', 'currency']);
  });

  it('lists the currency of a price in a currency the app cannot show', () => {
    const html = '<h1>Mittens</h1><span class="price">$48.00</span>';
    expect(read(html, 'https://tamarack.ca/p/mittens')).toContain('currency');
  });
});
