import { describe, expect, it } from 'vitest';
import { MAX_WORDS, significantWords } from './similar.words.ts';

describe('significantWords', () => {
  it('keeps the words of a text once each, lower case, with their synonyms', () => {
    expect(significantWords('Levis Denim jacket, DENIM wash')).toEqual([
      ['levis'],
      ['denim', 'jeans', 'jean'],
      ['jacket'],
      ['wash'],
    ]);
  });

  it('drops common words, single letters and punctuation', () => {
    expect(significantWords('The T-shirt of my dreams & a linen shirt!')).toEqual([
      ['shirt'],
      ['dreams'],
      ['linen'],
    ]);
  });

  it('finds nothing in a text without words, and at most MAX_WORDS in a long one', () => {
    expect(significantWords('  !!! — ')).toEqual([]);
    const long = Array.from({ length: 30 }, (_, index) => `word${index}`).join(' ');
    expect(significantWords(long)).toHaveLength(MAX_WORDS);
  });
});
