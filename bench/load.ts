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

/** Drives one endpoint on loopback for a fixed time with a fixed number of connections. */
export async function measure(
  origin: string,
  name: string,
  path: string,
  options: LoadOptions,
): Promise<LoadResult> {
  const result = await autocannon({
    url: `${origin}${path}`,
    connections: options.connections,
    duration: options.durationSeconds,
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
