import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_SEED_WINDOW_MS, adoptFeedSeed, getFeedSeed, serverFeedSeed } from './feed-seed';

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

describe('adoptFeedSeed', () => {
  afterEach(() => sessionStorage.clear());

  it("makes a server-rendered page's seed the session's", () => {
    getFeedSeed();
    adoptFeedSeed('shell-abc');
    expect(getFeedSeed()).toBe('shell-abc');
  });
});

describe('serverFeedSeed', () => {
  it('is one seed for every render in a window and a new one in the next', () => {
    expect(serverFeedSeed(0)).toBe(serverFeedSeed(SERVER_SEED_WINDOW_MS - 1));
    expect(serverFeedSeed(SERVER_SEED_WINDOW_MS)).not.toBe(serverFeedSeed(0));
  });
});
