import { queryWords } from '../search/synonyms.ts';

/** Words too common to say two things are alike. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'de',
  'for',
  'from',
  'in',
  'my',
  'of',
  'on',
  'or',
  'our',
  'the',
  'to',
  'with',
  'your',
]);

/** The most words of a text that are matched: a brand and a description's worth. */
export const MAX_WORDS = 12;

/**
 * The words that make `text` what it is, in order and once each, lower case, without common words and
 * single letters; each comes with its synonyms (search/synonyms.ts), so a denim jacket is like a jeans jacket.
 */
export function significantWords(text: string): string[][] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = [...new Set(words)]
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .slice(0, MAX_WORDS);
  return queryWords(kept.join(' ')).map(({ alternatives }) => alternatives);
}

/** A text and its significant words, as the similar queries take them. */
export interface TextWords {
  text: string;
  words: string[][];
}

export const wordsOf = (text: string): TextWords => ({ text, words: significantWords(text) });
