import { CURRENCIES, toMinorUnits, type Currency, type Gender } from '@stylebook/contracts';
import {
  FLAT_LAY_SLOTS,
  ITEM_KINDS,
  type FlatLaySlot,
  type ItemArt,
  type ItemKind,
  type ShotView,
} from './artwork.ts';
import {
  BACKDROPS,
  BRANDS,
  CATEGORIES,
  COLLECTION_THEMES,
  DEMO_PEOPLE,
  LOOK_RECIPES,
  PRICE_CONVERSION,
  PRIVATE_COLLECTION_NAMES,
  type Category,
  type DemoPerson,
} from './catalogue.ts';
import type { Random } from './random.ts';

/**
 * The demo catalogue as plain data, decided by the PRNG alone: who exists, what they own, which pictures
 * to draw. seed.ts renders the pictures and writes the rows.
 */

export const PRODUCT_COUNT = 200;
const COLOURWAYS_PER_CATEGORY = 4;
const PRODUCTS_PER_USER = 8;
const ARCHIVED_COLLECTIONS = 2;
/**
 * Products are made 18 hours apart, newest first, so the catalogue grew over the five months of demo history
 * (history.ts) and a product's likes and clicks come after it was made.
 */
const PRODUCT_AGE_STEP_MINUTES = 18 * 60;
const DAY_MINUTES = 24 * 60;

/** One product shot to render; `id` names it inside the plan until it has a media key. */
export interface ShotPlan {
  id: string;
  art: ItemArt;
  backdrop: string;
  view: ShotView;
}

/** A garment in one colourway, shot from two views; several products may show it. */
interface Design {
  category: Category;
  colourName: string;
  art: ItemArt;
  shots: [ShotPlan, ShotPlan];
}

export interface UserPlan {
  id: string;
  person: DemoPerson;
  email: string;
}

export interface ProductPlan {
  id: string;
  ownerId: string;
  kind: ItemKind;
  art: ItemArt;
  description: string;
  brand: string;
  priceMinor: number;
  currency: Currency;
  gender: Gender;
  purchaseUrl: string;
  canonicalUrl: string;
  /** Shot ids, cover first. */
  shotIds: string[];
  isFeatured: boolean;
  /** How long before the seed ran it was created; the feed shows newest first. */
  ageMinutes: number;
}

export type Visibility = 'public' | 'private' | 'paid';

export interface CollectionPlan {
  id: string;
  ownerId: string;
  name: string;
  visibility: Visibility;
  archived: boolean;
  productIds: string[];
  lookIds: string[];
  ageMinutes: number;
}

export interface LookPlan {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  /** In order; each lies in its flat-lay slot, which is also where its pin goes. */
  items: { productId: string; art: ItemArt; slot: FlatLaySlot }[];
  surface: string;
  ageMinutes: number;
}

export interface FollowPlan {
  followerId: string;
  followeeId: string;
}

export interface CataloguePlan {
  users: UserPlan[];
  follows: FollowPlan[];
  shots: ShotPlan[];
  products: ProductPlan[];
  collections: CollectionPlan[];
  looks: LookPlan[];
}

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');

/** Designs ordered so that neighbours differ in kind: a page of the newest products is never all coats. */
function planDesigns(random: Random): Design[] {
  const perCategory = CATEGORIES.map((category) =>
    random.sample(category.colourways, COLOURWAYS_PER_CATEGORY).map((colourway, i): Design => {
      const art: ItemArt = {
        kind: category.kind,
        colour: colourway.colour,
        trim: random.pick(category.trims),
        pattern: category.patterns ? random.pick(category.patterns) : 'none',
      };
      const id = `${category.kind}-${slug(colourway.name)}`;
      const shot = (view: ShotView): ShotPlan => ({
        id: `${id}-${view}`,
        art,
        backdrop: random.pick(BACKDROPS),
        view,
      });
      return {
        category,
        colourName: colourway.name,
        art,
        shots: [shot('front'), shot(i % 2 ? 'detail' : 'angled')],
      };
    }),
  );
  return Array.from({ length: COLOURWAYS_PER_CATEGORY }, (_, i) =>
    perCategory.map((designs) => designs[i]!),
  ).flat();
}

function priceIn(currency: Currency, usd: number): number {
  const { perUsd, step } = PRICE_CONVERSION[currency];
  return toMinorUnits(Math.max(step, Math.round((usd * perUsd) / step) * step), currency);
}

function planUsers(random: Random): UserPlan[] {
  return DEMO_PEOPLE.map((person) => ({
    id: random.uuid(),
    person,
    email: `${person.username.replaceAll('.', '')}@demo.stylebook.local`,
  }));
}

function planProducts(random: Random, users: UserPlan[], designs: Design[]): ProductPlan[] {
  const stylists = users.filter((user) => user.person.role === 'STYLIST');
  const others = users.filter((user) => user.person.role !== 'STYLIST');
  const owners = random.shuffle([
    ...others.flatMap((user) => Array<string>(PRODUCTS_PER_USER).fill(user.id)),
    ...Array.from(
      { length: PRODUCT_COUNT - others.length * PRODUCTS_PER_USER },
      (_, i) => stylists[i % stylists.length]!.id,
    ),
  ]);
  const currencies = CURRENCIES.map(({ code }) => code);
  const userIds = new Set(others.map((user) => user.id));

  return owners.map((ownerId, i) => {
    const design = designs[i % designs.length]!;
    const { category } = design;
    // Alternate the cover view each time the designs come round again, so repeats look different.
    const [first, second] =
      Math.floor(i / designs.length) % 2 ? [design.shots[1], design.shots[0]] : design.shots;
    const siblings = designs.filter((other) => other.category === category && other !== design);
    const extraShots = random.sample(siblings, random.int(0, 2)).map((other) => other.shots[0].id);
    const shotIds = [first.id, ...(random.chance(0.8) ? [second.id] : []), ...extraShots];
    const description = `${random.pick(category.adjectives)} ${design.colourName.toLowerCase()} ${random.pick(category.nouns)}`;
    const brand = random.pick(BRANDS);
    const currency = i < currencies.length ? currencies[i]! : random.pick(currencies);
    const canonicalUrl = `https://shop.example/${slug(brand)}/products/${slug(description)}-${1000 + i}`;
    return {
      id: random.uuid(),
      ownerId,
      kind: category.kind,
      art: design.art,
      description: description.charAt(0).toUpperCase() + description.slice(1),
      brand,
      priceMinor: priceIn(currency, random.between(...category.priceUsd)),
      currency,
      gender: random.pick(category.genders),
      purchaseUrl: random.chance(0.3) ? `${canonicalUrl}?utm_source=stylebook` : canonicalUrl,
      canonicalUrl,
      shotIds,
      // A few users' finds are promoted to the feed by hand.
      isFeatured: userIds.has(ownerId) && i % 3 === 0,
      ageMinutes: i * PRODUCT_AGE_STEP_MINUTES + random.int(0, 40),
    };
  });
}

/** Up to `count` of the owner's products, those of the theme's kinds first. */
function pickProducts(
  random: Random,
  owned: ProductPlan[],
  kinds: readonly ItemKind[],
  count: number,
): string[] {
  const themed = random.shuffle(owned.filter((product) => kinds.includes(product.kind)));
  const rest = random.shuffle(owned.filter((product) => !kinds.includes(product.kind)));
  return [...themed, ...rest].slice(0, count).map((product) => product.id);
}

function planCollections(random: Random, users: UserPlan[], products: ProductPlan[]): CollectionPlan[] {
  const ownedBy = (userId: string) => products.filter((product) => product.ownerId === userId);
  const stylists = users.filter((user) => user.person.role === 'STYLIST');
  const themes = random.shuffle(COLLECTION_THEMES);
  // Each stylist: three public, one paid-only and one private collection.
  const stylistVisibilities: Visibility[] = ['public', 'public', 'public', 'paid', 'private'];
  const collections: CollectionPlan[] = stylists.flatMap((stylist, s) =>
    stylistVisibilities.map((visibility, v) => {
      const theme = themes[(s * stylistVisibilities.length + v) % themes.length]!;
      return {
        id: random.uuid(),
        ownerId: stylist.id,
        name: theme.name,
        visibility,
        archived: false,
        productIds: pickProducts(random, ownedBy(stylist.id), theme.kinds, random.int(4, 12)),
        lookIds: [],
        ageMinutes: random.int(60, 140 * DAY_MINUTES),
      };
    }),
  );
  for (const collection of collections
    .filter((c) => c.visibility === 'public')
    .slice(-ARCHIVED_COLLECTIONS)) {
    collection.archived = true;
  }
  const others = users.filter((user) => user.person.role !== 'STYLIST');
  const names = random.shuffle(PRIVATE_COLLECTION_NAMES);
  others.forEach((user, u) => {
    const count = u === 0 ? 2 : 1;
    for (let i = 0; i < count; i++) {
      collections.push({
        id: random.uuid(),
        ownerId: user.id,
        name: names[(u * 2 + i) % names.length]!,
        visibility: 'private',
        archived: false,
        productIds: pickProducts(random, ownedBy(user.id), ITEM_KINDS, random.int(4, PRODUCTS_PER_USER)),
        lookIds: [],
        ageMinutes: random.int(60, 30 * DAY_MINUTES),
      });
    }
  });
  return collections;
}

function planLooks(
  random: Random,
  users: UserPlan[],
  products: ProductPlan[],
  collections: CollectionPlan[],
): LookPlan[] {
  const stylists = users.filter((user) => user.person.role === 'STYLIST');
  return LOOK_RECIPES.map((recipe, r) => {
    const owner = stylists[r % stylists.length]!;
    const owned = products.filter((product) => product.ownerId === owner.id);
    const chosen = new Set<string>();
    const items = recipe.kinds.flatMap((kind, slotIndex) => {
      const product = random.shuffle(owned).find((p) => p.kind === kind && !chosen.has(p.id));
      if (!product) return [];
      chosen.add(product.id);
      return [{ productId: product.id, art: product.art, slot: FLAT_LAY_SLOTS[slotIndex]! }];
    });
    const look: LookPlan = {
      id: random.uuid(),
      ownerId: owner.id,
      title: recipe.title,
      description: recipe.description,
      items,
      surface: random.pick(BACKDROPS),
      ageMinutes: random.int(60, 120 * DAY_MINUTES),
    };
    // Every other look is filed into one of its owner's public collections; the rest stand alone.
    const home = collections.find((c) => c.ownerId === owner.id && c.visibility === 'public' && !c.archived);
    if (home && r % 2 === 0) home.lookIds.push(look.id);
    return look;
  });
}

/** Everyone subscribes to every stylist but themselves, so profiles open with subscribers to page through. */
function planFollows(users: UserPlan[]): FollowPlan[] {
  const stylists = users.filter((user) => user.person.role === 'STYLIST');
  return users.flatMap((follower) =>
    stylists
      .filter((stylist) => stylist.id !== follower.id)
      .map((stylist) => ({ followerId: follower.id, followeeId: stylist.id })),
  );
}

export function planCatalogue(random: Random): CataloguePlan {
  const designs = planDesigns(random);
  const users = planUsers(random);
  const products = planProducts(random, users, designs);
  const collections = planCollections(random, users, products);
  const looks = planLooks(random, users, products, collections);
  return {
    users,
    follows: planFollows(users),
    shots: designs.flatMap((design) => design.shots),
    products,
    collections,
    looks,
  };
}
