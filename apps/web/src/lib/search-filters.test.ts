import { describe, expect, it } from 'vitest';
import {
  brandChoices,
  filterChips,
  hasFilters,
  mostCommonCurrency,
  parsePrice,
  priceLabel,
  toApiFilters,
} from './search-filters';

describe('toApiFilters', () => {
  it('sends prices in minor units of their currency, and no sort for best match', () => {
    expect(
      toApiFilters({ style: 'MENSWEAR', currency: 'USD', minPrice: 49.99, maxPrice: 200, sort: 'relevance' }),
    ).toEqual({
      style: 'MENSWEAR',
      brand: undefined,
      currency: 'USD',
      minPrice: 4999,
      maxPrice: 20000,
      sort: undefined,
    });
    expect(toApiFilters({ currency: 'JPY', maxPrice: 15000, sort: 'newest' })).toMatchObject({
      currency: 'JPY',
      maxPrice: 15000,
      sort: 'newest',
    });
  });
});

describe('filter chips', () => {
  it('shows one chip per filter; the price chip takes its currency with it', () => {
    const chips = filterChips({
      style: 'UNISEX',
      brand: 'Nomad Atelier',
      currency: 'EUR',
      minPrice: 50,
      maxPrice: 120.5,
    });
    expect(chips.map(({ key, label }) => [key, label])).toEqual([
      ['style', 'Unisex'],
      ['brand', 'Nomad Atelier'],
      ['price', '€50 – €120.50'],
    ]);
    expect(chips[2]!.removal).toEqual({ currency: undefined, minPrice: undefined, maxPrice: undefined });
    expect(filterChips({})).toEqual([]);
  });

  it('words a price with one bound, or a currency alone', () => {
    expect(priceLabel({ currency: 'USD', minPrice: 50 })).toBe('From $50');
    expect(priceLabel({ currency: 'GBP', maxPrice: 80 })).toBe('Up to £80');
    expect(priceLabel({ currency: 'KRW' })).toBe('Priced in KRW');
    expect(priceLabel({ minPrice: 5 })).toBeUndefined();
  });

  it('tells whether any filter is set, whatever else the search holds', () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ q: 'coat', tab: 'all', sort: 'newest' } as object)).toBe(false);
    expect(hasFilters({ brand: 'Corvo' })).toBe(true);
  });
});

describe('choices', () => {
  it('picks the currency most products use, else USD', () => {
    expect(mostCommonCurrency([])).toBe('USD');
    expect(mostCommonCurrency(['EUR', 'GBP', 'GBP', 'EUR', 'JPY', 'GBP'])).toBe('GBP');
    expect(mostCommonCurrency(['EUR', 'GBP'])).toBe('EUR');
  });

  it('lists brands once each ignoring case, the one filtered by first', () => {
    expect(brandChoices(['Corvo', 'Saltmarsh', 'corvo', 'Larchmont'], undefined)).toEqual([
      'Corvo',
      'Saltmarsh',
      'Larchmont',
    ]);
    expect(brandChoices(['Corvo', 'Saltmarsh'], 'saltmarsh')).toEqual(['saltmarsh', 'Corvo']);
  });
});

describe('parsePrice', () => {
  it.each([
    ['', 'USD', undefined],
    ['  ', 'USD', undefined],
    ['50', 'USD', 50],
    ['49.99', 'EUR', 49.99],
    ['1,500', 'JPY', 1500],
  ] as const)('reads %j in %s as %j', (text, currency, value) => {
    expect(parsePrice(text, currency)).toEqual({ ok: true, value });
  });

  it.each([
    ['cheap', 'USD', 'Enter a price like 50 or 49.99'],
    ['-5', 'USD', 'Enter a price like 50 or 49.99'],
    ['1.999', 'USD', 'Use at most 2 decimals'],
    ['1500.5', 'JPY', 'JPY prices have no decimals'],
    ['99999999999', 'USD', 'That price is too high'],
  ] as const)('refuses %j in %s: %s', (text, currency, message) => {
    expect(parsePrice(text, currency)).toEqual({ ok: false, message });
  });
});
