import { SEARCH_MAX_LIMIT, type SearchKind } from '@stylebook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVerifiedAccount, useTestApp } from '../../test/helpers.ts';
import { COLLECTIONS, PRODUCTS } from './relevance/catalogue.ts';
import { QUERIES } from './relevance/queries.ts';
import {
  fixtureId,
  hiddenFromOthers,
  report,
  runQueries,
  seedCatalogue,
  type QueryOutcome,
  type Search,
} from './relevance/relevance.ts';

/**
 * Issue 15's relevance suite: every query of relevance/queries.ts through `GET /api/search`, as a signed-in
 * viewer who owns nothing, over the fixed catalogue of relevance/catalogue.ts. Prints how many put an
 * expected result in the top 3, and each miss.
 */
describe('search relevance over a fixed catalogue', () => {
  const t = useTestApp();
  let search: Search;
  let outcomes: QueryOutcome[] = [];

  beforeAll(async () => {
    await seedCatalogue(t.database.db);
    const viewer = await registerVerifiedAccount(t.app);
    search = async (q: string, kind: SearchKind) => {
      const query = new URLSearchParams({ q, kind, limit: String(SEARCH_MAX_LIMIT) });
      const response = await t.request('GET', `/api/search?${query}`, viewer.token);
      if (response.statusCode !== 200) throw new Error(`search "${q}": ${response.body}`);
      return response.json<Record<SearchKind, { items: { id: string }[] }>>()[kind].items.map(({ id }) => id);
    };
  });

  afterAll(() => {
    const engine = t.database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    if (outcomes.length > 0) process.stdout.write(`\n${report(outcomes, engine)}`);
  });

  it('puts an expected result in the top 3 of every query, above its near misses', async () => {
    outcomes = await runQueries(search);
    const misses = outcomes
      .filter(({ miss }) => miss !== null)
      .map(({ query }) => `${query.kind}: ${query.q}`);
    expect(misses).toEqual([]);
  });

  it("never shows another person's private or archived collections, or products only filed in them", async () => {
    const hidden = hiddenFromOthers();
    // Neither by their own names nor among the results of any relevance query.
    const byName = [
      ...COLLECTIONS.filter(({ visibility }) => visibility !== 'public').map(({ name }) => ({
        q: name,
        kind: 'collections' as const,
      })),
      ...PRODUCTS.filter(({ key }) => hidden.has(fixtureId(key))).map(({ description }) => ({
        q: description,
        kind: 'products' as const,
      })),
    ];
    expect(byName.length).toBeGreaterThan(0);
    for (const { q, kind } of [...QUERIES, ...byName]) {
      const shown = (await search(q, kind)).filter((id) => hidden.has(id));
      expect(shown, `${kind}: ${q}`).toEqual([]);
    }
  });
});
