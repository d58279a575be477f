import type { Gender } from '@stylebook/contracts';
import { asText } from './text.ts';

/** The gender a product is made for, from what a store states or from the words it uses. */

const WOMEN = new Set([
  'women',
  'womens',
  'womenswear',
  'mujeres',
  'wanita',
  'perempuan',
  'woman',
  'ladies',
  'lady',
  'female',
  'femme',
  'femmes',
  'damen',
  'mujer',
  'donna',
  'donne',
]);
const MEN = new Set([
  'men',
  'mens',
  'menswear',
  'hombres',
  'pria',
  'man',
  'male',
  'homme',
  'hommes',
  'herren',
  'hombre',
  'uomo',
]);
const UNISEX = new Set(['unisex', 'genderless', 'gender-neutral']);
/** Words that are not split by spaces in the languages they come from. */
const WOMEN_WORDS = ['レディース', '여성', '여자'];
const MEN_WORDS = ['メンズ', '남성', '남자'];
const UNISEX_WORDS = ['ユニセックス', '남녀공용'];

/**
 * The gender one piece of text names, by whole words, so "women" is never read as "men". Text naming both
 * decides nothing (a menu listing "Women Men" says nothing about the product).
 */
export function genderOfText(text: string): Gender | null {
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  const words = lower.split(/[^a-z\u00c0-\u024f-]+/).flatMap((word) => [word, ...word.split('-')]);
  const says = (set: Set<string>, scripts: string[]) =>
    words.some((word) => set.has(word)) || scripts.some((word) => lower.includes(word));
  if (says(UNISEX, UNISEX_WORDS)) return 'UNISEX';
  const women = says(WOMEN, WOMEN_WORDS);
  const men = says(MEN, MEN_WORDS);
  if (women && men) return null;
  if (women) return 'WOMENSWEAR';
  if (men) return 'MENSWEAR';
  return null;
}

/** The gender named by the first of the texts that names one. */
export function genderOfTexts(texts: string[]): Gender | null {
  for (const text of texts) {
    const gender = text ? genderOfText(text) : null;
    if (gender) return gender;
  }
  return null;
}

/** schema.org `suggestedGender`/`gender` or Facebook's `product:gender`: "female", "Male", schema.org URLs. */
export function explicitGender(value: unknown): Gender | null {
  const text = asText(value)
    ?.toLowerCase()
    .replace(/^https?:\/\/schema\.org\//, '');
  if (!text) return null;
  if (text === 'female' || text === 'women' || text === 'womens') return 'WOMENSWEAR';
  if (text === 'male' || text === 'men' || text === 'mens') return 'MENSWEAR';
  if (text === 'unisex') return 'UNISEX';
  return genderOfText(text);
}
