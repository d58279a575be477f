/**
 * Fashion words that name the same thing, as shoppers on both sides of the Atlantic type them. A query word
 * found in a group also finds every other spelling of the group, so "denim" finds jeans and "trainers"
 * finds sneakers. Kept as data: add a group here, not a rule in the search code. Words are lower case; an
 * entry may be several words ("bathing suit"), then all of them must be in the text.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['denim', 'jeans', 'jean'],
  ['trainers', 'trainer', 'sneakers', 'sneaker'],
  ['jumper', 'jumpers', 'sweater', 'sweaters', 'pullover', 'pullovers'],
  ['tee', 'tees', 't-shirt', 't-shirts', 'tshirt', 'tshirts'],
  ['bag', 'bags', 'handbag', 'handbags', 'tote', 'totes', 'purse', 'purses'],
  ['trousers', 'pants', 'slacks'],
  ['sunglasses', 'sunnies', 'shades'],
  ['swimsuit', 'swimsuits', 'swimwear', 'bathing suit'],
  ['hoodie', 'hoodies', 'hoody'],
  ['cardigan', 'cardigans', 'cardi'],
  ['boots', 'boot', 'booties'],
  ['earrings', 'earring', 'studs', 'hoops'],
];

/**
 * What an emoji in a query stands for: people type 🌸 for floral and 👟 for sneakers. Full-text search drops
 * emoji and trigrams ignore them, so a query emoji is searched as these words instead.
 */
export const EMOJI_WORDS: Readonly<Record<string, readonly string[]>> = {
  '🌸': ['floral', 'flower', 'flowers'],
  '🌺': ['floral', 'flower', 'flowers'],
  '👟': ['sneakers', 'sneaker', 'trainers', 'trainer'],
  '👠': ['heels', 'heel', 'pumps'],
  '👢': ['boots', 'boot'],
  '👗': ['dress', 'dresses'],
  '👜': ['bag', 'bags', 'handbag', 'handbags', 'tote'],
  '👛': ['purse', 'purses', 'wallet'],
  '👖': ['jeans', 'jean', 'denim'],
  '👕': ['tee', 't-shirt', 'tshirt'],
  '🧥': ['coat', 'coats', 'jacket', 'jackets'],
  '🧣': ['scarf', 'scarves'],
  '🧢': ['cap', 'caps'],
  '👒': ['hat', 'hats'],
  '🕶️': ['sunglasses', 'shades'],
  '🕶': ['sunglasses', 'shades'],
  '💍': ['ring', 'rings'],
  '👙': ['bikini', 'bikinis'],
  '🩱': ['swimsuit', 'swimsuits', 'swimwear'],
  '🖤': ['black'],
  '🤍': ['white'],
  '❤️': ['red'],
  '❤': ['red'],
  '🩷': ['pink'],
  '💙': ['blue'],
  '💚': ['green'],
  '💛': ['yellow'],
  '💜': ['purple'],
  '🤎': ['brown'],
};

const GROUP_OF_WORD = new Map<string, readonly string[]>(
  SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group] as const)),
);

/** A word of a query and what may match it. */
export interface QueryWord {
  /** As typed, lower-cased. */
  word: string;
  /** The word itself and its synonyms, or the words an emoji stands for. */
  alternatives: string[];
  /** Whether a misspelling of it may match: never for short words ("cos" is not "coat") or emoji. */
  typoTolerant: boolean;
  /** Whether a longer word may start with it: the last word, maybe half typed ("jack" for jacket). */
  prefix: boolean;
}

/**
 * Words shorter than this match only as spelled (or by a synonym or stem): trigram similarity gives "wool"
 * 0.6 against "wood" and "coat" 0.4 against "cost", the scores of real typos of longer words.
 */
const SHORTEST_TYPO_TOLERANT_WORD = 5;

/** The shortest last word matched as the start of a longer one: "tee" must not find "teen". */
const SHORTEST_PREFIX = 4;

/** Emoji (with any variation selector or joiner) as their own words, so "🌸dress" is two words. */
const EMOJI = /(\p{Extended_Pictographic}(?:\u{FE0F}|\u{200D}\p{Extended_Pictographic})*)/u;

/**
 * The words of a query (whitespace-separated, emoji apart, lower-cased), each with what may match it: the
 * word itself or its whole synonym group, or the words its emoji stands for. An emoji no one mapped is left
 * out, as the database could not match it.
 */
export function queryWords(query: string): QueryWord[] {
  const parts = query
    .toLowerCase()
    .split(/\s+/)
    .flatMap((part) => part.split(EMOJI))
    .filter((word) => word !== '');
  return parts.flatMap((word, index): QueryWord[] => {
    if (EMOJI.test(word)) {
      const meaning = EMOJI_WORDS[word];
      return meaning ? [{ word, alternatives: [...meaning], typoTolerant: false, prefix: false }] : [];
    }
    const length = [...word].length;
    return [
      {
        word,
        alternatives: [...(GROUP_OF_WORD.get(word) ?? [word])],
        typoTolerant: length >= SHORTEST_TYPO_TOLERANT_WORD,
        prefix: index === parts.length - 1 && length >= SHORTEST_PREFIX,
      },
    ];
  });
}
