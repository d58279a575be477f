import { describe, expect, it } from 'vitest';
import { EMOJI_WORDS, queryWords, SYNONYM_GROUPS } from './synonyms.ts';

const alternatives = (query: string) => queryWords(query).map(({ alternatives }) => alternatives);

describe('queryWords', () => {
  it('widens a word of a synonym group to the whole group, whatever its letter case', () => {
    expect(alternatives('Denim jacket')).toEqual([['denim', 'jeans', 'jean'], ['jacket']]);
    expect(alternatives('  white   TRAINERS ')).toEqual([
      ['white'],
      ['trainers', 'trainer', 'sneakers', 'sneaker'],
    ]);
  });

  it('keeps words outside every group as they are, and nothing for a blank query', () => {
    expect(alternatives('linen shirt')).toEqual([['linen'], ['shirt']]);
    expect(queryWords('   ')).toEqual([]);
  });

  it('reads an emoji as the words it stands for, even typed against a word, and drops unknown ones', () => {
    expect(queryWords('🌸dress 🦄')).toEqual([
      {
        word: '🌸',
        alternatives: ['floral', 'flower', 'flowers'],
        typoTolerant: false,
        prefix: false,
        unsegmented: false,
      },
      { word: 'dress', alternatives: ['dress'], typoTolerant: true, prefix: false, unsegmented: false },
    ]);
    expect(alternatives('❤️ bag')[0]).toEqual(['red']);
  });

  it('tolerates typos only in words of five letters or more, and completes a last word of four or more', () => {
    const words = queryWords('cos tee nike nikee jack');
    expect(words.map(({ typoTolerant }) => typoTolerant)).toEqual([false, false, false, true, false]);
    expect(words.map(({ prefix }) => prefix)).toEqual([false, false, false, false, true]);
    expect(queryWords('black tee')[1]!.prefix).toBe(false);
  });

  it('reads a synonym phrase as one word, and Japanese as found inside longer words', () => {
    expect(queryWords('blue bathing suit').map(({ word }) => word)).toEqual(['blue', 'bathing suit']);
    expect(alternatives('bathing suit')).toEqual([['swimsuit', 'swimsuits', 'swimwear', 'bathing suit']]);
    expect(queryWords('コート')).toEqual([
      { word: 'コート', alternatives: ['コート'], typoTolerant: false, prefix: false, unsegmented: true },
    ]);
  });

  it('has each word in one group only, so a word never widens two ways', () => {
    const words = SYNONYM_GROUPS.flat();
    expect(new Set(words).size).toBe(words.length);
    for (const word of [...words, ...Object.values(EMOJI_WORDS).flat()]) {
      expect(word).toBe(word.toLowerCase());
    }
  });
});
