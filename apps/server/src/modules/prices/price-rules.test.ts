import { describe, expect, it } from 'vitest';
import { alertFor, retryAfterSeconds, type PriceReading } from './price-rules.ts';

const reading = (priceMinor: number | null, inStock: boolean | null = true, currency = 'EUR' as const) => ({
  priceMinor,
  currency: priceMinor === null ? null : currency,
  inStock,
});

describe('alertFor', () => {
  const alert = (previous: PriceReading | undefined, latest: PriceReading, lastPriced = previous) =>
    alertFor(previous, lastPriced, latest);

  it('tells nobody about the first reading', () => {
    expect(alert(undefined, reading(100))).toBeNull();
  });

  it('calls a lower amount in the same currency a drop', () => {
    expect(alert(reading(18_900), reading(14_900))).toEqual({
      kind: 'price_drop',
      previousPrice: 18_900,
      newPrice: 14_900,
      currency: 'EUR',
    });
    expect(alert(reading(14_900), reading(14_900))).toBeNull();
    expect(alert(reading(14_900), reading(18_900))).toBeNull();
    expect(alert(reading(18_900), { ...reading(100), currency: 'USD' })).toBeNull();
  });

  it('measures a drop from the last price shown', () => {
    expect(alert(reading(null, null), reading(17_600), reading(22_000))).toMatchObject({
      kind: 'price_drop',
      previousPrice: 22_000,
    });
    expect(alert(reading(null, null), reading(17_600), undefined)).toBeNull();
  });

  it('calls out of stock then in stock back in stock, before any drop, and says nothing of a sold-out drop', () => {
    expect(alert(reading(18_900, false), reading(14_900, true))).toEqual({ kind: 'back_in_stock' });
    expect(alert(reading(18_900, null), reading(18_900, true))).toBeNull();
    expect(alert(reading(18_900, true), reading(14_900, false))).toBeNull();
  });
});

describe('retryAfterSeconds', () => {
  const now = new Date('2026-03-02T10:00:00Z');

  it('reads seconds or an HTTP date, and nothing from a missing or unreadable header', () => {
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Mon, 02 Mar 2026 11:00:00 GMT', now)).toBe(3600);
    expect(retryAfterSeconds('Mon, 02 Mar 2026 09:00:00 GMT', now)).toBe(0);
    expect([null, '', 'soon', '-5', '1.5'].map((value) => retryAfterSeconds(value, now))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
