import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPermutation, DEFAULT_FEED_SEED } from './permutation.ts';

const order = (size: number, seed?: string) => {
  const permute = createPermutation(size, seed);
  return Array.from({ length: size }, (_, position) => permute(position));
};

const isBijection = (values: number[]) =>
  values.every((value) => Number.isInteger(value) && value >= 0 && value < values.length) &&
  new Set(values).size === values.length;

describe('createPermutation', () => {
  it.each([0, 1, 2, 3, 4, 5, 7, 15, 16, 17, 31, 32, 33, 97, 255, 256, 257, 1023, 1024, 1025, 4099, 65_537])(
    'maps [0, %i) onto itself one to one',
    (size) => {
      expect(isBijection(order(size, 'fixed'))).toBe(true);
    },
  );

  it('is a bijection for any size and seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.string({ maxLength: 64 }), (size, seed) =>
        isBijection(order(size, seed)),
      ),
    );
  });

  it('gives the same mapping for the same seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.string({ maxLength: 64 }), (size, seed) => {
        expect(order(size, seed)).toEqual(order(size, seed));
      }),
    );
  });

  it('gives another order for another seed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 2000 }),
        fc.string({ maxLength: 64 }),
        fc.string({ maxLength: 64 }),
        (size, a, b) => {
          fc.pre(a !== b);
          expect(order(size, a)).not.toEqual(order(size, b));
        },
      ),
    );
  });

  it('uses the documented default seed when none is given', () => {
    expect(order(500)).toEqual(order(500, DEFAULT_FEED_SEED));
  });

  it('answers positions of a large domain without walking it', () => {
    const size = 100_000_003;
    const permute = createPermutation(size, 'big');
    const positions = [0, 1, 3000, size - 1];
    const values = positions.map(permute);
    expect(new Set(values).size).toBe(positions.length);
    for (const value of values) expect(value).toBeLessThan(size);
  });

  it('rejects positions outside the domain and impossible sizes', () => {
    expect(() => createPermutation(10)(10)).toThrow(RangeError);
    expect(() => createPermutation(10)(-1)).toThrow(RangeError);
    expect(() => createPermutation(-1)).toThrow(RangeError);
    expect(() => createPermutation(1.5)).toThrow(RangeError);
  });
});
