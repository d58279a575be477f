import { afterEach, describe, expect, it } from 'vitest';
import { getFeedSeed } from './feed-seed';

describe('getFeedSeed', () => {
  afterEach(() => sessionStorage.clear());

  it('generates one seed per session and keeps it', () => {
    const seed = getFeedSeed();
    expect(seed).toMatch(/^[0-9a-f]{16}$/);
    expect(getFeedSeed()).toBe(seed);
  });

  it('starts a new seed in a new session', () => {
    const first = getFeedSeed();
    sessionStorage.clear();
    expect(getFeedSeed()).not.toBe(first);
  });
});
