import { describe, expect, it } from 'vitest';
import { DEMO_SEARCHES, HISTORY_DAYS, planHistory, type HistoryPlan } from './history.ts';
import { planCatalogue } from './plan.ts';
import { Random } from './random.ts';
import { DEMO_SEED, HISTORY_SEED } from './seed.ts';

const catalogue = planCatalogue(new Random(DEMO_SEED));
const plan = (seededAt: number) => planHistory(new Random(HISTORY_SEED), catalogue, seededAt);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Who did what to which thing, without when. */
const shape = (history: HistoryPlan) => ({
  audience: history.audience.map(({ username }) => username),
  follows: history.follows.map(({ followerId, followeeId }) => `${followerId}>${followeeId}`).sort(),
  likes: history.productLikes.map(({ userId, productId }) => `${userId}>${productId}`).sort(),
  saves: history.saves.map(({ userId, collectionId }) => `${userId}>${collectionId}`).sort(),
  payers: history.paid.map(({ subscriberId, stylistId }) => `${subscriberId}>${stylistId}`).sort(),
  searches: history.searches.map(({ userId, query }) => `${userId}>${query}`).sort(),
});

describe('planHistory', () => {
  const seededAt = Date.UTC(2026, 10, 24, 2, 0);
  const history = plan(seededAt);

  it('is the same history whatever day the seed runs on', () => {
    // A Tuesday in November and a Saturday in March of a leap year: other weekdays, other month lengths.
    expect(shape(plan(Date.UTC(2028, 2, 4, 18, 30)))).toEqual(shape(history));
  });

  it('puts every event within the history, after the thing and the person existed', () => {
    const created = new Map<string, number>([
      ...catalogue.products.map((p) => [p.id, seededAt - p.ageMinutes * 60_000] as const),
      ...catalogue.collections.map((c) => [c.id, seededAt - c.ageMinutes * 60_000] as const),
    ]);
    const joined = new Map(history.audience.map(({ id, joinedAt }) => [id, joinedAt.getTime()]));
    const start = seededAt - HISTORY_DAYS * DAY_MS;
    const inHistory = (at: Date) => at.getTime() >= start && at.getTime() < seededAt;
    expect(history.follows.every(({ createdAt }) => inHistory(createdAt))).toBe(true);
    for (const like of history.productLikes) {
      expect(like.createdAt.getTime()).toBeGreaterThanOrEqual(created.get(like.productId)!);
      expect(like.createdAt.getTime()).toBeGreaterThanOrEqual(joined.get(like.userId)!);
      expect(inHistory(like.createdAt)).toBe(true);
    }
    for (const save of history.saves) {
      expect(save.createdAt.getTime()).toBeGreaterThanOrEqual(created.get(save.collectionId)!);
    }
    for (const click of history.clicks) {
      expect(click.createdAt.getTime()).toBeGreaterThanOrEqual(created.get(click.productId)!);
      expect(click.createdAt.getTime()).toBeLessThan(seededAt);
    }
  });

  it('leaves paid subscriptions running, cancelled to their period end, or ended', () => {
    expect(history.paid.length).toBeGreaterThan(4);
    for (const { charges, status } of history.paid) {
      expect(charges.length).toBeGreaterThan(0);
      expect(charges.every(({ at }) => at.getTime() < seededAt)).toBe(true);
      expect(['active', 'cancelled', 'ended']).toContain(status);
    }
    const amara = catalogue.users.find(({ person }) => person.username === 'amara.edits')!.id;
    const currencies = new Set(
      history.paid
        .filter(({ stylistId }) => stylistId === amara)
        .flatMap(({ charges }) => charges.map(({ currency }) => currency)),
    );
    expect([...currencies].sort()).toEqual(['GBP', 'USD']);
  });

  it('searches in the last week, each person once a day per query, most demo searches by several people', () => {
    const days = new Set(
      Array.from({ length: 7 }, (_, n) => new Date(seededAt - n * DAY_MS).toISOString().slice(0, 10)),
    );
    expect(history.searches.every(({ day }) => days.has(day))).toBe(true);
    const keys = history.searches.map(({ userId, query, day }) => `${userId}|${query}|${day}`);
    expect(new Set(keys).size).toBe(keys.length);
    const people = (query: string) =>
      new Set(history.searches.filter((search) => search.query === query).map(({ userId }) => userId)).size;
    expect(DEMO_SEARCHES.filter((query) => people(query) >= 2).length).toBeGreaterThanOrEqual(8);
  });

  it("ends each store page's price history at the product's price, each point a change", () => {
    const byPage = new Map<string, HistoryPlan['pricePoints']>();
    for (const point of history.pricePoints) {
      byPage.set(point.canonicalUrl, [...(byPage.get(point.canonicalUrl) ?? []), point]);
    }
    expect(byPage.size).toBeGreaterThan(20);
    for (const [canonicalUrl, points] of byPage) {
      const product = catalogue.products.find((p) => p.canonicalUrl === canonicalUrl)!;
      expect(points.at(-1)).toMatchObject({ priceMinor: product.priceMinor, currency: product.currency });
      expect(points.every(({ readAt }) => readAt.getTime() < seededAt)).toBe(true);
      for (const [i, point] of points.entries()) {
        if (i === 0) continue;
        expect(point.readAt.getTime()).toBeGreaterThanOrEqual(points[i - 1]!.readAt.getTime());
        expect([point.priceMinor, point.inStock]).not.toEqual([
          points[i - 1]!.priceMinor,
          points[i - 1]!.inStock,
        ]);
      }
    }
  });

  it('fills the bell with the last weeks of what happened to each person, and no one told of their own act', () => {
    expect(history.notifications.length).toBeGreaterThan(100);
    expect(history.notifications.some(({ kind }) => kind === 'price_drop')).toBe(true);
    for (const notification of history.notifications) {
      expect(notification.actorId).not.toBe(notification.recipientId);
      expect(notification.createdAt.getTime()).toBeLessThan(seededAt);
      if (notification.kind !== 'price_drop') {
        expect(notification.createdAt.getTime()).toBeGreaterThanOrEqual(seededAt - 30 * DAY_MS);
      }
    }
  });
});
