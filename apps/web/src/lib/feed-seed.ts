const FEED_SEED_KEY = 'stylebook.feedSeed';

/** Used when sessionStorage is unavailable: the seed then lasts as long as the page. */
let seedWithoutStorage: string | undefined;

function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The featured feed's shuffle seed, generated once per browser session (SPEC.md §9), so paging and
 * reloads keep one stable order while a new session sees a fresh one.
 */
export function getFeedSeed(): string {
  try {
    const stored = sessionStorage.getItem(FEED_SEED_KEY);
    if (stored) return stored;
    const seed = randomSeed();
    sessionStorage.setItem(FEED_SEED_KEY, seed);
    return seed;
  } catch {
    seedWithoutStorage ??= randomSeed();
    return seedWithoutStorage;
  }
}
