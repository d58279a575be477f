import { createHash } from 'node:crypto';

/** The seed of a feed request that brings none: one fixed shuffle, the same for every seedless caller. */
export const DEFAULT_FEED_SEED = 'stylebook-featured';

const ROUNDS = 6;

/** The largest domain a permutation covers: two 16-bit halves keep every step in 32-bit integer arithmetic. */
export const MAX_PERMUTATION_SIZE = 2 ** 32;

/** Round keys: the first ROUNDS 32-bit words of sha256(seed). */
function roundKeys(seed: string): Uint32Array {
  const digest = createHash('sha256').update(seed, 'utf8').digest();
  const keys = new Uint32Array(ROUNDS);
  for (let i = 0; i < ROUNDS; i++) keys[i] = digest.readUInt32BE(i * 4);
  return keys;
}

/** A keyed 32-bit mix (murmur3's finaliser over the half xor its key). */
function roundFunction(half: number, key: number): number {
  let h = (half ^ key) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * A keyed bijection of [0, size) onto itself (docs/product.md §10): a balanced Feistel network over the
 * smallest even number of bits that holds `size`, cycle-walking any value that lands outside [0, size) back
 * in. The domain is under 4x `size`, so a position takes fewer than four walks on average, and each call is
 * O(1) whatever the size, which is what keeps a feed page's cost flat.
 */
export function createPermutation(
  size: number,
  seed: string = DEFAULT_FEED_SEED,
): (position: number) => number {
  if (!Number.isInteger(size) || size < 0 || size > MAX_PERMUTATION_SIZE) {
    throw new RangeError(`permutation size must be an integer in [0, 2^32], got ${size}`);
  }
  const keys = roundKeys(seed);
  const bits = Math.max(2, Math.ceil(Math.log2(Math.max(size, 1))));
  const halfBits = Math.ceil(bits / 2);
  const halfMask = 2 ** halfBits - 1;
  const halfRange = 2 ** halfBits;

  const encrypt = (value: number): number => {
    let left = Math.floor(value / halfRange);
    let right = value % halfRange;
    for (const key of keys) {
      const next = (left ^ (roundFunction(right, key) & halfMask)) >>> 0;
      left = right;
      right = next;
    }
    return left * halfRange + right;
  };

  return (position) => {
    if (!Number.isInteger(position) || position < 0 || position >= size) {
      throw new RangeError(`position ${position} is outside [0, ${size})`);
    }
    let value = encrypt(position);
    while (value >= size) value = encrypt(value);
    return value;
  };
}
