import { toMinorUnits, type Currency, type Gender } from '@stylebook/contracts';
import { FLAT_LAY_SLOTS, type FlatLaySlot, type ItemArt, type ItemKind, type ShotView } from './artwork.ts';
import {
  BACKDROPS,
  BRANDS,
  CATEGORIES,
  DEMO_PEOPLE,
  GOLD,
  LOOK_RECIPES,
  NEUTRALS,
  PRICE_CONVERSION,
  PRIVATE_COLLECTION_NAMES,
  SILVER,
  type Category,
  type CollectionTheme,
  type Colourway,
  type DemoPerson,
  type Item,
  type Style,
} from './catalogue.ts';
import type { Random } from './random.ts';

/**
 * The demo catalogue as plain data, decided by the PRNG alone: who exists, what they own, which pictures
 * to draw. Each stylist posts in their own style and currency; each product is one item, shown from a few
 * views of that item; a collection holds only what its name says; a look is one stylist's outfit around
 * at most one accent colour. seed.ts renders the pictures and writes the rows.
 */

/** Each stylist's products at least: those made for their looks and collections, then loose finds. */
const PRODUCTS_PER_STYLIST = 22;
/** A shopper's own finds, and the stylists' products they saved a copy of. */
const SHOPPER_FINDS = 4;
const SHOPPER_COPIES = 4;
/** How many products a stylist's collection holds, and how many of them another collection may share. */
const COLLECTION_SIZE = [3, 5] as const;
const SHARED_PER_COLLECTION = 2;
/** The third public collection of the last stylists is archived, so owners see their archive. */
const ARCHIVED_COLLECTIONS = 2;
/** How likely a look's item is to take the look's accent colour rather than a neutral. */
const ACCENT_CHANCE = 0.35;
/** How likely a product is to have a third view. */
const THIRD_VIEW_CHANCE = 0.2;
/** The catalogue grew over the five months of demo history (history.ts): products are spread over them. */
const CATALOGUE_DAYS = 145;
const DAY_MINUTES = 24 * 60;

/** One product shot to render; `id` names it inside the plan until it has a media key. */
export interface ShotPlan {
  id: string;
  /** The item it shows: every shot of a product shows that one item. */
  designId: string;
  art: ItemArt;
  backdrop: string;
  view: ShotView;
}

export interface UserPlan {
  id: string;
  person: DemoPerson;
  email: string;
}

export interface ProductPlan {
  id: string;
  /**
   * The product this one was saved from (docs/product.md §5, `rootProductId`); its own id when it is the
   * first.
   */
  rootId: string;
  ownerId: string;
  kind: ItemKind;
  /** The item as sold: the shop's name for it, without brand or colour. */
  noun: string;
  colourName: string;
  designId: string;
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
  /** The kinds its name allows (every kind for a shopper's wish list). */
  kinds: readonly ItemKind[];
  underUsd: number | null;
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

export interface CataloguePlan {
  users: UserPlan[];
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

const categoryOf = (kind: ItemKind): Category => {
  const category = CATEGORIES.find((c) => c.kind === kind);
  if (!category) throw new Error(`No category for ${kind}`);
  return category;
};

/** A US-dollar price in `currency`, rounded to the step a shop there would use. */
export function priceIn(currency: Currency, usd: number): number {
  const { perUsd, step } = PRICE_CONVERSION[currency];
  return toMinorUnits(Math.max(step, Math.round((usd * perUsd) / step) * step), currency);
}

/** Garments may be cropped or long, slim or wide; shoes, bags and small things change less. */
function drawCut(random: Random, kind: ItemKind): ItemArt['cut'] {
  const garment = ['coat', 'knit', 'shirt', 'trousers', 'jeans', 'dress', 'skirt'].includes(kind);
  const round = (n: number) => Math.round(n * 100) / 100;
  return garment
    ? { width: round(random.between(0.86, 1.12)), length: round(random.between(0.86, 1.08)) }
    : { width: round(random.between(0.9, 1.1)), length: round(random.between(0.94, 1.04)) };
}

interface Draft {
  kind: ItemKind;
  colourway: Colourway;
  underUsd?: number;
}

/** Builds the plan's products and shots; every product made here is a new item with its own pictures. */
class ProductMaker {
  readonly products: ProductPlan[] = [];
  readonly shots: ShotPlan[] = [];
  private serial = 0;

  constructor(private readonly random: Random) {}

  make(owner: UserPlan, { kind, colourway, underUsd }: Draft): ProductPlan {
    const { random } = this;
    const category = categoryOf(kind);
    const affordable = category.items.filter((item) => !underUsd || item.usd[0] < underUsd * 0.8);
    const item: Item = random.pick(affordable.length > 0 ? affordable : category.items);
    const top = underUsd ? Math.min(item.usd[1], underUsd * 0.8) : item.usd[1];
    const genders = category.genders.filter((g) => owner.person.style?.genders.includes(g) ?? true);
    const adjective = random.pick(item.adjectives);
    const art: ItemArt = {
      kind,
      colour: colourway.colour,
      // A 'Sterling silver' chain is drawn in silver, a 'Gold-plated' one in gold.
      trim: /silver/i.test(adjective) ? SILVER : /gold/i.test(adjective) ? GOLD : random.pick(category.trims),
      pattern: category.patterns ? random.pick(category.patterns) : 'none',
      cut: drawCut(random, kind),
    };
    const designId = `${kind}-${slug(colourway.name)}-${++this.serial}`;
    const views: ShotView[] = random.chance(0.5)
      ? ['front', 'detail', 'angled']
      : ['front', 'angled', 'detail'];
    const count = random.chance(THIRD_VIEW_CHANCE) ? 3 : 2;
    const shots = views.slice(0, count).map((view) => ({
      id: `${designId}-${view}`,
      designId,
      art,
      backdrop: random.pick(BACKDROPS),
      view,
    }));
    this.shots.push(...shots);
    const description = `${adjective} ${colourway.name.toLowerCase()} ${item.noun}`;
    const brand = random.pick(BRANDS);
    const canonicalUrl = `https://shop.example/${slug(brand)}/products/${slug(description)}-${1000 + this.serial}`;
    const id = random.uuid();
    const product: ProductPlan = {
      id,
      rootId: id,
      ownerId: owner.id,
      kind,
      noun: item.noun,
      colourName: colourway.name,
      designId,
      art,
      description: description.charAt(0).toUpperCase() + description.slice(1),
      brand,
      priceMinor: priceIn(owner.person.currency, random.between(item.usd[0], top)),
      currency: owner.person.currency,
      gender: random.pick(genders.length > 0 ? genders : category.genders),
      purchaseUrl: random.chance(0.3) ? `${canonicalUrl}?utm_source=stylebook` : canonicalUrl,
      canonicalUrl,
      shotIds: shots.map((shot) => shot.id),
      isFeatured: false,
      ageMinutes: 0,
    };
    this.products.push(product);
    return product;
  }

  /** A shopper's copy of someone's product: the same store page, pictures and price. */
  copy(owner: UserPlan, original: ProductPlan): ProductPlan {
    const product: ProductPlan = {
      ...original,
      id: this.random.uuid(),
      rootId: original.id,
      ownerId: owner.id,
    };
    this.products.push(product);
    return product;
  }
}

/** The colourways of a category in a stylist's palette (all of them when none is). */
function colourwaysFor(category: Category, style: Style | undefined): readonly Colourway[] {
  const liked = category.colourways.filter((c) => style?.palette.includes(c.name));
  return liked.length > 0 ? liked : category.colourways;
}

function planUsers(random: Random): UserPlan[] {
  return DEMO_PEOPLE.map((person) => ({
    id: random.uuid(),
    person,
    email: `${person.username.replaceAll('.', '')}@demo.stylebook.local`,
  }));
}

/** One look of a stylist: an accent colour from their palette, every other item neutral. */
function planLook(random: Random, maker: ProductMaker, owner: UserPlan, title: string): LookPlan {
  const recipe = LOOK_RECIPES.find((r) => r.title === title);
  if (!recipe) throw new Error(`No look recipe ${title}`);
  const style = owner.person.style;
  const accents = style?.palette.filter((name) => !NEUTRALS.has(name)) ?? [];
  const accent = accents.length > 0 ? random.pick(accents) : null;
  const items = recipe.kinds.map((kind, slotIndex) => {
    const fitting = colourwaysFor(categoryOf(kind), style).filter(
      (c) => NEUTRALS.has(c.name) || c.name === accent,
    );
    const neutral = fitting.filter((c) => NEUTRALS.has(c.name));
    const pool = neutral.length > 0 && !random.chance(ACCENT_CHANCE) ? neutral : fitting;
    const colourway =
      pool.length > 0
        ? random.pick(pool)
        : random.pick(categoryOf(kind).colourways.filter((c) => NEUTRALS.has(c.name)));
    const product = maker.make(owner, { kind, colourway });
    return { productId: product.id, art: product.art, slot: FLAT_LAY_SLOTS[slotIndex]! };
  });
  return {
    id: random.uuid(),
    ownerId: owner.id,
    title: recipe.title,
    description: recipe.description,
    items,
    surface: random.pick(BACKDROPS),
    ageMinutes: 0,
  };
}

const VISIBILITIES: readonly Visibility[] = ['public', 'public', 'public', 'paid', 'private'];

function planStylist(random: Random, maker: ProductMaker, owner: UserPlan, style: Style) {
  const looks = style.looks.map((title) => planLook(random, maker, owner, title));
  const owned = () => maker.products.filter((p) => p.ownerId === owner.id);
  const filed = new Map<string, number>();
  const collections = style.collections.map((theme: CollectionTheme, v): CollectionPlan => {
    const visibility = VISIBILITIES[v]!;
    const fits = (p: ProductPlan) =>
      theme.kinds.includes(p.kind) && (!theme.underUsd || p.priceMinor < priceIn(p.currency, theme.underUsd));
    const size = random.int(...COLLECTION_SIZE);
    // A paid collection's products are its own, so what it hides is not also shown elsewhere. A private one
    // is mostly a working list of things already shown, with one thing of its own; a public one may share
    // a couple with the others.
    const sharable = random.shuffle(owned().filter(fits));
    const shared =
      visibility === 'paid'
        ? []
        : visibility === 'private'
          ? sharable.slice(0, size - 1)
          : sharable.filter((p) => (filed.get(p.id) ?? 0) < 1).slice(0, SHARED_PER_COLLECTION);
    const kinds = random.shuffle(theme.kinds);
    const made = Array.from({ length: Math.max(0, size - shared.length) }, (_, i) => {
      const kind = kinds[i % kinds.length]!;
      return maker.make(owner, {
        kind,
        colourway: random.pick(colourwaysFor(categoryOf(kind), style)),
        underUsd: theme.underUsd,
      });
    });
    const products = [...shared, ...made];
    for (const p of products) filed.set(p.id, (filed.get(p.id) ?? 0) + 1);
    return {
      id: random.uuid(),
      ownerId: owner.id,
      name: theme.name,
      kinds: theme.kinds,
      underUsd: theme.underUsd ?? null,
      visibility,
      archived: false,
      productIds: random.shuffle(products).map((p) => p.id),
      lookIds: [],
      ageMinutes: 0,
    };
  });
  // The stylist's looks are filed into their first public collection; the e2e journeys reorder them there.
  collections[0]!.lookIds.push(...looks.map((look) => look.id));
  while (owned().length < PRODUCTS_PER_STYLIST) {
    const kind = random.pick(style.kinds);
    maker.make(owner, { kind, colourway: random.pick(colourwaysFor(categoryOf(kind), style)) });
  }
  return { looks, collections };
}

function planShopper(
  random: Random,
  maker: ProductMaker,
  owner: UserPlan,
  stylistProducts: ProductPlan[],
  names: string[],
): CollectionPlan[] {
  const finds = Array.from({ length: SHOPPER_FINDS }, () => {
    const category = random.pick(CATEGORIES);
    return maker.make(owner, { kind: category.kind, colourway: random.pick(category.colourways) });
  });
  // A few of their own finds are promoted to the feed by hand.
  finds[0]!.isFeatured = true;
  const copies = random
    .sample(stylistProducts, SHOPPER_COPIES)
    .map((original) => maker.copy(owner, original));
  return names.map((name, n) => ({
    id: random.uuid(),
    ownerId: owner.id,
    name,
    kinds: CATEGORIES.map((c) => c.kind),
    underUsd: null,
    visibility: 'private',
    archived: false,
    // The featured find stays out of them, so it stays public.
    productIds: random.sample([...finds.slice(1), ...copies], random.int(3, 6 - n)).map((p) => p.id),
    lookIds: [],
    ageMinutes: 0,
  }));
}

/**
 * Ages: each owner's products are spread over the catalogue's months in a shuffled order (so every profile
 * has old and new things, and its newest page mixes kinds), a copy comes after its original, a look after
 * its products, a collection before them.
 */
function planAges(random: Random, plan: Omit<CataloguePlan, 'users'>): void {
  const originals = plan.products.filter((p) => p.rootId === p.id);
  for (const ownerId of new Set(originals.map((p) => p.ownerId))) {
    const own = random.shuffle(originals.filter((p) => p.ownerId === ownerId));
    const step = (CATALOGUE_DAYS * DAY_MINUTES) / own.length;
    own.forEach((product, i) => {
      product.ageMinutes = Math.round(i * step + random.int(60, Math.round(step)));
    });
  }
  const byId = new Map(plan.products.map((p) => [p.id, p]));
  for (const copy of plan.products.filter((p) => p.rootId !== p.id)) {
    copy.ageMinutes = random.int(30, byId.get(copy.rootId)!.ageMinutes);
  }
  for (const look of plan.looks) {
    const newest = Math.min(...look.items.map((item) => byId.get(item.productId)!.ageMinutes));
    look.ageMinutes = random.int(20, Math.max(30, newest));
  }
  for (const collection of plan.collections) {
    const oldest = Math.max(0, ...collection.productIds.map((id) => byId.get(id)!.ageMinutes));
    collection.ageMinutes = oldest + random.int(60, 3 * DAY_MINUTES);
  }
}

export function planCatalogue(random: Random): CataloguePlan {
  const users = planUsers(random);
  const maker = new ProductMaker(random);
  const looks: LookPlan[] = [];
  const collections: CollectionPlan[] = [];
  const stylists = users.filter((user) => user.person.style);
  for (const stylist of stylists) {
    const planned = planStylist(random, maker, stylist, stylist.person.style!);
    looks.push(...planned.looks);
    collections.push(...planned.collections);
  }
  for (const collection of stylists
    .slice(-ARCHIVED_COLLECTIONS)
    .map((stylist) => collections.filter((c) => c.ownerId === stylist.id)[2]!)) {
    collection.archived = true;
  }
  // Shoppers save copies of what stylists show publicly.
  const hidden = new Set(collections.filter((c) => c.visibility !== 'public').flatMap((c) => c.productIds));
  const shown = maker.products.filter((p) => !hidden.has(p.id));
  const names = random.shuffle(PRIVATE_COLLECTION_NAMES);
  users
    .filter((user) => !user.person.style)
    .forEach((shopper, s) => {
      // The first shopper keeps two wish lists, the others one each.
      const own = s === 0 ? names.slice(0, 2) : [names[s + 1]!];
      collections.push(...planShopper(random, maker, shopper, shown, own));
    });
  const plan = { shots: maker.shots, products: maker.products, collections, looks };
  planAges(random, plan);
  return { users, ...plan };
}
