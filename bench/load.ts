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
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

/**
 * A request other than one fixed GET: a method, a body, and a hook that sets each request's own headers (or
 * path).
 */
export interface RequestShape {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: string;
  setupRequest: (request: autocannon.Request) => autocannon.Request;
  /** A fixed number of requests instead of a fixed time, for writes that cannot repeat (one per subscriber). */
  amount?: number;
}

/** Drives one endpoint on loopback for a fixed time with a fixed number of connections. */
export async function measure(
  origin: string,
  name: string,
  path: string,
  options: LoadOptions,
  shape?: RequestShape,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(shape && {
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
