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
