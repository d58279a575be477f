import { describe, expect, it } from 'vitest';
import { backoffSeconds, withJitter } from './retry-backoff.ts';

describe('backoffSeconds', () => {
  it('doubles with each failure in a row up to its cap', () => {
    expect([1, 2, 3, 4, 5].map((failures) => backoffSeconds(60, failures, 600))).toEqual([
      60, 120, 240, 480, 600,
    ]);
  });
});

describe('withJitter', () => {
  it('takes up to a quarter off the wait, never adding to it', () => {
    expect(withJitter(120, () => 0)).toBe(120);
    expect(withJitter(120, () => 0.5)).toBe(105);
    expect(withJitter(120, () => 0.999_999)).toBeGreaterThan(90);
  });

  it('spreads waits that started together', () => {
    const waits = new Set(Array.from({ length: 20 }, () => withJitter(30)));
    expect(waits.size).toBeGreaterThan(1);
    for (const wait of waits) {
      expect(wait).toBeGreaterThan(22.5);
      expect(wait).toBeLessThanOrEqual(30);
    }
  });
});
