const FEED_SEED_KEY = 'stylebook.feedSeed';

/**
 * How long one server-picked featured order lasts. Every server render of `/` in the same window shares a
 * seed, so the featured service's caches and the page cache answer it; the browser session that opens
 * such a page adopts its seed (see `adoptFeedSeed`).
 */
export const SERVER_SEED_WINDOW_MS = 10 * 60 * 1000;

/** Used when sessionStorage is unavailable: the seed then lasts as long as the page. */
let seedWithoutStorage: string | undefined;

function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The seed a server render uses: the same for every visitor in one window (docs/decisions.md). */
export function serverFeedSeed(now = Date.now()): string {
  return `shell-${Math.floor(now / SERVER_SEED_WINDOW_MS).toString(36)}`;
}

/**
 * The featured feed's shuffle seed, chosen once per browser session (docs/product.md §10), so paging and
 * reloads keep one stable order while a new session sees a fresh one. On the server it is the window's seed.
 */
export function getFeedSeed(): string {
  if (import.meta.env.SSR) return serverFeedSeed();
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

/**
 * Makes the seed a server-rendered page was drawn with this session's seed, before the page hydrates: the
 * markup and the pages that follow it are then one order.
 */
export function adoptFeedSeed(seed: string): void {
  seedWithoutStorage = seed;
  try {
    sessionStorage.setItem(FEED_SEED_KEY, seed);
  } catch {
    // Without storage the seed lasts as long as the page.
  }
}
