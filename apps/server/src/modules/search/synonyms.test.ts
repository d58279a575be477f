import { describe, expect, it } from 'vitest';
import { queryAlternatives, SYNONYM_GROUPS } from './synonyms.ts';

describe('queryAlternatives', () => {
  it('widens a word of a synonym group to the whole group, whatever its letter case', () => {
    expect(queryAlternatives('Denim jacket')).toEqual([['denim', 'jeans', 'jean'], ['jacket']]);
    expect(queryAlternatives('  white   TRAINERS ')).toEqual([
      ['white'],
      ['trainers', 'trainer', 'sneakers', 'sneaker'],
    ]);
  });

  it('keeps words outside every group as they are, and nothing for a blank query', () => {
    expect(queryAlternatives('linen shirt')).toEqual([['linen'], ['shirt']]);
    expect(queryAlternatives('   ')).toEqual([]);
  });

  it('has each word in one group only, so a word never widens two ways', () => {
    const words = SYNONYM_GROUPS.flat();
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) expect(word).toBe(word.toLowerCase());
  });
});
