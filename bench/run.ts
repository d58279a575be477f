/**
 * `npm run bench`: measures the API under load against a no-op baseline from the same run (reads, and the
 * money writes: top-ups and paid subscriptions), the featured
 * page's cost on catalogues of 10,000 and 100,000 products (its flatness), and the initial JavaScript of the
 * home page, and Lighthouse mobile on four pages (BENCH_LIGHTHOUSE=0 skips it); prints the figures and writes bench/results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureInitialJs } from './bundle.ts';
import {
  LIGHTHOUSE_MAX_CLS,
  LIGHTHOUSE_MIN_SCORE,
  LIGHTHOUSE_RUNS,
  measureLighthouse,
  type LighthousePage,
} from './lighthouse.ts';
import { feedFlatness, FLATNESS_LIMIT, measureCatalogues } from './feed.ts';
import { measure, type LoadResult } from './load.ts';
import { measureMoney } from './money.ts';
import { measureScrape, type ScrapeLatency } from './scrape.ts';
import { startBenchServer } from './server.ts';
import { measureStartup } from './startup.ts';

const INITIAL_JS_BUDGET_GZIP = 120 * 1024;
const load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 5),
};

const endpoints: { name: string; path: string }[] = [
  { name: 'noop (liveness)', path: '/api/health/live' },
  { name: 'health (database ping)', path: '/api/health' },
  { name: 'featured products, first page', path: '/api/featured/products?limit=30&offset=0&seed=bench' },
  {
    name: 'featured collections, first page',
    path: '/api/featured/collections?limit=30&offset=0&seed=bench',
  },
];

const root = path.resolve(import.meta.dirname, '..');
const initialJs = measureInitialJs(path.join(root, 'apps/web/dist'));

const benchPort = Number(process.env.BENCH_PORT ?? 3200);
const startup = await measureStartup(benchPort);
const server = await startBenchServer(benchPort);
const results: LoadResult[] = [];
let scrape: ScrapeLatency;
let lighthousePages: LighthousePage[] | null = null;
try {
  const firstPage = (await fetch(`${server.origin}/api/featured/products?limit=1`).then((r) => r.json())) as {
    items: { id: string }[];
  };
  endpoints.push({ name: 'product page (GET)', path: `/api/products/${firstPage.items[0]!.id}` });
  // A short warm-up so the first measured endpoint does not pay for JIT and caches.
  await measure(server.origin, 'warm-up', endpoints[0]!.path, { ...load, durationSeconds: 2 });
  for (const endpoint of endpoints) {
    results.push(await measure(server.origin, endpoint.name, endpoint.path, load));
  }
  results.push(...(await measureMoney(server.origin, load)));
  scrape = await measureScrape(server.origin, benchPort + 1);
  // Last, so the load runs above have finished and Lighthouse's CPU-bound runs have the machine.
  if (process.env.BENCH_LIGHTHOUSE !== '0') lighthousePages = await measureLighthouse(server.origin);
} finally {
  await server.stop();
}
const catalogues = await measureCatalogues(benchPort, load);
const flatness = feedFlatness(catalogues);

const noop = results[0]!;
for (const result of results)
  result.ratioToNoop = +(result.requestsPerSecond / noop.requestsPerSecond).toFixed(3);

console.log(`\nAPI on loopback, ${load.connections} connections x ${load.durationSeconds} s each`);
console.table(
  results.map((r) => ({
    endpoint: r.name,
    'req/s': r.requestsPerSecond,
    'p50 ms': r.latencyP50Ms,
    'p99 ms': r.latencyP99Ms,
    'vs noop': r.ratioToNoop,
    'non-2xx': r.non2xx,
    errors: r.errors,
  })),
);
console.log(`\nFeatured page on large catalogues (each server's own noop as baseline)`);
console.table(
  catalogues.flatMap(({ api }) =>
    api.map((r) => ({
      endpoint: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.latencyP50Ms,
      'p99 ms': r.latencyP99Ms,
      'vs noop': r.ratioToNoop,
      'non-2xx': r.non2xx,
      errors: r.errors,
    })),
  ),
);
for (const f of flatness) {
  console.log(
    `Flatness ${f.name}: x${f.ratio} cost (p50 x${f.p50Ratio}), ${f.withinLimit ? 'within' : 'OVER'} ${FLATNESS_LIMIT}x`,
  );
}
console.log(
  `Scrape of a loopback store page (${scrape.runs} runs, one at a time): p50 ${scrape.scrapeP50Ms} ms, p99 ${scrape.scrapeP99Ms} ms; the page alone p50 ${scrape.pageFetchP50Ms} ms (x${scrape.ratioToPageFetch})`,
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Initial JS of /: ${kb(initialJs.totalGzipBytes)} gzip (${kb(initialJs.totalBytes)} raw) in ${initialJs.files.length} files; budget ${kb(INITIAL_JS_BUDGET_GZIP)} gzip: ${initialJs.totalGzipBytes <= INITIAL_JS_BUDGET_GZIP ? 'within' : 'OVER'}`,
);
if (lighthousePages) {
  console.log(
    `\nLighthouse mobile (simulated slow 4G, 4x CPU), median of ${LIGHTHOUSE_RUNS}; targets: every score >= ${LIGHTHOUSE_MIN_SCORE}, CLS <= ${LIGHTHOUSE_MAX_CLS}`,
  );
  console.table(
    lighthousePages.map((page) => ({
      page: page.name,
      performance: page.scores.performance,
      accessibility: page.scores.accessibility,
      'best practices': page.scores['best-practices'],
      SEO: page.scores.seo,
      'FCP ms': page.fcpMs,
      'LCP ms': page.lcpMs,
      'TBT ms': page.tbtMs,
      CLS: page.cls,
      targets: page.withinTargets ? 'within' : 'MISSED',
    })),
  );
}

console.log(
  `Start-up (compiled): first start with the demo seed ${startup.firstStartMs} ms, restart ${startup.restartMs} ms, ${startup.restingRssMiB} MiB resident at rest; from source through tsx: restart ${startup.fromSource.restartMs} ms, ${startup.fromSource.restingRssMiB} MiB`,
);

const report = {
  measuredAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  },
  load,
  startup,
  api: results,
  featuredCatalogues: { runs: catalogues, flatness, flatnessLimit: FLATNESS_LIMIT },
  scrape,
  initialJs: {
    ...initialJs,
    budgetGzipBytes: INITIAL_JS_BUDGET_GZIP,
    withinBudget: initialJs.totalGzipBytes <= INITIAL_JS_BUDGET_GZIP,
  },
  lighthouse: lighthousePages && {
    runs: LIGHTHOUSE_RUNS,
    minScore: LIGHTHOUSE_MIN_SCORE,
    maxCls: LIGHTHOUSE_MAX_CLS,
    pages: lighthousePages,
  },
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('wrote bench/results/latest.json');
