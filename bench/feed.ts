import { BRAND_TYPO, prepareCatalogue, type Catalogue } from './catalogue.ts';
import {
  featuredWithFreshSeed,
  measure,
  type LoadOptions,
  type LoadResult,
  type VaryingGet,
} from './load.ts';
import type { BenchPostgres } from './postgres.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import {
  rotatingSearch,
  rotatingSuggestions,
  SEARCH_NEW_MISSPELLING,
  SUGGESTIONS_AS_TYPED,
} from './typos.ts';

/** The catalogues measured; a million only on PostgreSQL unless BENCH_PGLITE_MILLION=1 (see catalogueSizes). */
export const CATALOGUE_SIZES = [10_000, 100_000, 1_000_000] as const;
/** The catalogue that also gets the profile and search figures. */
const PROFILE_AND_SEARCH_SIZE = 100_000;
const DEEP_OFFSET = 3_000;
/**
 * docs/product.md §10: page cost must not grow with the catalogue or the offset; this much growth counts as
 * flat.
 */
export const FLATNESS_LIMIT = 1.5;

const featuredPage = (offset: number) => `/api/featured/products?limit=30&offset=${offset}&seed=bench`;
const NOOP = 'noop (liveness)';
const HEALTH = 'health (database ping)';
/** The featured pages measured on each catalogue. */
const FEATURED_PAGES = [0, DEEP_OFFSET].flatMap((offset) =>
  [true, false].map((freshSeed) => ({
    name: `featured, offset ${offset}, ${freshSeed ? 'fresh seed per request' : 'one seed'}`,
    offset,
    freshSeed,
  })),
);

/**
 * PGlite (one WASM thread in the bench's own process) took 8 minutes to seed a million products and 100 s to
 * build their feed on the 2-core bench machine, too long for one run beside PostgreSQL: it stops at 100,000
 * unless asked.
 */
function catalogueSizes(engine: 'pglite' | 'postgres'): number[] {
  // BENCH_MAX_PRODUCTS caps the catalogues for a quick run.
  const cap = Number(process.env.BENCH_MAX_PRODUCTS ?? Infinity);
  const withMillion = engine === 'postgres' || process.env.BENCH_PGLITE_MILLION === '1';
  return CATALOGUE_SIZES.filter((size) => size <= cap && (withMillion || size <= PROFILE_AND_SEARCH_SIZE));
}

export interface CatalogueRun {
  catalogue: Omit<Catalogue, 'dataDir' | 'serverEnv'>;
  /** The no-op, the database ping, the FEATURED_PAGES, and on 100,000 products profile and search. */
  api: LoadResult[];
}

export interface Flatness {
  name: string;
  /**
   * How many times costlier the second page is: throughput of the first over the second. Raw throughput, as
   * both run back to back on one machine; the noop of each server, bound by the load generator, is noisier.
   */
  ratio: number;
  /** Median latency of the second over the first. */
  p50Ratio: number;
  withinLimit: boolean;
}

/**
 * Seeds each catalogue size into a database of its own, serves it, and loads the featured page at the first
 * and a deep offset against the no-op route of the same server; on the largest one also the profile and a
 * misspelt search.
 */
export async function measureCatalogues(
  port: number,
  load: LoadOptions,
  postgres?: BenchPostgres,
): Promise<CatalogueRun[]> {
  const runs: CatalogueRun[] = [];
  for (const size of catalogueSizes(postgres ? 'postgres' : 'pglite')) {
    const { dataDir, serverEnv, ...catalogue } = await prepareCatalogue(size, postgres);
    console.log(
      `${catalogue.engine} catalogue of ${size}: seeded in ${catalogue.seedMs} ms, feed of ${catalogue.feedSize} built in ${catalogue.buildMs} ms`,
    );
    const server = await startServerProcess(
      port,
      { SEED_DEMO: '0', FEED_REBUILD_SECONDS: '3600', ...serverEnv },
      dataDir,
    );
    try {
      // Pages with a fresh seed on every request, as each visitor brings one (only the cards they share
      // can be cached, and a large catalogue's cards do not all fit), and pages of one seed, as many
      // visitors read them (served from memory once read).
      const endpoints: { name: string; path: string; shape?: VaryingGet }[] = [
        { name: NOOP, path: '/api/health/live' },
        { name: HEALTH, path: '/api/health' },
        ...FEATURED_PAGES.map((page) => ({
          name: page.name,
          path: featuredPage(page.offset),
          shape: page.freshSeed ? featuredWithFreshSeed(page.offset) : undefined,
        })),
      ];
      if (size === PROFILE_AND_SEARCH_SIZE) {
        endpoints.push(
          { name: 'profile', path: `/api/users/${catalogue.stylistId}/profile` },
          { name: `search "${BRAND_TYPO}"`, path: `/api/search?q=${BRAND_TYPO}` },
          {
            name: `search "${BRAND_TYPO}" products, filtered and sorted`,
            path: `/api/search?q=${BRAND_TYPO}&kind=products&style=UNISEX&currency=USD&maxPrice=50000&sort=newest`,
          },
          { name: SEARCH_NEW_MISSPELLING, path: '/api/search', shape: rotatingSearch() },
          { name: SUGGESTIONS_AS_TYPED, path: '/api/search/suggestions', shape: rotatingSuggestions() },
        );
      }
      await measure(
        server.origin,
        'warm-up',
        featuredPage(0),
        { ...load, durationSeconds: 2 },
        featuredWithFreshSeed(0),
      );
      const api: LoadResult[] = [];
      for (const endpoint of endpoints) {
        api.push(
          await measure(server.origin, `${size}: ${endpoint.name}`, endpoint.path, load, endpoint.shape),
        );
      }
      const [noop, health] = api as [LoadResult, LoadResult];
      for (const result of api) {
        result.ratioToNoop = +(result.requestsPerSecond / noop.requestsPerSecond).toFixed(4);
        result.ratioToHealth = +(result.requestsPerSecond / health.requestsPerSecond).toFixed(4);
      }
      runs.push({ catalogue, api });
    } finally {
      await server.stop();
    }
  }
  return runs;
}

function flatness(name: string, first: LoadResult, second: LoadResult): Flatness {
  const ratio = +(first.requestsPerSecond / second.requestsPerSecond).toFixed(3);
  return {
    name,
    ratio,
    p50Ratio: +(second.latencyP50Ms / Math.max(first.latencyP50Ms, 1)).toFixed(3),
    withinLimit: ratio <= FLATNESS_LIMIT,
  };
}

/** The featured page of `run` measured under `name` (one of FEATURED_PAGES). */
const pageOf = (run: CatalogueRun, name: string) =>
  run.api.find((r) => r.name === `${run.catalogue.size}: ${name}`)!;

/**
 * Growth of each featured page's cost from the smallest catalogue to each larger one, and from offset 0 to
 * the deep one on each catalogue.
 */
export function feedFlatness(runs: CatalogueRun[]): Flatness[] {
  const [small, ...larger] = runs;
  if (!small) return [];
  const bySize = larger.flatMap((large) =>
    FEATURED_PAGES.map((page) =>
      flatness(
        `${page.name}: ${small.catalogue.size} -> ${large.catalogue.size} products`,
        pageOf(small, page.name),
        pageOf(large, page.name),
      ),
    ),
  );
  const byOffset = runs.flatMap((run) =>
    [true, false].map((freshSeed) => {
      const [first, deep] = FEATURED_PAGES.filter((page) => page.freshSeed === freshSeed);
      return flatness(
        `${run.catalogue.size} products: ${first!.name} -> offset ${DEEP_OFFSET}`,
        pageOf(run, first!.name),
        pageOf(run, deep!.name),
      );
    }),
  );
  return [...bySize, ...byOffset];
}
