import type { SearchKind } from '@stylebook/contracts';

/** What a query exercises, for reading the misses. */
export type QueryCovers =
  | 'typo'
  | 'plural or stem'
  | 'synonym'
  | 'brand only'
  | 'multi-word'
  | 'non-English'
  | 'emoji'
  | 'short word'
  | 'person'
  | 'collection'
  | 'look';

/**
 * A shopper's query over the catalogue (catalogue.ts) and what they mean by it, by catalogue key. It passes
 * when one of `expected` is in the top 3, ahead of the near misses.
 */
export interface RelevanceQuery {
  q: string;
  kind: SearchKind;
  covers: QueryCovers;
  expected: readonly string[];
  /**
   * Results that share words (or letters) with the query but are not what the shopper means: none may take
   * a place in the top 3 while an expected result ranks below it.
   */
  nearMisses?: readonly string[];
}

// What a shopper means by a whole category, whatever the listing calls it.
const DRESSES = [
  'lavender-midi-dress',
  'floral-wrap-dress',
  'cherry-blossom-dress',
  'satin-slip-dress',
  'linen-shirt-dress',
  'vestido-de-lino',
  'robe-en-soie',
  'ribbed-knit-dress',
  'sequin-mini-dress',
  'embellished-maxi-dress',
  'denim-shirt-dress',
  'teal-slip-dress',
  'printed-mesh-dress',
];
const TEES = [
  'sunspel-crew-tee',
  'cos-boxy-tee',
  'stussy-basic-tee',
  'black-organic-tee',
  'breton-tshirt',
  'uniqlo-supima-tee',
];
const TEAL_THINGS = ['teal-scarf', 'teal-slip-dress', 'teal-cardigan'];
const JUMPERS = [
  'arket-cashmere-jumper',
  'everlane-cashmere-sweater',
  'smedley-merino-pullover',
  'strickpullover-wolle',
  'fisherman-sweater',
  'uniqlo-cashmere-japanese',
  'maglione-cashmere',
];
const CARDIGANS = ['naadam-cashmere-cardigan', 'teal-cardigan', 'mohair-cardigan'];
const CASHMERE = [
  'arket-cashmere-jumper',
  'everlane-cashmere-sweater',
  'naadam-cashmere-cardigan',
  'uniqlo-cashmere-japanese',
  'maglione-cashmere',
  'toteme-wool-coat',
  'cappotto-cammello',
  'cashmere-scarf',
];
const JACKETS = [
  'levis-trucker-jacket',
  'agolde-denim-jacket',
  'nuptse-jacket',
  'uniqlo-down-jacket',
  'torrentshell-jacket',
  'barbour-bedale',
  'leather-biker-jacket',
  'trail-running-jacket',
  'retro-x-fleece',
  'arcteryx-beta',
];
const COATS = [
  'toteme-wool-coat',
  'cos-wool-coat',
  'burberry-trench',
  'arket-trench',
  'auralee-wool-coat',
  'cappotto-cammello',
];
const JEANS = [
  'levis-501',
  'levis-bootcut',
  'agolde-90s-jean',
  'acne-1996-jeans',
  'apc-petit-standard',
  'mango-wide-jeans',
  'weekday-baggy-jeans',
  'selvedge-jeans-japanese',
];
const SKIRTS = ['jacquard-skirt', 'pleated-midi-skirt', 'denim-midi-skirt', 'jupe-plissee'];
const RUNNING_SHOES = [
  'nike-pegasus',
  'asics-nimbus',
  'on-cloudmonster',
  'hoka-clifton',
  'ecoalf-zapatillas',
];
const SNEAKERS = [
  'nike-air-max-90',
  'adidas-samba',
  'adidas-gazelle',
  'nb-550',
  'nb-990',
  'veja-v10',
  'superga-2750',
  'achilles-low',
  'chuck-70',
  'onitsuka-sneakers',
  'hoka-clifton',
];
const BOOTS = [
  'drmartens-chelsea',
  'byfar-ankle-boots',
  'acne-ankle-boots',
  'suede-ankle-boots',
  'knee-high-boots',
  'danner-hiking-boot',
  'chelsea-stiefel',
];
const BAGS = [
  'lavender-tote',
  'longchamp-pliage',
  'polene-cabas',
  'borsa-in-pelle',
  'coach-tabby',
  'bottega-andiamo',
  'llbean-boat-tote',
  'kanken-backpack',
  'belt-bag',
  'handtasche-leder',
  'the-row-margaux-bag',
  'lemaire-croissant',
  'mango-crescent-bag',
];
const TOTES = ['lavender-tote', 'longchamp-pliage', 'llbean-boat-tote', 'polene-cabas'];
const NIKE = ['nike-air-max-90', 'nike-pegasus', 'running-shorts', 'nike-club-hoodie', 'tech-fleece-joggers'];
const COS = [
  'ribbed-knit-dress',
  'cos-boxy-tee',
  'cos-linen-shirt',
  'cos-wool-coat',
  'cos-tailored-trousers',
];

export const QUERIES: readonly RelevanceQuery[] = [
  // Typos: a letter dropped, doubled, swapped or wrong.
  {
    q: 'lavendar bag',
    kind: 'products',
    covers: 'typo',
    expected: ['lavender-tote'],
    nearMisses: ['lavender-midi-dress', 'lavender-necklace'],
  },
  { q: 'nikee', kind: 'products', covers: 'typo', expected: NIKE },
  { q: 'jaket', kind: 'products', covers: 'typo', expected: JACKETS, nearMisses: ['jacquard-skirt'] },
  { q: 'sneakres', kind: 'products', covers: 'typo', expected: SNEAKERS },
  { q: 'cashmire', kind: 'products', covers: 'typo', expected: CASHMERE },
  { q: 'adiddas samba', kind: 'products', covers: 'typo', expected: ['adidas-samba'] },
  { q: 'birkenstok', kind: 'products', covers: 'typo', expected: ['birkenstock-arizona'] },
  { q: 'carhart', kind: 'products', covers: 'typo', expected: ['carhartt-hoodie', 'carhartt-cap'] },
  { q: 'leggins', kind: 'products', covers: 'typo', expected: ['align-leggings'] },
  { q: 'cardigen', kind: 'products', covers: 'typo', expected: CARDIGANS },
  { q: 'blazzer', kind: 'products', covers: 'typo', expected: ['frankie-blazer', 'suit-blazer'] },

  // Plurals and other forms of a word.
  {
    q: 'dresses',
    kind: 'products',
    covers: 'plural or stem',
    expected: DRESSES,
    nearMisses: ['dress-shirt'],
  },
  { q: 'boots', kind: 'products', covers: 'plural or stem', expected: BOOTS, nearMisses: ['levis-bootcut'] },
  {
    q: 'running shoes',
    kind: 'products',
    covers: 'plural or stem',
    expected: RUNNING_SHOES,
    nearMisses: ['running-shorts', 'trail-running-jacket'],
  },
  { q: 'skirts', kind: 'products', covers: 'plural or stem', expected: SKIRTS },
  { q: 'wax jackets', kind: 'products', covers: 'plural or stem', expected: ['barbour-bedale'] },
  { q: 'knitted dress', kind: 'products', covers: 'plural or stem', expected: ['ribbed-knit-dress'] },
  { q: 'loafer', kind: 'products', covers: 'plural or stem', expected: ['penny-loafers'] },
  {
    q: 'heels',
    kind: 'products',
    covers: 'plural or stem',
    expected: [
      'heeled-sandals',
      'knee-high-boots',
      'byfar-ankle-boots',
      'acne-ankle-boots',
      'suede-ankle-boots',
    ],
  },

  // Synonyms: what shoppers on both sides of the Atlantic call the same thing.
  {
    q: 'denim',
    kind: 'products',
    covers: 'synonym',
    expected: [
      ...JEANS,
      'levis-trucker-jacket',
      'agolde-denim-jacket',
      'denim-shirt-dress',
      'denim-midi-skirt',
    ],
  },
  { q: 'straight denim', kind: 'products', covers: 'synonym', expected: ['levis-501', 'agolde-90s-jean'] },
  {
    q: 'trainers',
    kind: 'products',
    covers: 'synonym',
    expected: SNEAKERS,
    nearMisses: ['training-shorts'],
  },
  {
    q: 'white trainers',
    kind: 'products',
    covers: 'synonym',
    expected: ['veja-v10', 'nb-550', 'achilles-low'],
    nearMisses: ['sunspel-crew-tee', 'dress-shirt'],
  },
  { q: 'jumper', kind: 'products', covers: 'synonym', expected: JUMPERS, nearMisses: ['linen-jumpsuit'] },
  { q: 'grey jumper', kind: 'products', covers: 'synonym', expected: ['everlane-cashmere-sweater'] },
  {
    q: 'chino trousers',
    kind: 'products',
    covers: 'synonym',
    expected: ['uniqlo-chino-pants', 'chino-hose'],
  },
  {
    q: 'linen pants',
    kind: 'products',
    covers: 'synonym',
    expected: ['linen-drawstring-trousers', 'pantalon-de-lino'],
  },
  {
    q: 'leather handbag',
    kind: 'products',
    covers: 'synonym',
    expected: [
      'lavender-tote',
      'coach-tabby',
      'bottega-andiamo',
      'the-row-margaux-bag',
      'lemaire-croissant',
      'borsa-in-pelle',
      'handtasche-leder',
      'mango-crescent-bag',
    ],
    nearMisses: ['woven-belt', 'leather-biker-jacket'],
  },
  { q: 'sunnies', kind: 'products', covers: 'synonym', expected: ['rayban-wayfarer'] },
  { q: 'hoody', kind: 'products', covers: 'synonym', expected: ['carhartt-hoodie', 'nike-club-hoodie'] },
  {
    q: 'gold hoop earrings',
    kind: 'products',
    covers: 'synonym',
    expected: ['mejuri-hoops'],
    nearMisses: ['catbird-studs'],
  },
  { q: 'bathing suit', kind: 'products', covers: 'synonym', expected: ['crinkle-swimsuit'] },

  // Short words must match whole words, not the start of longer ones.
  {
    q: 'cos',
    kind: 'products',
    covers: 'short word',
    expected: COS,
    nearMisses: [...COATS, 'cosy-slippers'],
  },
  { q: 'tee', kind: 'products', covers: 'short word', expected: TEES, nearMisses: TEAL_THINGS },
  { q: 'tote', kind: 'products', covers: 'short word', expected: TOTES, nearMisses: ['toteme-wool-coat'] },
  { q: 'bag', kind: 'products', covers: 'short word', expected: BAGS, nearMisses: ['weekday-baggy-jeans'] },
  {
    q: 'cap',
    kind: 'products',
    covers: 'short word',
    expected: ['carhartt-cap'],
    nearMisses: ['cappotto-cammello'],
  },
  {
    q: 't shirt',
    kind: 'products',
    covers: 'short word',
    expected: TEES,
    nearMisses: ['oxford-shirt', 'dress-shirt'],
  },

  // A brand alone, as shoppers type it (no accents, apostrophes or ampersands).
  {
    q: 'acne studios',
    kind: 'products',
    covers: 'brand only',
    expected: ['teal-scarf', 'acne-1996-jeans', 'acne-ankle-boots', 'acne-beanie'],
    nearMisses: ['pleated-wool-trousers'],
  },
  {
    q: 'levis',
    kind: 'products',
    covers: 'brand only',
    expected: ['levis-501', 'levis-bootcut', 'levis-trucker-jacket', 'denim-shirt-dress'],
  },
  {
    q: 'other stories',
    kind: 'products',
    covers: 'brand only',
    expected: [
      'satin-slip-dress',
      'oversized-linen-shirt',
      'mohair-cardigan',
      'pleated-midi-skirt',
      'suede-ankle-boots',
    ],
  },
  {
    q: 'maison kitsune',
    kind: 'products',
    covers: 'brand only',
    expected: ['kitsune-polo', 'kitsune-sweatshirt'],
  },
  { q: 'the row', kind: 'products', covers: 'brand only', expected: ['the-row-margaux-bag'] },
  { q: 'apc', kind: 'products', covers: 'brand only', expected: ['apc-petit-standard'] },
  { q: 'arcteryx', kind: 'products', covers: 'brand only', expected: ['arcteryx-beta'] },
  { q: 'stussy', kind: 'products', covers: 'brand only', expected: ['stussy-basic-tee'] },
  { q: 'sezane', kind: 'products', covers: 'brand only', expected: ['robe-en-soie', 'jupe-plissee'] },
  // A brand above a description that names it, or a word it starts with.
  {
    q: 'lemaire',
    kind: 'products',
    covers: 'brand only',
    expected: ['lemaire-croissant'],
    nearMisses: ['mango-crescent-bag'],
  },
  { q: 'toteme', kind: 'products', covers: 'brand only', expected: ['toteme-wool-coat'], nearMisses: TOTES },

  // Several words, each narrowing what is meant.
  {
    q: 'black leather ankle boots',
    kind: 'products',
    covers: 'multi-word',
    expected: ['byfar-ankle-boots', 'acne-ankle-boots'],
    nearMisses: ['knee-high-boots', 'suede-ankle-boots'],
  },
  {
    q: 'linen shirt men',
    kind: 'products',
    covers: 'multi-word',
    expected: ['cos-linen-shirt', 'uniqlo-linen-shirt', 'chemise-en-lin', 'linen-overshirt'],
    nearMisses: ['arket-linen-shirt', 'oversized-linen-shirt', 'cropped-linen-shirt', 'linen-shirt-dress'],
  },
  {
    q: 'lavender dress',
    kind: 'products',
    covers: 'multi-word',
    expected: ['lavender-midi-dress'],
    nearMisses: ['lavender-tote', 'lavender-necklace'],
  },
  {
    q: 'camel wool coat',
    kind: 'products',
    covers: 'multi-word',
    expected: ['toteme-wool-coat', 'cappotto-cammello'],
  },
  { q: 'wide leg jeans', kind: 'products', covers: 'multi-word', expected: ['mango-wide-jeans'] },
  { q: 'silk scarf', kind: 'products', covers: 'multi-word', expected: ['hermes-carre'] },
  { q: 'oversized denim jacket', kind: 'products', covers: 'multi-word', expected: ['agolde-denim-jacket'] },

  // Listings and queries in other languages.
  { q: 'chemise lin', kind: 'products', covers: 'non-English', expected: ['chemise-en-lin'] },
  { q: 'pullover wolle', kind: 'products', covers: 'non-English', expected: ['strickpullover-wolle'] },
  {
    q: 'vestido lino',
    kind: 'products',
    covers: 'non-English',
    expected: ['vestido-de-lino'],
    nearMisses: ['pantalon-de-lino'],
  },
  { q: 'vestidos de lino', kind: 'products', covers: 'non-English', expected: ['vestido-de-lino'] },
  { q: 'borsa pelle', kind: 'products', covers: 'non-English', expected: ['borsa-in-pelle'] },
  { q: 'robe soie', kind: 'products', covers: 'non-English', expected: ['robe-en-soie'] },
  { q: 'stiefel', kind: 'products', covers: 'non-English', expected: ['chelsea-stiefel'] },
  { q: 'handtasche', kind: 'products', covers: 'non-English', expected: ['handtasche-leder'] },
  { q: 'cappotto', kind: 'products', covers: 'non-English', expected: ['cappotto-cammello'] },
  { q: 'zapatillas running', kind: 'products', covers: 'non-English', expected: ['ecoalf-zapatillas'] },
  { q: 'fjallraven kanken', kind: 'products', covers: 'non-English', expected: ['kanken-backpack'] },
  { q: 'ウールコート', kind: 'products', covers: 'non-English', expected: ['auralee-wool-coat'] },
  { q: 'コート', kind: 'products', covers: 'non-English', expected: ['auralee-wool-coat'] },
  { q: 'スニーカー', kind: 'products', covers: 'non-English', expected: ['onitsuka-sneakers'] },

  // Emoji, alone or beside words.
  {
    q: '🌸 dress',
    kind: 'products',
    covers: 'emoji',
    expected: ['floral-wrap-dress', 'cherry-blossom-dress'],
  },
  { q: '👟', kind: 'products', covers: 'emoji', expected: SNEAKERS },
  { q: '🖤 tee', kind: 'products', covers: 'emoji', expected: ['black-organic-tee', 'stussy-basic-tee'] },

  // People, by username or by name, with or without its accents.
  { q: 'eloisebrun', kind: 'people', covers: 'person', expected: ['eloise'] },
  { q: 'eloise brun', kind: 'people', covers: 'person', expected: ['eloise'] },
  { q: 'margaux', kind: 'people', covers: 'person', expected: ['margaux'], nearMisses: ['margot'] },
  { q: 'margot', kind: 'people', covers: 'person', expected: ['margot'], nearMisses: ['margaux'] },
  { q: 'watanabe', kind: 'people', covers: 'person', expected: ['kenji'] },
  { q: 'kenji', kind: 'people', covers: 'person', expected: ['kenji'] },
  { q: 'street edit', kind: 'people', covers: 'person', expected: ['marcus'] },
  { q: 'marcus bell', kind: 'people', covers: 'person', expected: ['marcus'] },
  { q: 'zoe adeyemi', kind: 'people', covers: 'person', expected: ['zoe'] },
  { q: 'soren hald', kind: 'people', covers: 'person', expected: ['soren'] },
  { q: 'lucia moreno', kind: 'people', covers: 'person', expected: ['lucia'] },
  { q: 'priya', kind: 'people', covers: 'person', expected: ['priya'] },

  // Collections: by name first, then by what they hold.
  {
    q: 'summer wedding guest',
    kind: 'collections',
    covers: 'collection',
    expected: ['summer-wedding-guest'],
  },
  { q: 'wedding guest', kind: 'collections', covers: 'collection', expected: ['summer-wedding-guest'] },
  { q: 'capsule wardrobe', kind: 'collections', covers: 'collection', expected: ['autumn-capsule'] },
  { q: 'minimalst', kind: 'collections', covers: 'collection', expected: ['minimalist-essentials'] },
  { q: 'sneakers', kind: 'collections', covers: 'collection', expected: ['sneaker-rotation'] },
  { q: 'trainers', kind: 'collections', covers: 'collection', expected: ['sneaker-rotation'] },
  {
    q: 'lavender',
    kind: 'collections',
    covers: 'collection',
    expected: ['lavender-haze'],
    nearMisses: ['summer-wedding-guest'],
  },
  {
    q: 'linen',
    kind: 'collections',
    covers: 'collection',
    expected: ['linen-season'],
    nearMisses: ['beach-holiday', 'parisian-chic'],
  },
  { q: 'cashmere', kind: 'collections', covers: 'collection', expected: ['cosy-knits', 'autumn-capsule'] },
  { q: 'denim', kind: 'collections', covers: 'collection', expected: ['denim-edit'] },
  { q: 'tokyo', kind: 'collections', covers: 'collection', expected: ['tokyo-street'] },
  { q: 'date night outfits', kind: 'collections', covers: 'collection', expected: ['date-night'] },
  { q: 'winter coat', kind: 'collections', covers: 'collection', expected: ['winter-coats'] },
  { q: 'rainy days', kind: 'collections', covers: 'collection', expected: ['rainy-day'] },

  // Looks, by title and description.
  { q: 'office look', kind: 'looks', covers: 'look', expected: ['monday-office'] },
  { q: 'wedding guest', kind: 'looks', covers: 'look', expected: ['garden-wedding'] },
  { q: 'running', kind: 'looks', covers: 'look', expected: ['marathon-training'] },
  { q: 'copenhagen rain', kind: 'looks', covers: 'look', expected: ['rainy-copenhagen'] },
  { q: 'tokyo', kind: 'looks', covers: 'look', expected: ['tokyo-layers'] },
];
