import { describe, expect, it } from 'vitest';
import { addMonth, platformFee, renewalOf } from './billing.ts';

describe('platformFee', () => {
  it('is 10% rounded half up to the minor unit', () => {
    expect([1000, 1299, 1295, 1294, 5, 4, 1, 999].map(platformFee)).toEqual([
      100, 130, 130, 129, 1, 0, 0, 100,
    ]);
  });
});

describe('addMonth', () => {
  it('moves to the same day of the next calendar month, or its last day', () => {
    const cases = [
      ['2026-01-15T10:00:00.000Z', '2026-02-15T10:00:00.000Z'],
      ['2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z'],
      ['2028-01-31T10:00:00.000Z', '2028-02-29T10:00:00.000Z'],
      ['2026-12-31T23:59:59.000Z', '2027-01-31T23:59:59.000Z'],
      ['2026-03-31T00:00:00.000Z', '2026-04-30T00:00:00.000Z'],
    ];
    for (const [from, to] of cases) expect(addMonth(new Date(from!)).toISOString()).toBe(to);
  });
});

describe('renewalOf', () => {
  const agreed = { amount: 300, currency: 'USD' } as const;

  it('charges the price of the day up to the agreed one, and only offers a higher one or another currency', () => {
    expect(renewalOf(agreed, { amount: 300, currency: 'USD' })).toEqual({ kind: 'charge', price: agreed });
    expect(renewalOf(agreed, { amount: 200, currency: 'USD' })).toEqual({
      kind: 'charge',
      price: { amount: 200, currency: 'USD' },
    });
    expect(renewalOf(agreed, { amount: 950_000, currency: 'USD' })).toEqual({
      kind: 'offer',
      price: { amount: 950_000, currency: 'USD' },
    });
    expect(renewalOf(agreed, { amount: 200, currency: 'EUR' })).toEqual({
      kind: 'offer',
      price: { amount: 200, currency: 'EUR' },
    });
    expect(renewalOf(agreed, null)).toEqual({ kind: 'stop' });
  });
});
