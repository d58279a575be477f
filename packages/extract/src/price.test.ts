import { describe, expect, it } from 'vitest';
import { parsePrice, toCurrency } from './price.ts';

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
