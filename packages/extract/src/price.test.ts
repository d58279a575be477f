import { describe, expect, it } from 'vitest';
import { currencyCode, parsePrice, supportedCurrency, unambiguousCurrency } from './price.ts';

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

  it("reads a shared mark as the first of the page's currencies it can mean", () => {
    expect(parsePrice('$49', ['AUD'])).toEqual({ amount: 49, currency: 'AUD' });
    expect(parsePrice('$49', ['EUR', 'CAD'])).toEqual({ amount: 49, currency: 'CAD' });
    expect(parsePrice('$49', ['EUR'])).toEqual({ amount: 49, currency: 'USD' });
    expect(parsePrice('¥399', ['CNY'])).toEqual({ amount: 399, currency: 'CNY' });
    expect(parsePrice('¥399')).toEqual({ amount: 399, currency: 'JPY' });
    expect(parsePrice('£85', ['EGP'])).toEqual({ amount: 85, currency: 'EGP' });
    expect(parsePrice('499 kr', ['SEK'])).toEqual({ amount: 499, currency: 'SEK' });
    expect(parsePrice('499 kr')).toEqual({ amount: 499, currency: null });
  });

  it('reads a bare number as the first of the page currencies', () => {
    expect(parsePrice('129,95', ['EUR'])).toEqual({ amount: 129.95, currency: 'EUR' });
    expect(parsePrice('129.95')).toEqual({ amount: 129.95, currency: null });
  });

  it('names the currencies the app does not support by their codes', () => {
    expect(parsePrice('CHF 120.00')).toEqual({ amount: 120, currency: 'CHF' });
    expect(parsePrice('C$45')).toEqual({ amount: 45, currency: 'CAD' });
    expect(parsePrice('C $45.00')).toEqual({ amount: 45, currency: 'CAD' });
    expect(parsePrice('CN¥399')).toEqual({ amount: 399, currency: 'CNY' });
    expect(parsePrice('12 800 ₽')).toEqual({ amount: 12800, currency: 'RUB' });
    expect(parsePrice('AED 250')).toEqual({ amount: 250, currency: 'AED' });
  });

  it('rounds to the currency decimals and refuses text without an amount', () => {
    expect(parsePrice('¥1,280.4')).toEqual({ amount: 1280, currency: 'JPY' });
    expect(parsePrice('Sold out')).toBeNull();
    expect(parsePrice('€0,00')).toBeNull();
  });
});

describe('currency codes', () => {
  it('reads codes and marks as structured data states them', () => {
    expect(currencyCode('eur')).toBe('EUR');
    expect(currencyCode('£')).toBe('GBP');
    expect(currencyCode('HK$')).toBe('HKD');
    expect(currencyCode('CAD')).toBe('CAD');
    expect(currencyCode('')).toBeNull();
  });

  it('keeps only the currencies the app supports', () => {
    expect(supportedCurrency('AUD')).toBe('AUD');
    expect(supportedCurrency('CAD')).toBeNull();
    expect(supportedCurrency(null)).toBeNull();
  });

  it('tells marks that name one currency from shared ones', () => {
    expect(unambiguousCurrency('€ 49,95')).toBe('EUR');
    expect(unambiguousCurrency('HK$1,280')).toBe('HKD');
    expect(unambiguousCurrency('$49')).toBeNull();
    expect(unambiguousCurrency('£85')).toBeNull();
  });
});
