import { useCallback, useState } from 'react';
import { readRecentSearches, withRecentSearch, writeRecentSearches } from './recent-searches';

export interface RecentSearches {
  list: string[];
  add: (query: string) => void;
  remove: (query: string) => void;
  clear: () => void;
}

/** The device's recent searches, newest first, saved as they change. */
export function useRecentSearches(): RecentSearches {
  const [list, setList] = useState(readRecentSearches);
  const update = useCallback((change: (current: string[]) => string[]) => {
    setList((current) => {
      const next = change(current);
      writeRecentSearches(next);
      return next;
    });
  }, []);
  return {
    list,
    add: useCallback((query: string) => update((current) => withRecentSearch(current, query)), [update]),
    remove: useCallback(
      (query: string) => update((current) => current.filter((entry) => entry !== query)),
      [update],
    ),
    clear: useCallback(() => update(() => []), [update]),
  };
}
