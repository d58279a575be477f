import { describe, expect, it } from 'vitest';
import { toStripeAmount } from './stripe-amounts.ts';

describe('toStripeAmount', () => {
  it('keeps the minor units Stripe shares with the app', () => {
    expect(toStripeAmount(1299, 'USD')).toBe(1299);
    expect(toStripeAmount(1299, 'AUD')).toBe(1299);
    expect(toStripeAmount(1299, 'EUR')).toBe(1299);
    expect(toStripeAmount(1299, 'GBP')).toBe(1299);
    expect(toStripeAmount(1299, 'HKD')).toBe(1299);
    expect(toStripeAmount(1500, 'JPY')).toBe(1500);
    expect(toStripeAmount(15000, 'KRW')).toBe(15000);
  });

  it('turns whole rupiah into the hundredths Stripe counts IDR in', () => {
    expect(toStripeAmount(150_000, 'IDR')).toBe(15_000_000);
  });
});
