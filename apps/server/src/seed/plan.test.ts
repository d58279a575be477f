import { CURRENCIES, toMinorUnits } from '@stylebook/contracts';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, GOLD, LOOK_RECIPES, NEUTRALS, PRICE_CONVERSION, SILVER } from './catalogue.ts';
import { planCatalogue, type ProductPlan } from './plan.ts';
import { Random } from './random.ts';
import { DEMO_SEED } from './seed.ts';

/** The rules a newcomer would check by eye (issue 18), on the plan the seed writes. */
describe('the demo catalogue plan', () => {
  const plan = planCatalogue(new Random(DEMO_SEED));
  const products = new Map(plan.products.map((product) => [product.id, product]));
  const productOf = (id: string) => products.get(id)!;
  const personOf = (id: string) => plan.users.find((user) => user.id === id)!.person;
  const originals = plan.products.filter((product) => product.rootId === product.id);
  const itemOf = (product: ProductPlan) =>
    CATEGORIES.find(({ kind }) => kind === product.kind)!.items.find(({ noun }) => noun === product.noun)!;

  it('is the same plan from the same seed, and another from another', () => {
    expect(planCatalogue(new Random(DEMO_SEED))).toEqual(plan);
    expect(planCatalogue(new Random(DEMO_SEED + 1)).products[0]).not.toEqual(plan.products[0]);
  });

  it("shows in each product's gallery views of that one item, and no other product's item", () => {
    const shots = new Map(plan.shots.map((shot) => [shot.id, shot]));
    for (const product of plan.products) {
      expect(product.shotIds.length).toBeGreaterThanOrEqual(2);
      for (const id of product.shotIds) {
        expect(shots.get(id)).toMatchObject({ designId: product.designId, art: product.art });
      }
      expect(new Set(product.shotIds.map((id) => shots.get(id)!.view)).size).toBe(product.shotIds.length);
    }
    // Only a copy of a product (the same store page, saved by someone else) shows the same item.
    const designs = originals.map((product) => product.designId);
    expect(new Set(designs).size).toBe(designs.length);
    for (const copy of plan.products.filter((product) => product.rootId !== product.id)) {
      expect(copy).toMatchObject({
        designId: productOf(copy.rootId).designId,
        canonicalUrl: productOf(copy.rootId).canonicalUrl,
      });
    }
  });

  it("names each product by what it is: its category's item, its colour and its metal", () => {
    for (const product of plan.products) {
      if (/silver/i.test(product.description)) expect(product.art.trim).toBe(SILVER);
      if (/gold/i.test(product.description)) expect(product.art.trim).toBe(GOLD);
      expect(itemOf(product), `${product.description} is a ${product.kind}`).toBeDefined();
      expect(product.description.toLowerCase()).toContain(product.noun.toLowerCase());
      expect(product.description.toLowerCase()).toContain(product.colourName.toLowerCase());
    }
  });

  it('holds in each collection only what its name says, and names each collection once', () => {
    for (const collection of plan.collections) {
      for (const product of collection.productIds.map(productOf)) {
        expect(collection.kinds, `${product.description} in ${collection.name}`).toContain(product.kind);
        expect(product.ownerId).toBe(collection.ownerId);
        if (collection.underUsd) {
          expect(product.priceMinor).toBeLessThan(
            toMinorUnits(collection.underUsd * PRICE_CONVERSION[product.currency].perUsd, product.currency),
          );
        }
      }
    }
    const names = plan.collections.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    // 'Best boots of the season' holds boots, and nothing else.
    const boots = plan.collections.find(({ name }) => name === 'Best boots of the season')!;
    expect(new Set(boots.productIds.map((id) => productOf(id).kind))).toEqual(new Set(['boots']));
  });

  it("prices each stylist's products in their home currency, within the item's range there", () => {
    for (const product of plan.products.filter((p) => personOf(p.ownerId).style)) {
      expect(product.currency).toBe(personOf(product.ownerId).currency);
    }
    for (const product of originals) {
      const { perUsd, step } = PRICE_CONVERSION[product.currency];
      const [low, high] = itemOf(product).usd.map((usd) => usd * perUsd);
      const price = product.priceMinor / toMinorUnits(1, product.currency);
      expect(price, `${product.description} in ${product.currency}`).toBeGreaterThanOrEqual(low! - step);
      expect(price, `${product.description} in ${product.currency}`).toBeLessThanOrEqual(high! + step);
    }
    // A sundress in won costs what one does in Seoul, not ten times that.
    const sundresses = originals.filter((p) => p.noun === 'sundress' && p.currency === 'KRW');
    expect(sundresses.length).toBeGreaterThan(0);
    for (const { priceMinor } of sundresses) {
      expect(priceMinor).toBeGreaterThanOrEqual(48_000);
      expect(priceMinor).toBeLessThanOrEqual(120_000);
    }
    const currencies = new Set(plan.products.map(({ currency }) => currency));
    expect([...currencies].sort()).toEqual(CURRENCIES.map(({ code }) => code).sort());
  });

  it("makes each look one stylist's outfit of its recipe, in one currency, around at most one accent", () => {
    for (const look of plan.looks) {
      const items = look.items.map(({ productId }) => productOf(productId));
      const recipe = LOOK_RECIPES.find(({ title }) => title === look.title)!;
      expect(items.map(({ kind }) => kind)).toEqual(recipe.kinds);
      expect(new Set(items.map(({ ownerId }) => ownerId))).toEqual(new Set([look.ownerId]));
      expect(new Set(items.map(({ currency }) => currency)).size).toBe(1);
      const accents = new Set(items.map(({ colourName }) => colourName).filter((c) => !NEUTRALS.has(c)));
      expect(accents.size, `${look.title}: ${[...accents].join(', ')}`).toBeLessThanOrEqual(1);
    }
  });

  it('keeps what the e2e journeys find in the demo', () => {
    const byName = (name: string) => plan.collections.find((c) => c.name === name)!;
    const amara = plan.users.find(({ person }) => person.username === 'amara.edits')!;
    expect(byName('Autumn layers')).toMatchObject({
      ownerId: amara.id,
      visibility: 'public',
      archived: false,
    });
    expect(byName('Autumn layers').productIds.length).toBeGreaterThan(0);
    expect(plan.collections.some((c) => c.ownerId === amara.id && c.lookIds.length >= 2)).toBe(true);
    const jonas = plan.users.find(({ person }) => person.username === 'jonas.wears')!;
    expect(byName('Under 100')).toMatchObject({ ownerId: jonas.id, visibility: 'paid' });
    // Search finds Womenswear jeans in yen up to ¥20,000.
    const mei = plan.users.find(({ person }) => person.username === 'mei.tanaka')!;
    expect(
      plan.products.some(
        (p) =>
          p.ownerId === mei.id && p.kind === 'jeans' && p.gender === 'WOMENSWEAR' && p.priceMinor <= 20_000,
      ),
    ).toBe(true);
  });
});
