import type { Currency, Gender, Role } from '@stylebook/contracts';
import type { ItemKind } from './artwork.ts';

/** The demo catalogue's fixed ingredients; seed.ts combines them with a seeded PRNG. */

/** A named set of kinds: what a collection may hold, or what a stylist mostly wears. */
export interface CollectionTheme {
  name: string;
  kinds: readonly ItemKind[];
  /** Every product in it costs less than this in US dollars (for 'Under 100' and the like). */
  underUsd?: number;
}

/** What a stylist posts: the kinds they favour, their palette and the collections they keep. */
export interface Style {
  kinds: readonly ItemKind[];
  genders: readonly Gender[];
  /** Colourway names (see COLOURS) they reach for; a category's other colourways are left out. */
  palette: readonly string[];
  /** Three public collections, one for paying subscribers, one private; all names are unique in the demo. */
  collections: readonly [CollectionTheme, CollectionTheme, CollectionTheme, CollectionTheme, CollectionTheme];
  /** The titles of their looks, from LOOK_RECIPES. */
  looks: readonly string[];
}

export interface DemoPerson {
  name: string;
  username: string;
  role: Role;
  bio: string | null;
  website: string | null;
  /** What their shops charge in: a stylist's products are all priced in it. */
  currency: Currency;
  /** Stylists only. */
  style?: Style;
  portrait: { skin: string; hair: string; top: string; backdrop: string; longHair: boolean };
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    name: 'Amara Okafor',
    username: 'amara.edits',
    role: 'STYLIST',
    bio: 'London stylist. Quiet tailoring, loud accessories. Editing capsule wardrobes since 2014.',
    website: 'https://amara-edits.example',
    currency: 'GBP',
    style: {
      kinds: [
        'coat',
        'knit',
        'shirt',
        'trousers',
        'skirt',
        'boots',
        'sneakers',
        'bag',
        'necklace',
        'sunglasses',
      ],
      genders: ['WOMENSWEAR', 'UNISEX'],
      palette: [
        'Camel',
        'Charcoal',
        'Cream',
        'Black',
        'Stone',
        'Burgundy',
        'Chocolate',
        'Tan',
        'Emerald',
        'Ruby',
      ],
      collections: [
        { name: 'Autumn layers', kinds: ['coat', 'knit', 'boots', 'trousers'] },
        { name: 'The quiet luxury edit', kinds: ['coat', 'knit', 'bag', 'trousers', 'necklace'] },
        { name: 'Office capsule', kinds: ['shirt', 'trousers', 'coat', 'bag', 'boots'] },
        { name: 'Investment pieces', kinds: ['coat', 'bag', 'boots'] },
        { name: 'Client fittings', kinds: ['coat', 'knit', 'trousers', 'skirt'] },
      ],
      looks: ['Sunday gallery walk', 'Pleats and a good coat'],
    },
    portrait: { skin: '#8d5a3b', hair: '#1d1411', top: '#c19a6b', backdrop: '#e8d5c4', longHair: true },
  },
  {
    name: 'Jonas Lindqvist',
    username: 'jonas.wears',
    role: 'STYLIST',
    bio: 'Stockholm. Workwear, wool and well-made boots. Buy less, choose well.',
    website: 'https://jonaswears.example',
    currency: 'EUR',
    style: {
      kinds: ['coat', 'knit', 'shirt', 'trousers', 'jeans', 'boots', 'sneakers', 'bag'],
      genders: ['MENSWEAR', 'UNISEX'],
      palette: [
        'Navy',
        'Olive',
        'Charcoal',
        'Forest green',
        'Stone',
        'Indigo',
        'Chocolate',
        'Tan',
        'Cream',
        'Rust',
      ],
      collections: [
        { name: 'Workwear, softened', kinds: ['jeans', 'shirt', 'boots', 'coat'] },
        { name: 'Knits worth the money', kinds: ['knit'] },
        { name: 'Rainy day essentials', kinds: ['coat', 'boots', 'knit', 'bag'] },
        { name: 'Under 100', kinds: ['shirt', 'knit', 'jeans', 'trousers', 'sneakers'], underUsd: 100 },
        { name: 'Repair or replace', kinds: ['boots', 'jeans', 'coat'] },
      ],
      looks: ['First frost', 'Market run'],
    },
    portrait: { skin: '#f0c9a8', hair: '#b08a57', top: '#26344f', backdrop: '#d5dde6', longHair: false },
  },
  {
    name: 'Mei Tanaka',
    username: 'mei.tanaka',
    role: 'STYLIST',
    bio: 'Tokyo-based stylist for editorials and real life. Layering, texture, a little colour.',
    website: null,
    currency: 'JPY',
    style: {
      kinds: ['coat', 'knit', 'shirt', 'trousers', 'jeans', 'skirt', 'sneakers', 'bag', 'sunglasses'],
      genders: ['WOMENSWEAR', 'UNISEX'],
      palette: [
        'Black',
        'Charcoal',
        'Cream',
        'White',
        'Burgundy',
        'Sage',
        'Lavender',
        'Mid wash',
        'Indigo',
        'Stone',
      ],
      collections: [
        { name: 'Monochrome week', kinds: ['coat', 'trousers', 'knit', 'skirt', 'bag'] },
        { name: 'Travel light', kinds: ['trousers', 'knit', 'sneakers', 'bag', 'sunglasses'] },
        { name: 'Denim forever', kinds: ['jeans', 'shirt', 'sneakers'] },
        { name: 'Layers for spring', kinds: ['coat', 'shirt', 'skirt', 'knit'] },
        { name: 'Shoot pulls', kinds: ['coat', 'skirt', 'shirt', 'bag'] },
      ],
      looks: ['Layers on layers', 'Tokyo Saturday'],
    },
    portrait: { skin: '#e8c3a0', hair: '#221a18', top: '#6e2639', backdrop: '#eddcd6', longHair: true },
  },
  {
    name: 'Lucía Herrera',
    username: 'lucia.h.style',
    role: 'STYLIST',
    bio: 'Madrid. Sun-faded linen, vintage denim and gold that never comes off.',
    website: 'https://luciaherrera.example',
    currency: 'EUR',
    style: {
      kinds: ['shirt', 'jeans', 'dress', 'skirt', 'sneakers', 'bag', 'sunglasses', 'necklace'],
      genders: ['WOMENSWEAR', 'UNISEX'],
      palette: [
        'White',
        'Cream',
        'Rust',
        'Tan',
        'Light wash',
        'Mid wash',
        'Blush',
        'Mustard',
        'Tortoiseshell',
        'Sky blue',
      ],
      collections: [
        { name: 'Summer linen', kinds: ['shirt', 'dress', 'skirt'] },
        { name: 'Gold that never comes off', kinds: ['necklace'] },
        { name: 'Weekend in Lisbon', kinds: ['shirt', 'dress', 'sunglasses', 'sneakers', 'bag'] },
        { name: 'Vintage denim finds', kinds: ['jeans', 'shirt'] },
        { name: 'First date, no stress', kinds: ['dress', 'jeans', 'necklace', 'bag'] },
      ],
      looks: ['Lisbon, late lunch', 'Golden hour'],
    },
    portrait: { skin: '#c99574', hair: '#3a2418', top: '#efe6d2', backdrop: '#efe0c8', longHair: true },
  },
  {
    name: 'Ji-woo Park',
    username: 'jiwoo.park',
    role: 'STYLIST',
    bio: 'Seoul. Soft colours, clean lines, one statement bag a season.',
    website: 'https://jiwoopark.example',
    currency: 'KRW',
    style: {
      kinds: ['coat', 'knit', 'shirt', 'trousers', 'skirt', 'dress', 'sneakers', 'bag', 'necklace'],
      genders: ['WOMENSWEAR', 'UNISEX'],
      palette: ['Cream', 'Blush', 'Lavender', 'Sky blue', 'Sage', 'White', 'Stone', 'Pearl', 'Camel'],
      collections: [
        { name: 'Soft neutrals', kinds: ['coat', 'knit', 'trousers', 'skirt'] },
        { name: 'Spring dresses', kinds: ['dress'] },
        { name: 'Bags I keep coming back to', kinds: ['bag'] },
        { name: 'Seoul office edit', kinds: ['shirt', 'trousers', 'skirt', 'coat', 'bag'] },
        { name: 'Pastel experiments', kinds: ['knit', 'dress', 'sneakers'] },
      ],
      looks: ['Cherry blossom Sunday', 'Desk to dinner'],
    },
    portrait: { skin: '#f1d2b8', hair: '#2a1d1a', top: '#e6b7b0', backdrop: '#f0e2ea', longHair: true },
  },
  {
    name: 'Dewi Lestari',
    username: 'dewi.lestari',
    role: 'STYLIST',
    bio: 'Jakarta and Bali. Resort dressing, bright prints and pieces for every wedding of the season.',
    website: null,
    currency: 'IDR',
    style: {
      kinds: ['dress', 'skirt', 'shirt', 'sneakers', 'bag', 'sunglasses', 'necklace'],
      genders: ['WOMENSWEAR', 'UNISEX'],
      palette: [
        'Emerald',
        'Rust',
        'Mustard',
        'Sapphire',
        'Ruby',
        'Cream',
        'White',
        'Tan',
        'Tortoiseshell',
        'Pearl',
      ],
      collections: [
        { name: 'Resort ready', kinds: ['dress', 'sunglasses', 'sneakers', 'bag'] },
        { name: 'Wedding guest', kinds: ['dress', 'skirt', 'necklace', 'bag'] },
        { name: 'Holiday party', kinds: ['dress', 'necklace', 'bag'] },
        { name: 'Island evenings', kinds: ['dress', 'skirt', 'necklace'] },
        { name: 'Fabric swatches', kinds: ['dress', 'skirt', 'shirt'] },
      ],
      looks: ['Garden wedding', 'Sunset in Canggu'],
    },
    portrait: { skin: '#9c6844', hair: '#120d0b', top: '#2e7d5b', backdrop: '#f2e3c9', longHair: true },
  },
  {
    name: 'Harper Quinn',
    username: 'harper.quinn',
    role: 'STYLIST',
    bio: 'Sydney. Beach to bar in one bag. Sneakers are a personality.',
    website: 'https://harperquinn.example',
    currency: 'AUD',
    style: {
      kinds: ['shirt', 'jeans', 'dress', 'skirt', 'sneakers', 'bag', 'sunglasses'],
      genders: ['WOMENSWEAR', 'UNISEX'],
      palette: [
        'White',
        'Sky blue',
        'Light wash',
        'Mid wash',
        'Sage',
        'Mustard',
        'Blush',
        'Cream',
        'Tortoiseshell',
        'Black',
      ],
      collections: [
        { name: 'Sneaker rotation', kinds: ['sneakers'] },
        { name: 'Beach to bar', kinds: ['dress', 'sunglasses', 'sneakers', 'shirt'] },
        { name: 'Shades for the summer', kinds: ['sunglasses'] },
        { name: 'Weekend uniform', kinds: ['jeans', 'shirt', 'sneakers', 'bag'] },
        { name: 'Returns pile', kinds: ['dress', 'skirt', 'sneakers'] },
      ],
      looks: ['Bondi brunch', 'Golden hour drinks'],
    },
    portrait: { skin: '#efc8a5', hair: '#c9a06a', top: '#8fb3d1', backdrop: '#dcebf2', longHair: true },
  },
  {
    name: 'Marcus Reed',
    username: 'marcus.reed',
    role: 'STYLIST',
    bio: 'New York. Classic menswear with a streetwear habit. Boots first, then everything else.',
    website: 'https://marcusreed.example',
    currency: 'USD',
    style: {
      kinds: ['coat', 'knit', 'shirt', 'trousers', 'jeans', 'boots', 'sneakers', 'bag', 'sunglasses'],
      genders: ['MENSWEAR', 'UNISEX'],
      palette: [
        'Black',
        'Navy',
        'Charcoal',
        'Camel',
        'White',
        'Olive',
        'Washed black',
        'Indigo',
        'Chocolate',
        'Tan',
      ],
      collections: [
        { name: 'Best boots of the season', kinds: ['boots'] },
        { name: 'The perfect white shirt', kinds: ['shirt'] },
        { name: 'City layers', kinds: ['coat', 'knit', 'trousers'] },
        { name: 'Sneakers worth queuing for', kinds: ['sneakers'] },
        { name: 'Tailor appointments', kinds: ['coat', 'trousers', 'shirt'] },
      ],
      looks: ['Monday, sorted', 'Downtown after dark'],
    },
    portrait: { skin: '#5c3a26', hair: '#141010', top: '#1f1f22', backdrop: '#dedad4', longHair: false },
  },
  {
    name: 'Sam Whitfield',
    username: 'samw',
    role: 'USER',
    bio: 'Saving things I will definitely buy one day.',
    website: null,
    currency: 'USD',
    portrait: { skin: '#f2d0b5', hair: '#5a3a22', top: '#2f5042', backdrop: '#dfe8df', longHair: false },
  },
  {
    name: 'Priya Raman',
    username: 'priya.r',
    role: 'USER',
    bio: 'Architect. Mostly black, occasionally burgundy.',
    website: null,
    currency: 'GBP',
    portrait: { skin: '#a86f4c', hair: '#151010', top: '#1f1f22', backdrop: '#e5e1ec', longHair: true },
  },
  {
    name: 'Tom Becker',
    username: 'tbecker',
    role: 'USER',
    bio: null,
    website: null,
    currency: 'HKD',
    portrait: { skin: '#eac4a6', hair: '#2e2a26', top: '#8fb3d1', backdrop: '#e3e9ee', longHair: false },
  },
];

export const BRANDS = [
  'Atelier Nord',
  'Maison Lune',
  'Fieldhouse',
  'Saltmarsh',
  'Hanne Berg',
  'Corvo',
  'Ridley & Ames',
  'Studio Kōen',
  'Larchmont',
  'Vela Vela',
  'Oberon Supply',
  'Casa Marisol',
  'Common Thread',
  'Nomad Atelier',
] as const;

export interface Colourway {
  name: string;
  colour: string;
}

export const COLOURS = {
  camel: { name: 'Camel', colour: '#c19a6b' },
  charcoal: { name: 'Charcoal', colour: '#3d3f45' },
  navy: { name: 'Navy', colour: '#26344f' },
  olive: { name: 'Olive', colour: '#6b6b3a' },
  cream: { name: 'Cream', colour: '#efe6d2' },
  burgundy: { name: 'Burgundy', colour: '#6e2639' },
  rust: { name: 'Rust', colour: '#b5562f' },
  forest: { name: 'Forest green', colour: '#2f5042' },
  black: { name: 'Black', colour: '#1f1f22' },
  stone: { name: 'Stone', colour: '#b8ad9c' },
  sky: { name: 'Sky blue', colour: '#8fb3d1' },
  blush: { name: 'Blush', colour: '#e6b7b0' },
  sage: { name: 'Sage', colour: '#9fb29a' },
  mustard: { name: 'Mustard', colour: '#d1a03c' },
  lavender: { name: 'Lavender', colour: '#b3a6cf' },
  white: { name: 'White', colour: '#f4f2ee' },
  chocolate: { name: 'Chocolate', colour: '#5a3a2a' },
  tan: { name: 'Tan', colour: '#a8703f' },
  indigo: { name: 'Indigo', colour: '#2d4466' },
  midWash: { name: 'Mid wash', colour: '#4a6f9c' },
  lightWash: { name: 'Light wash', colour: '#8aa8c8' },
  washedBlack: { name: 'Washed black', colour: '#2b2d33' },
  tortoise: { name: 'Tortoiseshell', colour: '#6b3f22' },
  emerald: { name: 'Emerald', colour: '#2e7d5b' },
  sapphire: { name: 'Sapphire', colour: '#2f4f9e' },
  pearl: { name: 'Pearl', colour: '#ece6dc' },
  ruby: { name: 'Ruby', colour: '#9b1f35' },
} satisfies Record<string, Colourway>;

/**
 * Colours that go with anything: a look may hold any number of them and at most one other colour family, as
 * a stylist would put one accent against neutrals.
 */
export const NEUTRALS: ReadonlySet<string> = new Set([
  'Camel',
  'Charcoal',
  'Navy',
  'Cream',
  'Black',
  'Stone',
  'White',
  'Chocolate',
  'Tan',
  'Indigo',
  'Mid wash',
  'Light wash',
  'Washed black',
  'Pearl',
  'Tortoiseshell',
  'Olive',
]);

export const GOLD = '#c9a45c';
export const SILVER = '#b9bcc2';

/** One kind of thing a shop sells under a category: its name, the words shops put before it, its price. */
export interface Item {
  noun: string;
  adjectives: readonly string[];
  /** Typical price range in US dollars; other currencies are converted and rounded as a shop would. */
  usd: readonly [number, number];
}

export interface Category {
  kind: ItemKind;
  /** Plural, as a shop's menu says it. */
  label: string;
  items: readonly Item[];
  colourways: readonly Colourway[];
  genders: readonly Gender[];
  patterns?: readonly ('stripes' | 'check' | 'none')[];
  /** Trim colours to choose from (buttons, frames, metal). */
  trims: readonly string[];
}

export const CATEGORIES: readonly Category[] = [
  {
    kind: 'coat',
    label: 'Coats',
    items: [
      { noun: 'wool coat', adjectives: ['Oversized', 'Tailored', 'Longline'], usd: [180, 520] },
      { noun: 'overcoat', adjectives: ['Tailored', 'Relaxed', 'Double-faced'], usd: [240, 690] },
      { noun: 'double-breasted coat', adjectives: ['Tailored', 'Longline'], usd: [260, 720] },
      { noun: 'car coat', adjectives: ['Relaxed', 'Waxed cotton'], usd: [190, 480] },
      { noun: 'cashmere-blend coat', adjectives: ['Longline', 'Oversized'], usd: [420, 890] },
    ],
    colourways: [
      COLOURS.camel,
      COLOURS.charcoal,
      COLOURS.navy,
      COLOURS.black,
      COLOURS.stone,
      COLOURS.olive,
      COLOURS.chocolate,
      COLOURS.cream,
    ],
    genders: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'],
    trims: [GOLD, '#3a2a1a', '#1d1d1d'],
  },
  {
    kind: 'knit',
    label: 'Knitwear',
    items: [
      { noun: 'cable-knit jumper', adjectives: ['Chunky', 'Wool'], usd: [90, 240] },
      { noun: 'crewneck sweater', adjectives: ['Fine-gauge', 'Brushed', 'Cropped'], usd: [60, 180] },
      { noun: 'merino jumper', adjectives: ['Fine-gauge', 'Ribbed'], usd: [70, 190] },
      { noun: 'fisherman sweater', adjectives: ['Chunky', 'Undyed wool'], usd: [120, 280] },
      { noun: 'cashmere crewneck', adjectives: ['Brushed', 'Relaxed'], usd: [180, 340] },
    ],
    colourways: [
      COLOURS.cream,
      COLOURS.navy,
      COLOURS.forest,
      COLOURS.burgundy,
      COLOURS.mustard,
      COLOURS.charcoal,
      COLOURS.sage,
      COLOURS.camel,
      COLOURS.lavender,
      COLOURS.blush,
    ],
    genders: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'],
    trims: [GOLD],
  },
  {
    kind: 'shirt',
    label: 'Shirts',
    items: [
      { noun: 'oxford shirt', adjectives: ['Classic', 'Boxy', 'Washed'], usd: [45, 140] },
      { noun: 'poplin shirt', adjectives: ['Crisp', 'Oversized', 'Organic cotton'], usd: [50, 160] },
      { noun: 'flannel overshirt', adjectives: ['Brushed', 'Heavyweight'], usd: [60, 170] },
      { noun: 'linen shirt', adjectives: ['Relaxed', 'Washed', 'Camp-collar'], usd: [55, 180] },
      { noun: 'silk shirt', adjectives: ['Fluid', 'Washed'], usd: [120, 260] },
    ],
    colourways: [
      COLOURS.white,
      COLOURS.sky,
      COLOURS.burgundy,
      COLOURS.olive,
      COLOURS.blush,
      COLOURS.navy,
      COLOURS.cream,
      COLOURS.black,
      COLOURS.rust,
    ],
    genders: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'],
    patterns: ['none', 'none', 'stripes', 'check'],
    trims: ['#f4f2ee', '#d9cfbd'],
  },
  {
    kind: 'trousers',
    label: 'Trousers',
    items: [
      { noun: 'pleated trousers', adjectives: ['High-rise', 'Wide'], usd: [90, 260] },
      { noun: 'wide-leg trousers', adjectives: ['High-rise', 'Fluid'], usd: [80, 240] },
      { noun: 'chinos', adjectives: ['Straight-leg', 'Tapered', 'Relaxed'], usd: [55, 140] },
      { noun: 'wool trousers', adjectives: ['Tailored', 'Straight-leg'], usd: [120, 320] },
      { noun: 'drawstring trousers', adjectives: ['Linen', 'Relaxed'], usd: [50, 130] },
    ],
    colourways: [
      COLOURS.stone,
      COLOURS.charcoal,
      COLOURS.olive,
      COLOURS.cream,
      COLOURS.black,
      COLOURS.chocolate,
      COLOURS.navy,
      COLOURS.camel,
    ],
    genders: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'],
    trims: ['#d9cfbd', '#2a2a2a'],
  },
  {
    kind: 'jeans',
    label: 'Denim',
    items: [
      { noun: 'selvedge jeans', adjectives: ['Raw', 'Rigid'], usd: [140, 260] },
      { noun: 'straight jeans', adjectives: ['Vintage', '90s', 'Organic'], usd: [60, 150] },
      { noun: 'barrel-leg jeans', adjectives: ['Stonewashed', 'High-rise'], usd: [70, 160] },
      { noun: 'wide-leg jeans', adjectives: ['High-rise', 'Vintage'], usd: [65, 150] },
      { noun: 'slim jeans', adjectives: ['Stretch', 'Organic'], usd: [55, 120] },
    ],
    colourways: [COLOURS.indigo, COLOURS.midWash, COLOURS.lightWash, COLOURS.washedBlack],
    genders: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'],
    trims: [GOLD, SILVER],
  },
  {
    kind: 'dress',
    label: 'Dresses',
    items: [
      { noun: 'slip dress', adjectives: ['Bias-cut', 'Satin'], usd: [60, 220] },
      { noun: 'midi dress', adjectives: ['Tiered', 'Draped', 'Wrap'], usd: [70, 240] },
      { noun: 'maxi dress', adjectives: ['Tiered', 'Printed', 'Flowing'], usd: [80, 260] },
      { noun: 'sundress', adjectives: ['Linen', 'Cotton', 'Smocked'], usd: [36, 88] },
      { noun: 'silk dress', adjectives: ['Draped', 'Bias-cut'], usd: [180, 480] },
    ],
    colourways: [
      COLOURS.rust,
      COLOURS.black,
      COLOURS.emerald,
      COLOURS.blush,
      COLOURS.lavender,
      COLOURS.cream,
      COLOURS.sapphire,
      COLOURS.mustard,
      COLOURS.ruby,
    ],
    genders: ['WOMENSWEAR'],
    patterns: ['none', 'none', 'none', 'stripes'],
    trims: [GOLD],
  },
  {
    kind: 'skirt',
    label: 'Skirts',
    items: [
      { noun: 'pleated skirt', adjectives: ['Sunray', 'Knife-pleat'], usd: [60, 190] },
      { noun: 'midi skirt', adjectives: ['Satin', 'Wrap', 'Flowing'], usd: [50, 170] },
      { noun: 'A-line skirt', adjectives: ['Cotton', 'Tailored'], usd: [45, 140] },
      { noun: 'wool skirt', adjectives: ['Tailored', 'Pleated'], usd: [90, 290] },
    ],
    colourways: [
      COLOURS.black,
      COLOURS.camel,
      COLOURS.sage,
      COLOURS.burgundy,
      COLOURS.stone,
      COLOURS.navy,
      COLOURS.cream,
      COLOURS.emerald,
      COLOURS.mustard,
    ],
    genders: ['WOMENSWEAR'],
    patterns: ['none', 'none', 'check'],
    trims: [GOLD, '#f4f2ee'],
  },
  {
    kind: 'sneakers',
    label: 'Sneakers',
    items: [
      { noun: 'leather sneakers', adjectives: ['Minimal', 'Premium'], usd: [110, 320] },
      { noun: 'court sneakers', adjectives: ['Retro', 'Classic'], usd: [70, 160] },
      { noun: 'runners', adjectives: ['Retro', 'Everyday'], usd: [80, 180] },
      { noun: 'suede trainers', adjectives: ['Classic', 'Low-profile'], usd: [75, 170] },
      { noun: 'canvas low-tops', adjectives: ['Everyday', 'Classic'], usd: [45, 95] },
    ],
    colourways: [
      COLOURS.white,
      COLOURS.cream,
      COLOURS.blush,
      COLOURS.sky,
      COLOURS.black,
      COLOURS.sage,
      COLOURS.stone,
    ],
    genders: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'],
    trims: ['#26344f', '#2f5042', '#b5562f', '#c9b48a'],
  },
  {
    kind: 'boots',
    label: 'Boots',
    items: [
      { noun: 'Chelsea boots', adjectives: ['Classic', 'Italian'], usd: [150, 420] },
      { noun: 'ankle boots', adjectives: ['Heeled', 'Leather'], usd: [140, 380] },
      { noun: 'suede boots', adjectives: ['Handmade', 'Soft'], usd: [160, 420] },
      { noun: 'work boots', adjectives: ['Goodyear-welted', 'Waxed'], usd: [220, 620] },
      { noun: 'lug-sole boots', adjectives: ['Chunky', 'Waxed'], usd: [160, 360] },
    ],
    colourways: [COLOURS.black, COLOURS.chocolate, COLOURS.tan, COLOURS.burgundy, COLOURS.stone],
    genders: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'],
    trims: ['#2b2622'],
  },
  {
    kind: 'bag',
    label: 'Bags',
    items: [
      { noun: 'leather tote', adjectives: ['Structured', 'Soft'], usd: [180, 620] },
      { noun: 'top-handle bag', adjectives: ['Structured', 'Mini', 'Grained'], usd: [240, 1450] },
      { noun: 'satchel', adjectives: ['Grained', 'Everyday'], usd: [160, 520] },
      { noun: 'shoulder bag', adjectives: ['Soft', 'Mini'], usd: [120, 480] },
      { noun: 'canvas tote', adjectives: ['Everyday', 'Heavyweight'], usd: [35, 95] },
    ],
    colourways: [
      COLOURS.tan,
      COLOURS.black,
      COLOURS.burgundy,
      COLOURS.sage,
      COLOURS.cream,
      COLOURS.chocolate,
      COLOURS.lavender,
      COLOURS.emerald,
      COLOURS.stone,
    ],
    genders: ['WOMENSWEAR', 'UNISEX'],
    trims: [GOLD, SILVER],
  },
  {
    kind: 'sunglasses',
    label: 'Sunglasses',
    items: [
      { noun: 'sunglasses', adjectives: ['Oversized', 'Classic'], usd: [90, 260] },
      { noun: 'square sunglasses', adjectives: ['Polarised', 'Handmade'], usd: [120, 320] },
      { noun: 'acetate sunglasses', adjectives: ['Handmade', 'Vintage'], usd: [150, 420] },
      { noun: 'D-frame sunglasses', adjectives: ['Classic', 'Vintage'], usd: [110, 300] },
    ],
    colourways: [COLOURS.tortoise, COLOURS.black, COLOURS.mustard, COLOURS.rust, COLOURS.sage],
    genders: ['UNISEX'],
    trims: ['#1d1a18', '#6b3f22', '#ece6dc', GOLD],
  },
  {
    kind: 'necklace',
    label: 'Jewellery',
    items: [
      { noun: 'pendant necklace', adjectives: ['Gold-plated', 'Delicate'], usd: [40, 180] },
      { noun: 'chain and hoops set', adjectives: ['Recycled gold', 'Sterling silver'], usd: [120, 680] },
      { noun: 'charm necklace', adjectives: ['Gold-plated', 'Vintage-inspired'], usd: [60, 240] },
      { noun: 'gemstone pendant', adjectives: ['Recycled gold', 'Sterling silver'], usd: [160, 680] },
    ],
    colourways: [COLOURS.emerald, COLOURS.sapphire, COLOURS.pearl, COLOURS.ruby, COLOURS.lavender],
    genders: ['WOMENSWEAR', 'UNISEX'],
    trims: [GOLD, SILVER],
  },
];

/** Soft studio backdrops for product shots and surfaces for flat-lays. */
export const BACKDROPS = [
  '#efe7dd',
  '#e3e9ee',
  '#eddcd6',
  '#e2e8df',
  '#ede4d0',
  '#e5e1ec',
  '#e8ecec',
  '#f1e6da',
] as const;

/** US-dollar rates a demo shop might use, with the step its prices are rounded to. */
export const PRICE_CONVERSION: Record<Currency, { perUsd: number; step: number }> = {
  USD: { perUsd: 1, step: 5 },
  AUD: { perUsd: 1.5, step: 5 },
  EUR: { perUsd: 0.92, step: 5 },
  GBP: { perUsd: 0.79, step: 5 },
  HKD: { perUsd: 7.8, step: 10 },
  JPY: { perUsd: 150, step: 100 },
  KRW: { perUsd: 1350, step: 1000 },
  IDR: { perUsd: 15800, step: 10000 },
};

export interface LookRecipe {
  title: string;
  description: string;
  /** In flat-lay slot order: big top piece, bottoms, bag, shoes, small accessory. */
  kinds: readonly ItemKind[];
}

/** Every look of the demo; each stylist's style names two. */
export const LOOK_RECIPES: readonly LookRecipe[] = [
  {
    title: 'Sunday gallery walk',
    description: 'Soft tailoring, easy shoes, one good bag.',
    kinds: ['coat', 'trousers', 'bag', 'sneakers', 'sunglasses'],
  },
  {
    title: 'Pleats and a good coat',
    description: 'Movement below, structure above.',
    kinds: ['coat', 'skirt', 'bag', 'boots', 'necklace'],
  },
  {
    title: 'First frost',
    description: 'Wool on wool, boots that can take a puddle.',
    kinds: ['knit', 'jeans', 'bag', 'boots'],
  },
  {
    title: 'Market run',
    description: 'Knit, easy trousers, sneakers. Nothing precious.',
    kinds: ['knit', 'trousers', 'bag', 'sneakers'],
  },
  {
    title: 'Layers on layers',
    description: 'A long coat over easy trousers, all in one family of colour.',
    kinds: ['coat', 'trousers', 'bag', 'sneakers', 'sunglasses'],
  },
  {
    title: 'Tokyo Saturday',
    description: 'Wide denim, a soft knit and shoes for walking all day.',
    kinds: ['knit', 'jeans', 'bag', 'sneakers'],
  },
  {
    title: 'Lisbon, late lunch',
    description: 'Linen shirt, light denim, sunglasses on.',
    kinds: ['shirt', 'jeans', 'bag', 'sneakers', 'sunglasses'],
  },
  {
    title: 'Golden hour',
    description: 'Warm colours for the last hour of sun.',
    kinds: ['dress', 'bag', 'sneakers', 'sunglasses', 'necklace'],
  },
  {
    title: 'Cherry blossom Sunday',
    description: 'Pastels that stay grown-up.',
    kinds: ['knit', 'skirt', 'bag', 'sneakers', 'necklace'],
  },
  {
    title: 'Desk to dinner',
    description: 'A shirt and trousers that go out after work with one swap of bag.',
    kinds: ['shirt', 'trousers', 'bag', 'sneakers', 'necklace'],
  },
  {
    title: 'Garden wedding',
    description: 'Colour, comfortable shoes and a bag for the confetti.',
    kinds: ['dress', 'bag', 'sneakers', 'necklace'],
  },
  {
    title: 'Sunset in Canggu',
    description: 'Flowing skirt, a crisp shirt, shades.',
    kinds: ['shirt', 'skirt', 'bag', 'sneakers', 'sunglasses'],
  },
  {
    title: 'Bondi brunch',
    description: 'Sundress, sneakers, sunglasses: done.',
    kinds: ['dress', 'bag', 'sneakers', 'sunglasses'],
  },
  {
    title: 'Golden hour drinks',
    description: 'Denim and a good shirt from the beach to the bar.',
    kinds: ['shirt', 'jeans', 'bag', 'sneakers', 'sunglasses'],
  },
  {
    title: 'Monday, sorted',
    description: 'The office uniform that still feels like you.',
    kinds: ['shirt', 'trousers', 'bag', 'boots', 'sunglasses'],
  },
  {
    title: 'Downtown after dark',
    description: 'Dark denim, a heavy coat, boots that have seen things.',
    kinds: ['coat', 'jeans', 'bag', 'boots'],
  },
];

/** What shoppers call their private collections: wish lists and half-made plans, holding anything. */
export const PRIVATE_COLLECTION_NAMES = ['Wish list', 'Maybe later', 'Birthday ideas', 'To try on'];

/**
 * Shoppers who follow, like, save, click and pay for subscriptions in the demo history (history.ts), so a
 * stylist's dashboard has an audience. They have no products or pictures of their own.
 */
export const AUDIENCE_NAMES: readonly string[] = [
  'Nina Kowalski',
  'Daniel Osei',
  'Hana Sato',
  'Leo Marchetti',
  'Grace Mwangi',
  'Oliver Brandt',
  'Isabel Cruz',
  'Yusuf Demir',
  'Chloe Martin',
  'Arjun Mehta',
  'Freya Olsen',
  'Mateo Silva',
  'Zoe Papadopoulos',
  'Kenji Watanabe',
  'Amelia Hughes',
  'Samuel Adeyemi',
  'Elena Popescu',
  'Ivy Chen',
  'Lucas Moreau',
  'Maya Rosen',
  'Tariq Haddad',
  'Sofia Lindgren',
  'Minh Nguyen',
  'Camille Dubois',
  'Ethan Brooks',
  'Aiko Yamamoto',
  'Rafael Costa',
  'Noor Rahman',
  'Jack Thompson',
  'Seo-yeon Kim',
  'Ana Ribeiro',
  'Finn Gallagher',
];
