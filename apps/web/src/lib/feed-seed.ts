import { firstScreen } from './first-screen';

const FEED_SEED_KEY = 'stylebook.feedSeed';

/** Used when sessionStorage is unavailable: the seed then lasts as long as the page. */
let seedWithoutStorage: string | undefined;

function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The featured feed's shuffle seed, chosen once per browser session (SPEC.md §9), so paging and reloads
 * keep one stable order while a new session sees a fresh one. A session takes the seed of the featured
 * page the server wrote into its first HTML, so that page and the ones after it are one order.
 */
export function getFeedSeed(): string {
  try {
    const stored = sessionStorage.getItem(FEED_SEED_KEY);
    if (stored) return stored;
    const seed = firstScreen.featuredSeed() ?? randomSeed();
    sessionStorage.setItem(FEED_SEED_KEY, seed);
    return seed;
  } catch {
    seedWithoutStorage ??= firstScreen.featuredSeed() ?? randomSeed();
    return seedWithoutStorage;
  }
}
