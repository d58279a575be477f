import { feedFlatness, FLATNESS_LIMIT, type CatalogueRun } from './feed.ts';
import type { ServedEncoding } from './compression.ts';
import {
  LIGHTHOUSE_MAX_CLS,
  LIGHTHOUSE_MAX_LCP_MS,
  LIGHTHOUSE_MAX_TBT_MS,
  LIGHTHOUSE_MIN_SCORE,
  type LighthousePage,
} from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { StartupFigures } from './startup.ts';
import { SEARCH_NEW_MISSPELLING, SUGGESTIONS_AS_TYPED } from './typos.ts';

export const NOOP = 'noop (liveness)';
export const HEALTH = 'health (database ping)';
export const FEATURED = 'featured products, fresh seed per request';
export const FEATURED_SIGNED_IN = 'featured products signed in, fresh seed';
export const PRODUCT = 'product JSON (GET /api/products/{id})';
export const PRODUCT_HTML = 'product page HTML (GET /products/{id})';
export const PRODUCT_HTML_UNCACHED = 'product page HTML, a new URL per request (uncached render)';

/** Issue 12: each target is a ratio to a baseline of the same server and run. */
const MIN_FEATURED_VS_NOOP = 0.3;
const MIN_VS_HEALTH = 0.5;
const MAX_P99_OVER_P50 = 4;
/** Issue 27: the product page's HTML at least half as fast as its JSON, on the same server in the same run. */
export const MIN_HTML_VS_JSON = 0.5;

export interface EngineRun {
  engine: 'pglite' | 'postgres';
  api: LoadResult[];
  catalogues: CatalogueRun[];
}

export interface TargetRow {
  engine: string;
  figure: string;
  target: string;
  measured: number | null;
  met: boolean;
}

/**
 * The product page's HTML req/s over its JSON's, from one engine's run; undefined when either is missing or
 * the JSON answered nothing (a ratio to zero would read as met).
 */
export function htmlToJsonRatio(api: LoadResult[]): number | undefined {
  const json = api.find((r) => r.name === PRODUCT);
  const html = api.find((r) => r.name === PRODUCT_HTML);
  if (!json || !html || json.requestsPerSecond === 0) return undefined;
  return +(html.requestsPerSecond / json.requestsPerSecond).toFixed(3);
}

/** Every figure issues 12 and 27 name for the API, beside its target, for one engine. */
export function targetRows({ engine, api, catalogues }: EngineRun): TargetRow[] {
  const named = (name: string) => api.find((r) => r.name === name);
  const atLeast = (figure: string, measured: number | undefined, min: number): TargetRow => ({
    engine,
    figure,
    target: `>= ${min}`,
    measured: measured ?? null,
    met: measured !== undefined && measured >= min,
  });
  // The search and suggestions no cache can answer are reported beside the targets, not held to them.
  const gated = (r: LoadResult) =>
    !r.name.endsWith(SEARCH_NEW_MISSPELLING) && !r.name.endsWith(SUGGESTIONS_AS_TYPED);
  const profileAndSearch = catalogues
    .flatMap((run) => run.api)
    .filter((r) => /profile|search/.test(r.name) && gated(r));
  const everyEndpoint = [...api, ...catalogues.flatMap((run) => run.api)].filter(
    (r) => r.latencyP50Ms > 0 && gated(r),
  );
  return [
    atLeast(`${PRODUCT_HTML} / ${PRODUCT}, req/s`, htmlToJsonRatio(api), MIN_HTML_VS_JSON),
    atLeast(`${FEATURED} / noop`, named(FEATURED)?.ratioToNoop, MIN_FEATURED_VS_NOOP),
    atLeast(`${PRODUCT} / health`, named(PRODUCT)?.ratioToHealth, MIN_VS_HEALTH),
    atLeast(`${FEATURED_SIGNED_IN} / health`, named(FEATURED_SIGNED_IN)?.ratioToHealth, MIN_VS_HEALTH),
    ...profileAndSearch.map((r) => atLeast(`${r.name} / health`, r.ratioToHealth, MIN_VS_HEALTH)),
    ...everyEndpoint.map((r) => {
      const ratio = +(r.latencyP99Ms / r.latencyP50Ms).toFixed(2);
      return {
        engine,
        figure: `p99 / p50: ${r.name}`,
        target: `<= ${MAX_P99_OVER_P50}`,
        measured: ratio,
        met: ratio <= MAX_P99_OVER_P50,
      };
    }),
    ...feedFlatness(catalogues).map((f) => ({
      engine,
      figure: `flat: ${f.name} (cost x)`,
      target: `<= ${FLATNESS_LIMIT}`,
      measured: f.ratio,
      met: f.withinLimit,
    })),
  ];
}

export interface PageFigures {
  lighthouse: LighthousePage[];
  initialJsGzipBytes: number;
  initialJsBudgetGzipBytes: number;
  served: ServedEncoding[];
  startup: StartupFigures;
}

/** The figures of issues 12 and 27 that do not depend on the database engine: pages, bytes and start-up. */
export function pageTargetRows({
  lighthouse,
  initialJsGzipBytes,
  initialJsBudgetGzipBytes,
  served,
  startup,
}: PageFigures): TargetRow[] {
  const row = (figure: string, target: string, measured: number, met: boolean): TargetRow => ({
    engine: '-',
    figure,
    target,
    measured,
    met,
  });
  const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
  return [
    ...lighthouse.flatMap((page) => [
      ...Object.entries(page.scores).map(([category, score]) =>
        row(
          `Lighthouse ${category}: ${page.name}`,
          `>= ${LIGHTHOUSE_MIN_SCORE}`,
          score,
          score >= LIGHTHOUSE_MIN_SCORE,
        ),
      ),
      row(
        `Lighthouse LCP ms: ${page.name}`,
        `<= ${LIGHTHOUSE_MAX_LCP_MS}`,
        page.lcpMs,
        page.lcpMs <= LIGHTHOUSE_MAX_LCP_MS,
      ),
      row(
        `Lighthouse TBT ms: ${page.name}`,
        `<= ${LIGHTHOUSE_MAX_TBT_MS}`,
        page.tbtMs,
        page.tbtMs <= LIGHTHOUSE_MAX_TBT_MS,
      ),
      row(
        `Lighthouse CLS: ${page.name}`,
        `<= ${LIGHTHOUSE_MAX_CLS}`,
        page.cls,
        page.cls <= LIGHTHOUSE_MAX_CLS,
      ),
    ]),
    row(
      'home initial JS as served (entry + modulepreloads), KB gzip',
      `<= ${kb(initialJsBudgetGzipBytes)}`,
      kb(initialJsGzipBytes),
      initialJsGzipBytes <= initialJsBudgetGzipBytes,
    ),
    // Sent over plain bytes; met when the server chose brotli, as every browser it serves accepts it.
    ...served.map((s) =>
      row(
        `bytes sent / plain, ${s.encoding}: ${s.what} ${s.path}`,
        'br, < 1',
        +(s.sentBytes / s.plainBytes).toFixed(3),
        s.encoding === 'br' && s.sentBytes < s.plainBytes,
      ),
    ),
    row(
      'restart to healthy, compiled / from source',
      '< 1',
      +(startup.restartMs / startup.fromSource.restartMs).toFixed(2),
      startup.restartMs < startup.fromSource.restartMs,
    ),
  ];
}
