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

const GROUP_OF_WORD = new Map<string, readonly string[]>(
  SYNONYM_GROUPS.flatMap((group) => group.map((word) => [word, group] as const)),
);

/**
 * What each word of a query may be matched by: the word itself, or its whole synonym group. Words are the
 * query's whitespace-separated parts, lower-cased.
 */
export function queryAlternatives(query: string): string[][] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => [...(GROUP_OF_WORD.get(word) ?? [word])]);
}
