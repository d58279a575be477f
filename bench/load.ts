import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  non2xx: number;
  errors: number;
  /** Requests/s of this endpoint divided by the no-op route's, measured in the same run. */
  ratioToNoop?: number;
  /** Requests/s of this endpoint divided by the database ping's (`/api/health`), in the same run. */
  ratioToHealth?: number;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

/** A request other than a plain GET: a method, a body, and a hook that sets each request's own headers. */
export interface RequestShape {
  method: 'POST' | 'PUT' | 'DELETE';
  body: string;
  setupRequest: (request: autocannon.Request) => autocannon.Request;
  /** A fixed number of requests instead of a fixed time, for writes that cannot repeat (one per subscriber). */
  amount?: number;
}

/** A GET whose path (and headers) each request sets anew: a fresh seed per visitor, a signed-in viewer. */
export interface VaryingGet {
  method: 'GET';
  pathFor: () => string;
  headers?: Record<string, string>;
}

/** A Featured products page with a random seed, as each new visitor brings one. */
export const featuredWithFreshSeed = (offset: number): VaryingGet => ({
  method: 'GET',
  pathFor: () =>
    `/api/featured/products?limit=30&offset=${offset}&seed=${Math.random().toString(36).slice(2, 10)}`,
});

/** What a browser's address bar asks for, so the server answers with the page's HTML. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/**
 * A page's HTML as a visitor's browser asks for it. With `freshUrl`, each request adds its own `?bench=<n>`,
 * so no cache of rendered pages (kept per path and query) can answer it: every one is rendered anew.
 */
export function pageRequest(path: string, { freshUrl = false } = {}): VaryingGet {
  let requests = 0;
  return {
    method: 'GET',
    headers: { accept: BROWSER_ACCEPT },
    pathFor: () => (freshUrl ? `${path}${path.includes('?') ? '&' : '?'}bench=${(requests += 1)}` : path),
  };
}

/** Drives one endpoint on loopback for a fixed time with a fixed number of connections. */
export async function measure(
  origin: string,
  name: string,
  path: string,
  options: LoadOptions,
  shape?: RequestShape | VaryingGet,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(shape?.method === 'GET' && {
      requests: [
        {
          method: 'GET',
          headers: shape.headers ?? {},
          setupRequest: (request: autocannon.Request) => ({ ...request, path: shape.pathFor() }),
        },
      ],
    }),
    ...(shape &&
      shape.method !== 'GET' && {
        // setupRequest is a per-request option: autocannon ignores it at the top level.
        requests: [
          {
            method: shape.method,
            body: shape.body,
            headers: { 'content-type': 'application/json' },
            setupRequest: shape.setupRequest,
          },
        ],
        amount: shape.amount,
      }),
  });
  return {
    name,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: +result.latency.average.toFixed(2),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
