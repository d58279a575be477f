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
  /** Written in a script without spaces between words (Japanese, Chinese): found inside longer words. */
  unsegmented: boolean;
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

const UNSEGMENTED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Synonym entries of several words ("bathing suit"), most words first, read as one query word. */
const PHRASES = [...GROUP_OF_WORD.keys()]
  .filter((entry) => entry.includes(' '))
  .map((entry) => entry.split(' '))
  .sort((a, b) => b.length - a.length);

/** The query's parts with each synonym phrase in it joined into one. */
function joinPhrases(parts: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < parts.length;) {
    const phrase = PHRASES.find((words) => words.every((word, offset) => parts[i + offset] === word));
    joined.push(phrase ? phrase.join(' ') : parts[i]!);
    i += phrase?.length ?? 1;
  }
  return joined;
}

/**
 * The words of a query (whitespace-separated, emoji apart, lower-cased, synonym phrases kept whole), each
 * with what may match it: the word itself or its whole synonym group, or the words its emoji stands for. An
 * emoji no one mapped is left out, as the database could not match it.
 */
export function queryWords(query: string): QueryWord[] {
  const parts = joinPhrases(
    query
      .toLowerCase()
      .split(/\s+/)
      .flatMap((part) => part.split(EMOJI))
      .filter((word) => word !== ''),
  );
  return parts.flatMap((word, index): QueryWord[] => {
    const plain = { typoTolerant: false, prefix: false, unsegmented: false };
    if (EMOJI.test(word)) {
      const meaning = EMOJI_WORDS[word];
      return meaning ? [{ ...plain, word, alternatives: [...meaning] }] : [];
    }
    const alternatives = [...(GROUP_OF_WORD.get(word) ?? [word])];
    if (UNSEGMENTED.test(word)) return [{ ...plain, word, alternatives, unsegmented: true }];
    if (word.includes(' ')) return [{ ...plain, word, alternatives }];
    const length = [...word].length;
    return [
      {
        word,
        alternatives,
        typoTolerant: length >= SHORTEST_TYPO_TOLERANT_WORD,
        prefix: index === parts.length - 1 && length >= SHORTEST_PREFIX,
        unsegmented: false,
      },
    ];
  });
}
