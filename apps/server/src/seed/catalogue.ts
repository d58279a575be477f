import type { Currency, Gender, Role } from '@stylebook/contracts';
import type { ItemKind } from './artwork.ts';

/** The demo catalogue's fixed ingredients; seed.ts combines them with a seeded PRNG. */

export interface DemoPerson {
  name: string;
  username: string;
  role: Role;
  bio: string | null;
  website: string | null;
  portrait: { skin: string; hair: string; top: string; backdrop: string; longHair: boolean };
}

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    name: 'Amara Okafor',
    username: 'amara.edits',
    role: 'STYLIST',
    bio: 'London stylist. Quiet tailoring, loud accessories. Editing capsule wardrobes since 2014.',
    website: 'https://amara-edits.example',
    portrait: { skin: '#8d5a3b', hair: '#1d1411', top: '#c19a6b', backdrop: '#e8d5c4', longHair: true },
  },
  {
    name: 'Jonas Lindqvist',
    username: 'jonas.wears',
    role: 'STYLIST',
    bio: 'Stockholm. Workwear, wool and well-made boots. Buy less, choose well.',
    website: 'https://jonaswears.example',
    portrait: { skin: '#f0c9a8', hair: '#b08a57', top: '#26344f', backdrop: '#d5dde6', longHair: false },
  },
  {
    name: 'Mei Tanaka',
    username: 'mei.tanaka',
    role: 'STYLIST',
    bio: 'Tokyo-based stylist for editorials and real life. Layering, texture, a little colour.',
    website: null,
    portrait: { skin: '#e8c3a0', hair: '#221a18', top: '#6e2639', backdrop: '#eddcd6', longHair: true },
  },
  {
    name: 'Lucía Herrera',
    username: 'lucia.h.style',
    role: 'STYLIST',
    bio: 'Madrid. Sun-faded linen, vintage denim and gold that never comes off.',
    website: 'https://luciaherrera.example',
    portrait: { skin: '#c99574', hair: '#3a2418', top: '#efe6d2', backdrop: '#efe0c8', longHair: true },
  },
  {
    name: 'Sam Whitfield',
    username: 'samw',
    role: 'USER',
    bio: 'Saving things I will definitely buy one day.',
    website: null,
    portrait: { skin: '#f2d0b5', hair: '#5a3a22', top: '#2f5042', backdrop: '#dfe8df', longHair: false },
  },
  {
    name: 'Priya Raman',
    username: 'priya.r',
    role: 'USER',
    bio: 'Architect. Mostly black, occasionally burgundy.',
    website: null,
    portrait: { skin: '#a86f4c', hair: '#151010', top: '#1f1f22', backdrop: '#e5e1ec', longHair: true },
  },
  {
    name: 'Tom Becker',
    username: 'tbecker',
    role: 'USER',
    bio: null,
    website: null,
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

const C = {
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

export const GOLD = '#c9a45c';
export const SILVER = '#b9bcc2';

export interface Category {
  kind: ItemKind;
  /** Plural, as a shop's menu says it. */
  label: string;
  nouns: readonly string[];
  adjectives: readonly string[];
  colourways: readonly Colourway[];
  genders: readonly Gender[];
  /** Typical price range in US dollars; other currencies are converted and rounded like a shop would. */
  priceUsd: readonly [number, number];
  patterns?: readonly ('stripes' | 'check' | 'none')[];
  /** Trim colours to choose from (buttons, frames, metal). */
  trims: readonly string[];
}

export const CATEGORIES: readonly Category[] = [
  {
    kind: 'coat',
    label: 'Coats',
    nouns: ['wool coat', 'overcoat', 'double-breasted coat', 'car coat', 'cashmere-blend coat'],
    adjectives: ['Oversized', 'Tailored', 'Longline', 'Relaxed', 'Double-faced'],
    colourways: [C.camel, C.charcoal, C.navy, C.black, C.stone, C.olive],
    genders: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'],
    priceUsd: [180, 890],
    trims: [GOLD, '#3a2a1a', '#1d1d1d'],
  },
  {
    kind: 'knit',
    label: 'Knitwear',
    nouns: [
      'cable-knit jumper',
      'crewneck sweater',
      'merino jumper',
      'fisherman sweater',
      'lambswool crewneck',
    ],
    adjectives: ['Chunky', 'Fine-gauge', 'Brushed', 'Ribbed', 'Cropped'],
    colourways: [C.cream, C.navy, C.forest, C.burgundy, C.mustard, C.charcoal, C.sage],
    genders: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'],
    priceUsd: [70, 340],
    trims: [GOLD],
  },
  {
    kind: 'shirt',
    label: 'Shirts',
    nouns: ['oxford shirt', 'poplin shirt', 'flannel overshirt', 'linen shirt', 'camp-collar shirt'],
    adjectives: ['Relaxed', 'Classic', 'Boxy', 'Washed', 'Organic cotton'],
    colourways: [C.white, C.sky, C.burgundy, C.olive, C.blush, C.navy],
    genders: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'],
    priceUsd: [45, 220],
    patterns: ['none', 'stripes', 'check'],
    trims: ['#f4f2ee', '#d9cfbd'],
  },
  {
    kind: 'trousers',
    label: 'Trousers',
    nouns: ['pleated trousers', 'wide-leg trousers', 'chinos', 'wool trousers', 'tailored trousers'],
    adjectives: ['High-rise', 'Straight-leg', 'Tapered', 'Relaxed', 'Cropped'],
    colourways: [C.stone, C.charcoal, C.olive, C.cream, C.black, C.chocolate],
    genders: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'],
    priceUsd: [60, 320],
    trims: ['#d9cfbd', '#2a2a2a'],
  },
  {
    kind: 'jeans',
    label: 'Denim',
    nouns: ['selvedge jeans', 'straight jeans', 'barrel-leg jeans', 'rigid jeans', 'wide-leg jeans'],
    adjectives: ['Vintage', 'Raw', '90s', 'Organic', 'Stonewashed'],
    colourways: [C.indigo, C.midWash, C.lightWash, C.washedBlack],
    genders: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'],
    priceUsd: [55, 260],
    trims: [GOLD, SILVER],
  },
  {
    kind: 'dress',
    label: 'Dresses',
    nouns: ['slip dress', 'midi dress', 'maxi dress', 'sundress', 'satin dress'],
    adjectives: ['Bias-cut', 'Tiered', 'Linen', 'Silk', 'Draped'],
    colourways: [C.rust, C.black, C.emerald, C.blush, C.lavender, C.cream],
    genders: ['WOMENSWEAR'],
    priceUsd: [80, 480],
    trims: [GOLD],
  },
  {
    kind: 'skirt',
    label: 'Skirts',
    nouns: ['pleated skirt', 'midi skirt', 'A-line skirt', 'wool skirt', 'maxi skirt'],
    adjectives: ['Sunray', 'Knife-pleat', 'Wrap', 'Flowing', 'Tailored'],
    colourways: [C.black, C.camel, C.sage, C.burgundy, C.stone, C.navy],
    genders: ['WOMENSWEAR'],
    priceUsd: [50, 290],
    trims: [GOLD, '#f4f2ee'],
  },
  {
    kind: 'sneakers',
    label: 'Sneakers',
    nouns: ['leather sneakers', 'court sneakers', 'runners', 'suede trainers', 'low-tops'],
    adjectives: ['Minimal', 'Retro', 'Everyday', 'Premium', 'Classic'],
    colourways: [C.white, C.cream, C.blush, C.sky, C.black, C.sage],
    genders: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'],
    priceUsd: [70, 320],
    trims: ['#26344f', '#2f5042', '#b5562f', '#c9b48a'],
  },
  {
    kind: 'boots',
    label: 'Boots',
    nouns: ['Chelsea boots', 'ankle boots', 'suede boots', 'leather boots', 'lug-sole boots'],
    adjectives: ['Handmade', 'Classic', 'Waxed', 'Italian', 'Goodyear-welted'],
    colourways: [C.black, C.chocolate, C.tan, C.burgundy, C.stone],
    genders: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'],
    priceUsd: [140, 620],
    trims: ['#2b2622'],
  },
  {
    kind: 'bag',
    label: 'Bags',
    nouns: ['leather tote', 'top-handle bag', 'satchel', 'shoulder bag', 'work bag'],
    adjectives: ['Structured', 'Grained', 'Soft', 'Mini', 'Everyday'],
    colourways: [C.tan, C.black, C.burgundy, C.sage, C.cream, C.chocolate, C.lavender],
    genders: ['WOMENSWEAR', 'UNISEX'],
    priceUsd: [120, 1450],
    trims: [GOLD, SILVER],
  },
  {
    kind: 'sunglasses',
    label: 'Sunglasses',
    nouns: ['sunglasses', 'square sunglasses', 'acetate sunglasses', 'D-frame sunglasses'],
    adjectives: ['Oversized', 'Classic', 'Polarised', 'Handmade', 'Vintage'],
    colourways: [C.tortoise, C.black, C.mustard, C.rust, C.sage],
    genders: ['UNISEX'],
    priceUsd: [90, 420],
    trims: ['#1d1a18', '#6b3f22', '#ece6dc', GOLD],
  },
  {
    kind: 'necklace',
    label: 'Jewellery',
    nouns: ['pendant necklace', 'chain and hoops set', 'charm necklace', 'gemstone pendant'],
    adjectives: ['Gold-plated', 'Sterling silver', 'Recycled gold', 'Delicate', 'Vintage-inspired'],
    colourways: [C.emerald, C.sapphire, C.pearl, C.ruby, C.lavender],
    genders: ['WOMENSWEAR', 'UNISEX'],
    priceUsd: [40, 680],
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
  JPY: { perUsd: 150, step: 1000 },
  KRW: { perUsd: 1350, step: 10000 },
  IDR: { perUsd: 15800, step: 50000 },
};

export interface CollectionTheme {
  name: string;
  kinds: readonly ItemKind[];
}

export const COLLECTION_THEMES: readonly CollectionTheme[] = [
  { name: 'Autumn layers', kinds: ['coat', 'knit', 'boots', 'trousers'] },
  { name: 'The quiet luxury edit', kinds: ['coat', 'knit', 'bag', 'trousers', 'necklace'] },
  { name: 'Weekend in Lisbon', kinds: ['shirt', 'dress', 'sunglasses', 'sneakers', 'bag'] },
  { name: 'Office capsule', kinds: ['shirt', 'trousers', 'coat', 'bag', 'boots'] },
  { name: 'Denim forever', kinds: ['jeans', 'shirt', 'sneakers', 'boots'] },
  { name: 'Gallery opening', kinds: ['dress', 'skirt', 'necklace', 'bag', 'boots'] },
  { name: 'Rainy day essentials', kinds: ['coat', 'boots', 'knit', 'bag'] },
  { name: 'Summer linen', kinds: ['shirt', 'dress', 'sunglasses', 'skirt', 'sneakers'] },
  { name: 'Gold that never comes off', kinds: ['necklace', 'sunglasses', 'bag'] },
  { name: 'Knits worth the money', kinds: ['knit'] },
  { name: 'Best boots of the season', kinds: ['boots', 'sneakers'] },
  { name: 'First date, no stress', kinds: ['shirt', 'jeans', 'dress', 'necklace', 'sneakers'] },
  { name: 'The archive picks', kinds: ['coat', 'bag', 'boots', 'necklace'] },
  { name: 'Travel light', kinds: ['trousers', 'knit', 'sneakers', 'bag', 'sunglasses'] },
  { name: 'Wedding guest', kinds: ['dress', 'skirt', 'necklace', 'bag'] },
  { name: 'Monochrome week', kinds: ['coat', 'trousers', 'knit', 'boots', 'bag'] },
  { name: 'Under 100', kinds: ['shirt', 'knit', 'jeans', 'sneakers', 'necklace'] },
  { name: 'Workwear, softened', kinds: ['jeans', 'shirt', 'boots', 'coat'] },
  { name: 'Investment pieces', kinds: ['coat', 'bag', 'boots'] },
  { name: 'Holiday party', kinds: ['dress', 'necklace', 'bag', 'skirt'] },
];

/** Private collections as users keep them: wish lists and half-made plans. */
export const PRIVATE_COLLECTION_NAMES = [
  'Wish list',
  'Maybe later',
  'Birthday ideas',
  'Moodboard',
  'To try on',
];

export interface LookRecipe {
  title: string;
  description: string;
  /** In flat-lay slot order: big top piece, bottoms, shoes, bag, small accessory. */
  kinds: readonly ItemKind[];
}

export const LOOK_RECIPES: readonly LookRecipe[] = [
  {
    title: 'Sunday gallery walk',
    description: 'Soft tailoring, easy shoes, one good bag.',
    kinds: ['coat', 'trousers', 'bag', 'sneakers', 'sunglasses'],
  },
  {
    title: 'First frost',
    description: 'Wool on wool, boots that can take a puddle.',
    kinds: ['knit', 'jeans', 'bag', 'boots', 'necklace'],
  },
  {
    title: 'Lisbon, late lunch',
    description: 'Linen shirt, light denim, sunglasses on.',
    kinds: ['shirt', 'jeans', 'bag', 'sneakers', 'sunglasses'],
  },
  {
    title: 'Dinner at eight',
    description: 'A slip dress and one piece of gold.',
    kinds: ['dress', 'bag', 'boots', 'necklace'],
  },
  {
    title: 'Monday, sorted',
    description: 'The office uniform that still feels like you.',
    kinds: ['shirt', 'trousers', 'bag', 'boots', 'sunglasses'],
  },
  {
    title: 'Pleats and a good coat',
    description: 'Movement below, structure above.',
    kinds: ['coat', 'skirt', 'bag', 'boots', 'necklace'],
  },
  {
    title: 'Market run',
    description: 'Knit, jeans, sneakers. Nothing precious.',
    kinds: ['knit', 'jeans', 'bag', 'sneakers', 'sunglasses'],
  },
  {
    title: 'Golden hour',
    description: 'Warm colours for the last hour of sun.',
    kinds: ['dress', 'bag', 'sneakers', 'sunglasses', 'necklace'],
  },
];

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
];
