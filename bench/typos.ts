import type { VaryingGet } from './load.ts';

/** The bench row of this search: a figure reported beside issue 12's targets, not one of them. */
export const SEARCH_NEW_MISSPELLING = 'search, a new misspelling each time';

/** Words of the seeded catalogue (bench/catalogue.ts): its brands and its descriptions. */
const WORDS = ['acne', 'studios', 'bottega', 'veneta', 'maison', 'margiela', 'jil', 'sander', 'lemaire'];
const MORE_WORDS = ['our', 'legacy', 'bench', 'piece', 'number'];

/** Every misspelling of `word` by one dropped, swapped or doubled letter. */
function misspellings(word: string): string[] {
  const typos = new Set<string>();
  for (let i = 0; i < word.length; i++) {
    if (word.length > 3) typos.add(word.slice(0, i) + word.slice(i + 1));
    if (i + 1 < word.length) typos.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    typos.add(word.slice(0, i + 1) + word.slice(i));
  }
  typos.delete(word);
  return [...typos];
}

/**
 * Thousands of distinct misspelt queries, one or two words each, so that no two requests of a short run
 * ask the same thing and the figure is a search the database must rank, not one served from a cache.
 */
export const TYPO_QUERIES: readonly string[] = (() => {
  const single = [...WORDS, ...MORE_WORDS].flatMap(misspellings);
  const pairs = WORDS.flatMap((word) =>
    misspellings(word).flatMap((typo) => MORE_WORDS.map((w) => `${typo} ${w}`)),
  );
  return [...new Set([...single, ...pairs])];
})();

/** A GET of `/api/search` with the next misspelt query on every request. */
export function rotatingSearch(): VaryingGet {
  let next = 0;
  return {
    method: 'GET',
    pathFor: () => `/api/search?q=${encodeURIComponent(TYPO_QUERIES[next++ % TYPO_QUERIES.length]!)}`,
  };
}

/** The bench row of suggestions while typing: a figure beside the search figures, not a target. */
export const SUGGESTIONS_AS_TYPED = 'suggestions, a new prefix or misspelling each time';

/**
 * What a person has typed at each letter of the catalogue's words (from two letters on, as suggestions
 * start), and the misspellings of the words: the prefixes each begin with the text a brand or name starts
 * with, the misspellings are near misses.
 */
export const TYPED_SO_FAR: readonly string[] = (() => {
  const prefixes = [...WORDS, ...MORE_WORDS].flatMap((word) =>
    Array.from({ length: Math.max(0, word.length - 1) }, (_, n) => word.slice(0, n + 2)),
  );
  return [...new Set([...prefixes, ...[...WORDS, ...MORE_WORDS].flatMap(misspellings)])];
})();

/** A GET of `/api/search/suggestions` with the next typed text on every request. */
export function rotatingSuggestions(): VaryingGet {
  let next = 0;
  return {
    method: 'GET',
    pathFor: () =>
      `/api/search/suggestions?q=${encodeURIComponent(TYPED_SO_FAR[next++ % TYPED_SO_FAR.length]!)}`,
  };
}
