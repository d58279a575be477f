/**
 * `npm run bench`: measures the API under load against a no-op baseline and a database ping from the same
 * run (reads, and the money writes: top-ups and paid subscriptions), the product page's HTML against its
 * JSON and its uncached render, the featured page's cost on catalogues of 10,000 to 1,000,000 products (its
 * flatness), on PGlite and, side by side, on PostgreSQL (BENCH_DATABASE_URL, or a throwaway cluster), the
 * initial JavaScript of the home page as served and Lighthouse on the public pages, and the Following feed of
 * someone following 500 stylists (issue 31); prints every figure beside the target of issue 12, 27 or 31 and
 * writes bench/results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureInitialJs, type InitialJs } from './bundle.ts';
import { measureServedEncodings, type ServedEncoding } from './compression.ts';
import {
  LIGHTHOUSE_MAX_CLS,
  LIGHTHOUSE_MAX_LCP_MS,
  LIGHTHOUSE_MAX_TBT_MS,
  LIGHTHOUSE_MIN_SCORE,
  LIGHTHOUSE_RUNS,
  measureLighthouse,
  type LighthousePage,
} from './lighthouse.ts';
import { feedFlatness, FLATNESS_LIMIT, measureCatalogues } from './feed.ts';
import { followingTargetRows, measureFollowing, type FollowingRun } from './following.ts';
import { featuredWithFreshSeed, measure, pageRequest, type LoadResult, type VaryingGet } from './load.ts';
import { measureMoney } from './money.ts';
import { startBenchPostgres } from './postgres.ts';
import { measureScrape, type ScrapeLatency } from './scrape.ts';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';
import { measureStartup } from './startup.ts';
import {
  type EngineRun,
  FEATURED,
  FEATURED_SIGNED_IN,
  HEALTH,
  htmlToJsonRatio,
  NOOP,
  pageTargetRows,
  MIN_HTML_VS_JSON,
  PRODUCT,
  PRODUCT_HTML,
  PRODUCT_HTML_UNCACHED,
  targetRows,
} from './targets.ts';

/** Issue 27: the entry and every module the served HTML of `/` preloads. */
const INITIAL_JS_BUDGET_GZIP = 100 * 1024;
const load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  durationSeconds: Number(process.env.BENCH_SECONDS ?? 5),
};

/** The demo seed's people share this password (README); the signed-in figures read as one of them. */
const DEMO_VIEWER = { email: 'samw@demo.stylebook.local', password: 'stylebook-demo' };

interface Endpoint {
  name: string;
  path: string;
  shape?: VaryingGet;
}

const root = path.resolve(import.meta.dirname, '..');
const benchPort = Number(process.env.BENCH_PORT ?? 3200);
const startup = await measureStartup(benchPort);

/**
 * The API on the demo catalogue, each endpoint against the no-op route and the database ping of the same
 * server; on the first engine only (`withPageFigures`), as they do not depend on it and take a while: the
 * money writes, the scrape, the home page's initial JavaScript, the encodings the pages are sent with, and
 * Lighthouse.
 */
async function measureApi(env: Record<string, string>, withPageFigures: boolean) {
  const server = await startServerProcess(benchPort, env);
  const results: LoadResult[] = [];
  let scrape: ScrapeLatency | undefined;
  let initialJs: InitialJs | undefined;
  let served: ServedEncoding[] = [];
  let lighthouse: LighthousePage[] = [];
  try {
    const firstPage = (await fetch(`${server.origin}/api/featured/products?limit=1`).then((r) =>
      r.json(),
    )) as { items: { id: string }[] };
    const session = (await fetch(`${server.origin}/identity/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_VIEWER),
    }).then((r) => r.json())) as { token: string };
    const product = firstPage.items[0]!.id;
    const signedIn = { ...featuredWithFreshSeed(0), headers: { authorization: `Bearer ${session.token}` } };
    const endpoints: Endpoint[] = [
      { name: NOOP, path: '/api/health/live' },
      { name: HEALTH, path: '/api/health' },
      { name: FEATURED, path: '/api/featured/products?limit=30&offset=0', shape: featuredWithFreshSeed(0) },
      { name: FEATURED_SIGNED_IN, path: '/api/featured/products?limit=30&offset=0', shape: signedIn },
      {
        name: 'featured collections, first page',
        path: '/api/featured/collections?limit=30&offset=0&seed=bench',
      },
      { name: PRODUCT, path: `/api/products/${product}` },
      { name: PRODUCT_HTML, path: `/products/${product}`, shape: pageRequest(`/products/${product}`) },
      {
        name: PRODUCT_HTML_UNCACHED,
        path: `/products/${product}?bench={n}`,
        shape: pageRequest(`/products/${product}`, { freshUrl: true }),
      },
    ];
    // A short warm-up so the first measured endpoint does not pay for JIT and caches.
    await measure(
      server.origin,
      'warm-up',
      endpoints[2]!.path,
      { ...load, durationSeconds: 2 },
      endpoints[2]!.shape,
    );
    for (const endpoint of endpoints) {
      results.push(await measure(server.origin, endpoint.name, endpoint.path, load, endpoint.shape));
    }
    if (withPageFigures) {
      results.push(...(await measureMoney(server.origin, load)));
      scrape = await measureScrape(server.origin, benchPort + 1);
      initialJs = await measureInitialJs(server.origin);
      served = await measureServedEncodings(
        server.origin,
        initialJs.files[0]!.file,
        '/api/featured/products?limit=30&offset=0&seed=bench',
      );
      // Last, once the load runs are over, so Lighthouse's CPU-bound runs have the machine.
      if (process.env.BENCH_LIGHTHOUSE !== '0') lighthouse = await measureLighthouse(server.origin);
    }
  } finally {
    await server.stop();
  }
  const noop = results[0]!;
  const health = results[1]!;
  for (const result of results) {
    result.ratioToNoop = +(result.requestsPerSecond / noop.requestsPerSecond).toFixed(3);
    result.ratioToHealth = +(result.requestsPerSecond / health.requestsPerSecond).toFixed(3);
  }
  return { results, scrape, initialJs, served, lighthouse };
}

const postgres = await startBenchPostgres();
console.log(
  postgres
    ? `PostgreSQL for the side-by-side figures: ${postgres.description}`
    : 'PostgreSQL: none (no BENCH_DATABASE_URL and no /usr/lib/postgresql/15/bin): PGlite figures only',
);
const engines: EngineRun[] = [];
/** Issue 31: the Following feed of a person following 500 stylists, on each engine. */
const following: FollowingRun[] = [];
let scrape: ScrapeLatency | undefined;
let initialJs: InitialJs | undefined;
let served: ServedEncoding[] = [];
let lighthouse: LighthousePage[] = [];
try {
  const pglite = await measureApi({}, true);
  ({ scrape, initialJs, served, lighthouse } = pglite);
  engines.push({
    engine: 'pglite',
    api: pglite.results,
    catalogues: await measureCatalogues(benchPort, load),
  });
  following.push(await measureFollowing(benchPort, load));
  if (postgres) {
    const url = await postgres.createDatabase('api');
    const onPostgres = await measureApi({ DATABASE_URL: url }, false);
    engines.push({
      engine: 'postgres',
      api: onPostgres.results,
      catalogues: await measureCatalogues(benchPort, load, postgres),
    });
    following.push(await measureFollowing(benchPort, load, postgres));
  }
} finally {
  await postgres?.stop();
}
if (!initialJs) throw new Error('the first engine did not measure the initial JavaScript');

const loadRow = (r: LoadResult) => ({
  endpoint: r.name,
  'req/s': r.requestsPerSecond,
  'p50 ms': r.latencyP50Ms,
  'p99 ms': r.latencyP99Ms,
  'vs noop': r.ratioToNoop,
  'vs health': r.ratioToHealth,
  'non-2xx': r.non2xx,
  errors: r.errors,
});
for (const { engine, api, catalogues } of engines) {
  console.log(
    `\n[${engine}] API on loopback, ${load.connections} connections x ${load.durationSeconds} s each`,
  );
  console.table(api.map(loadRow));
  console.log(
    `\n[${engine}] Featured page on large catalogues (each server's own noop and health as baselines)`,
  );
  console.table(catalogues.flatMap((run) => run.api.map(loadRow)));
}
for (const run of following) {
  console.log(
    `\n[${run.engine}] Following feed: one person following 500 stylists, ${run.inboxRows} things in their feed`,
  );
  console.table(run.api.map(loadRow));
}
if (engines.length > 1) {
  console.log('\nPostgreSQL beside PGlite (req/s, and PostgreSQL / PGlite)');
  const [first, second] = engines as [EngineRun, EngineRun];
  console.table(
    first.api.flatMap((a) => {
      const b = second.api.find((r) => r.name === a.name);
      return b
        ? [
            {
              endpoint: a.name,
              pglite: a.requestsPerSecond,
              postgres: b.requestsPerSecond,
              'pg / pglite': +(b.requestsPerSecond / a.requestsPerSecond).toFixed(2),
            },
          ]
        : [];
    }),
  );
}
if (lighthouse.length > 0) {
  console.log(
    `\nLighthouse mobile (simulated slow 4G, 4x CPU), median of ${LIGHTHOUSE_RUNS} runs; targets in the headings`,
  );
  console.table(
    lighthouse.map((page) => ({
      page: page.name,
      [`performance >= ${LIGHTHOUSE_MIN_SCORE}`]: page.scores.performance,
      [`LCP ms <= ${LIGHTHOUSE_MAX_LCP_MS}`]: page.lcpMs,
      [`TBT ms <= ${LIGHTHOUSE_MAX_TBT_MS}`]: page.tbtMs,
      [`CLS <= ${LIGHTHOUSE_MAX_CLS}`]: page.cls,
      'FCP ms': page.fcpMs,
      accessibility: page.scores.accessibility,
      'best practices': page.scores['best-practices'],
      SEO: page.scores.seo,
      met: page.withinTargets,
    })),
  );
}
console.log(
  `\nProduct page HTML (Accept: text/html) against its JSON, same server and run; target HTML / JSON >= ${MIN_HTML_VS_JSON}`,
);
console.table(
  engines.map(({ engine, api }) => {
    const named = (name: string) => api.find((r) => r.name === name)!;
    const [json, html, uncached] = [named(PRODUCT), named(PRODUCT_HTML), named(PRODUCT_HTML_UNCACHED)];
    const ratio = htmlToJsonRatio(api);
    return {
      engine,
      'JSON req/s': json.requestsPerSecond,
      'HTML req/s': html.requestsPerSecond,
      [`HTML / JSON >= ${MIN_HTML_VS_JSON}`]: ratio ?? null,
      met: ratio !== undefined && ratio >= MIN_HTML_VS_JSON,
      'uncached render req/s': uncached.requestsPerSecond,
      'uncached p50 ms': uncached.latencyP50Ms,
      'uncached p99 ms': uncached.latencyP99Ms,
    };
  }),
);
const targets = [
  ...pageTargetRows({
    lighthouse,
    initialJsGzipBytes: initialJs.totalGzipBytes,
    initialJsBudgetGzipBytes: INITIAL_JS_BUDGET_GZIP,
    served,
    startup,
  }),
  ...engines.flatMap(targetRows),
  ...following.flatMap(followingTargetRows),
];
console.log('\nTargets of issues 12, 27 and 31 (ratios from the same server and run)');
console.table(targets);
if (scrape) {
  console.log(
    `Scrape of a loopback store page (${scrape.runs} runs, one at a time): p50 ${scrape.scrapeP50Ms} ms, p99 ${scrape.scrapeP99Ms} ms; the page alone p50 ${scrape.pageFetchP50Ms} ms (x${scrape.ratioToPageFetch})`,
  );
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `Initial JS of / as served (the entry and every modulepreload of its HTML): ${kb(initialJs.totalGzipBytes)} gzip (${kb(initialJs.totalBytes)} raw) in ${initialJs.files.length} files; target <= ${kb(INITIAL_JS_BUDGET_GZIP)} gzip: ${initialJs.totalGzipBytes <= INITIAL_JS_BUDGET_GZIP ? 'within' : 'OVER'}`,
);

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
  postgres: postgres?.description ?? null,
  engines: engines.map(({ engine, api, catalogues }) => ({
    engine,
    api,
    featuredCatalogues: {
      runs: catalogues,
      flatness: feedFlatness(catalogues),
      flatnessLimit: FLATNESS_LIMIT,
    },
  })),
  following,
  targets,
  scrape,
  served,
  lighthouse,
  initialJs: {
    ...initialJs,
    budgetGzipBytes: INITIAL_JS_BUDGET_GZIP,
    withinBudget: initialJs.totalGzipBytes <= INITIAL_JS_BUDGET_GZIP,
  },
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log('wrote bench/results/latest.json');
