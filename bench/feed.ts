import { BRAND_TYPO, prepareCatalogue, type Catalogue } from './catalogue.ts';
import { measure, type LoadOptions, type LoadResult, type RequestShape } from './load.ts';
import { startBenchServer } from './server.ts';
import { rotatingSearch } from './typos.ts';

export const CATALOGUE_SIZES = [10_000, 100_000] as const;
const DEEP_OFFSET = 3_000;
/** DESIGN.md §6: page cost must not grow with the catalogue or the offset; this much growth counts as flat. */
export const FLATNESS_LIMIT = 1.5;

const featuredPage = (offset: number) => `/api/featured/products?limit=30&offset=${offset}&seed=bench`;

export interface CatalogueRun {
  catalogue: Omit<Catalogue, 'dataDir'>;
  /** The no-op first, then the featured pages and, on the largest catalogue, profile and search. */
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
export async function measureCatalogues(port: number, load: LoadOptions): Promise<CatalogueRun[]> {
  const runs: CatalogueRun[] = [];
  for (const size of CATALOGUE_SIZES) {
    const { dataDir, ...catalogue } = await prepareCatalogue(size);
    console.log(
      `catalogue of ${size}: seeded in ${catalogue.seedMs} ms, feed of ${catalogue.feedSize} built in ${catalogue.buildMs} ms`,
    );
    const server = await startBenchServer(port, { SEED_DEMO: '0', FEED_REBUILD_SECONDS: '3600' }, dataDir);
    try {
      const endpoints: { name: string; path: string; shape?: RequestShape }[] = [
        { name: 'noop (liveness)', path: '/api/health/live' },
        { name: 'featured products, offset 0', path: featuredPage(0) },
        { name: `featured products, offset ${DEEP_OFFSET}`, path: featuredPage(DEEP_OFFSET) },
      ];
      if (size === CATALOGUE_SIZES.at(-1)) {
        endpoints.push(
          { name: 'profile', path: `/api/users/${catalogue.stylistId}/profile` },
          { name: `search "${BRAND_TYPO}"`, path: `/api/search?q=${BRAND_TYPO}` },
          { name: 'search, a new misspelling each time', path: '/api/search', shape: rotatingSearch() },
        );
      }
      await measure(server.origin, 'warm-up', featuredPage(0), { ...load, durationSeconds: 2 });
      const api: LoadResult[] = [];
      for (const endpoint of endpoints) {
        api.push(
          await measure(server.origin, `${size}: ${endpoint.name}`, endpoint.path, load, endpoint.shape),
        );
      }
      const noop = api[0]!;
      for (const result of api) {
        result.ratioToNoop = +(result.requestsPerSecond / noop.requestsPerSecond).toFixed(4);
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

/** Growth of the featured page's cost from the small to the large catalogue, and from offset 0 to the deep one. */
export function feedFlatness(runs: CatalogueRun[]): Flatness[] {
  const [small, large] = runs;
  if (!small || !large) return [];
  const [sizeA, sizeB] = [small.catalogue.size, large.catalogue.size];
  return [
    flatness(`offset 0: ${sizeA} -> ${sizeB} products`, small.api[1]!, large.api[1]!),
    flatness(`offset ${DEEP_OFFSET}: ${sizeA} -> ${sizeB} products`, small.api[2]!, large.api[2]!),
    flatness(`${sizeA} products: offset 0 -> ${DEEP_OFFSET}`, small.api[1]!, small.api[2]!),
    flatness(`${sizeB} products: offset 0 -> ${DEEP_OFFSET}`, large.api[1]!, large.api[2]!),
  ];
}
