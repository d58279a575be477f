import { describe, expect, it } from 'vitest';
import { genderOfText } from './gender.ts';

describe('genderOfText', () => {
  it.each([
    ["Women's Coats", 'WOMENSWEAR'],
    ['womens-knitwear', 'WOMENSWEAR'],
    ['Ladies', 'WOMENSWEAR'],
    ['Mens shirts', 'MENSWEAR'],
    ['menswear', 'MENSWEAR'],
    ['Unisex hoodie', 'UNISEX'],
    ['レディース', 'WOMENSWEAR'],
    ['남성', 'MENSWEAR'],
  ])('%s → %s', (text, gender) => {
    expect(genderOfText(text)).toBe(gender);
  });

  it('never reads "women" as "men", and decides nothing when both are named', () => {
    expect(genderOfText('women')).toBe('WOMENSWEAR');
    expect(genderOfText('Home / Women / Men')).toBeNull();
    expect(genderOfText('Mandarin collar shirt')).toBeNull();
  });
});
