import { beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_RECENT_SEARCHES,
  readRecentSearches,
  withRecentSearch,
  writeRecentSearches,
} from './recent-searches';

describe('withRecentSearch', () => {
  it('puts the newest search first', () => {
    expect(withRecentSearch(['coat', 'boots'], 'scarf')).toEqual(['scarf', 'coat', 'boots']);
  });

  it('moves a repeated search to the front instead of listing it twice, ignoring case and spaces', () => {
    expect(withRecentSearch(['coat', 'Boots', 'scarf'], '  boots ')).toEqual(['boots', 'coat', 'scarf']);
  });

  it('keeps at most 10, dropping the oldest', () => {
    const full = Array.from({ length: MAX_RECENT_SEARCHES }, (_, i) => `q${i}`);
    const next = withRecentSearch(full, 'new');
    expect(next).toHaveLength(MAX_RECENT_SEARCHES);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`q${MAX_RECENT_SEARCHES - 1}`);
  });

  it('ignores blank searches', () => {
    expect(withRecentSearch(['coat'], '   ')).toEqual(['coat']);
  });
});

describe('stored recent searches', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips through localStorage and forgets the key when cleared', () => {
    writeRecentSearches(['coat', 'boots']);
    expect(readRecentSearches()).toEqual(['coat', 'boots']);
    writeRecentSearches([]);
    expect(localStorage.length).toBe(0);
    expect(readRecentSearches()).toEqual([]);
  });

  it('reads a damaged entry as no searches, and keeps only text', () => {
    localStorage.setItem('stylebook.recentSearches', '{not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem('stylebook.recentSearches', JSON.stringify(['coat', 3, null, 'boots']));
    expect(readRecentSearches()).toEqual(['coat', 'boots']);
  });
});
