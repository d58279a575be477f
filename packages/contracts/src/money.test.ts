import { describe, expect, it } from 'vitest';
import { currencyFormat, formatPrice } from './money.ts';

describe('formatPrice', () => {
  it('shows whole amounts without decimals and others with the currency’s digits', () => {
    expect(formatPrice(120, 'USD', 'en')).toBe('$120');
    expect(formatPrice(12.5, 'USD', 'en')).toBe('$12.50');
    expect(formatPrice(1500, 'JPY', 'en')).toBe('¥1,500');
  });
});

describe('currencyFormat', () => {
  it('builds one formatter per currency and options, and reuses it', () => {
    const options = { locale: 'en-GB', minimumFractionDigits: 0 };

    expect(currencyFormat('GBP', options)).toBe(currencyFormat('GBP', { ...options }));
    expect(currencyFormat('GBP', options)).not.toBe(currencyFormat('EUR', options));
    expect(currencyFormat('GBP', options)).not.toBe(
      currencyFormat('GBP', { ...options, signDisplay: 'exceptZero' }),
    );
  });
});
