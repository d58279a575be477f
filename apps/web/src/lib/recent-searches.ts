const RECENT_SEARCHES_KEY = 'stylebook.recentSearches';
export const MAX_RECENT_SEARCHES = 10;

/** The list with `query` first: newest first, no repeats (ignoring case and spacing), at most 10. */
export function withRecentSearch(list: readonly string[], query: string): string[] {
  const text = query.trim();
  if (!text) return [...list];
  const key = text.toLowerCase();
  return [text, ...list.filter((entry) => entry.toLowerCase() !== key)].slice(0, MAX_RECENT_SEARCHES);
}

/** Recent searches kept on this device; a device without storage (or with a damaged entry) has none. */
export function readRecentSearches(storage: Storage = localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is string => typeof entry === 'string').slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

export function writeRecentSearches(list: readonly string[], storage: Storage = localStorage): void {
  try {
    if (list.length === 0) storage.removeItem(RECENT_SEARCHES_KEY);
    else storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the list lives on for this page only.
  }
}
