import type { PriceHistory, PricePoint } from '@stylebook/contracts';
import { describe, expect, it } from 'vitest';
import { CHART_WIDTH, dropPercent, priceChartOf } from './price-chart';

const day = (n: number) => new Date(Date.UTC(2026, 10, n)).toISOString();
const point = (n: number, price: number | null, currency: 'EUR' | 'USD' | null = 'EUR'): PricePoint => ({
  at: day(n),
  price,
  currency: price === null ? null : currency,
  inStock: price !== null,
});
const history = (points: PricePoint[], checkedAt: string | null = null): PriceHistory => ({
  points,
  checkedAt,
  drop: null,
  watchedByMe: false,
});
const formatDay = (date: Date) => `${date.getUTCDate()} Nov`;

describe('priceChartOf', () => {
  it('draws nothing for fewer than two prices', () => {
    expect(priceChartOf(history([]), formatDay)).toBeNull();
    expect(priceChartOf(history([point(3, 189)]), formatDay)).toBeNull();
    expect(priceChartOf(history([point(3, null), point(4, 189)]), formatDay)).toBeNull();
  });

  it('says how the price moved since the first read, and its lowest and highest', () => {
    const chart = priceChartOf(history([point(3, 189), point(5, 199), point(9, 151.2)]), formatDay)!;
    expect(chart).toMatchObject({
      currency: 'EUR',
      lowest: 151.2,
      highest: 199,
      summary: 'Down 20% since 3 Nov',
    });
    expect(priceChartOf(history([point(3, 100), point(5, 105)]), formatDay)!.summary).toBe(
      'Up 5% since 3 Nov',
    );
    expect(priceChartOf(history([point(3, 100), point(5, 100)]), formatDay)!.summary).toBe(
      'Same price since 3 Nov',
    );
    expect(priceChartOf(history([point(3, 1000), point(5, 999)]), formatDay)!.summary).toBe(
      'Down 1% since 3 Nov',
    );
  });

  it('steps from price to price and holds the last one until the store was last read', () => {
    const chart = priceChartOf(history([point(1, 200), point(5, 100)], day(9)), formatDay)!;
    // Half way through the time shown, the price falls from the top to the bottom of the box.
    expect(chart.path).toBe(`M0 8H${CHART_WIDTH / 2}V88H${CHART_WIDTH}`);
    expect(chart.end).toEqual({ x: CHART_WIDTH, y: 88 });
    const flat = priceChartOf(history([point(1, 50), point(2, 50)]), formatDay)!;
    expect(flat.path).toBe(`M0 48H${CHART_WIDTH}V48H${CHART_WIDTH}`);
  });

  it('charts the currency the store shows now, leaving out reads without a price', () => {
    const chart = priceChartOf(
      history([point(1, 300, 'USD'), point(2, 189), point(3, null), point(4, 159)]),
      formatDay,
    )!;
    expect(chart).toMatchObject({
      currency: 'EUR',
      lowest: 159,
      highest: 189,
      summary: 'Down 16% since 2 Nov',
    });
  });
});

describe('dropPercent', () => {
  it('rounds to a whole percent, never to nothing', () => {
    expect(dropPercent(189, 149)).toBe(21);
    expect(dropPercent(1000, 999)).toBe(1);
  });
});
