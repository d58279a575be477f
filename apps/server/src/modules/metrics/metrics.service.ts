import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionUse } from '../../db/client.ts';
import type { CacheUse } from '../../lib/cache-use.ts';
import { jobLagSeconds, type JobPasses } from '../../lib/job-passes.ts';
import { logFailure } from '../../lib/outage-log.ts';
import type { OutboxCounts } from '../mail/mail.outbox.ts';

export interface MetricsDeps {
  /** The mail outbox's figures, read at each scrape. */
  readMailOutbox: () => Promise<OutboxCounts>;
  connectionUse: () => ConnectionUse;
  jobs: JobPasses;
  caches: CacheUse;
  /** Whether rate limits count in this process for want of Redis; absent when REDIS_URL is not set. */
  rateLimitsCountLocally: (() => boolean) | undefined;
  log: FastifyBaseLogger;
}

/**
 * Node's own figures (heap, event loop delay, GC, CPU) are the process's, whatever number of apps it runs
 * (tests build many): one registry of them per process, which each app's registry takes in. Collecting them
 * per app would start an event-loop monitor and a GC observer per app, never stopped.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A counter that reports a total kept elsewhere: set, at each scrape, to what it is now. */
function setCounter<L extends string>(counter: Counter<L>, totals: Iterable<[Record<L, string>, number]>) {
  counter.reset();
  for (const [labels, value] of totals) counter.inc(labels, value);
}

/**
 * The app's metrics in Prometheus' text format, in a registry of its own (docs/decisions.md, "Metrics
 * (issue 28)"). Requests are observed as they end; everything else is read when scraped.
 */
export function createMetricsService(deps: MetricsDeps) {
  const { readMailOutbox, connectionUse, jobs, caches, rateLimitsCountLocally, log } = deps;
  const app = new Registry();
  const registers = [app];

  const requestDuration = new Histogram({
    name: 'stylebook_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code; its _count counts them',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });

  const mailPending = new Gauge({
    name: 'stylebook_mail_outbox_pending',
    help: 'Mails neither sent nor given up on (the whole database: every process reports the same figure)',
    registers,
  });
  const mailOldestPending = new Gauge({
    name: 'stylebook_mail_outbox_oldest_pending_seconds',
    help: 'How long the oldest unsent mail has waited; 0 when none waits',
    registers,
  });
  const mailSent = new Gauge({
    name: 'stylebook_mail_sent',
    help: 'Mails sent (the whole database: every process reports the same figure)',
    registers,
  });
  const mailFailed = new Gauge({
    name: 'stylebook_mail_failed',
    help: 'Mails given up on: refused for good or out of attempts (the whole database)',
    registers,
  });

  const jobRuns = new Counter({
    name: 'stylebook_job_runs_total',
    help: 'Passes of a background job started in this process',
    labelNames: ['job'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'stylebook_job_failures_total',
    help: 'Passes of a background job that failed in this process',
    labelNames: ['job'] as const,
    registers,
  });
  const jobLag = new Gauge({
    name: 'stylebook_job_lag_seconds',
    help: "Seconds since a job's last successful pass in this process, beyond its interval; 0 when on time",
    labelNames: ['job'] as const,
    registers,
  });

  const cacheHits = new Counter({
    name: 'stylebook_cache_hits_total',
    help: 'Keys a cache of this process had when asked',
    labelNames: ['cache'] as const,
    registers,
  });
  const cacheMisses = new Counter({
    name: 'stylebook_cache_misses_total',
    help: 'Keys a cache of this process had to load',
    labelNames: ['cache'] as const,
    registers,
  });

  const dbConnections = new Gauge({
    name: 'stylebook_db_pool_connections',
    help: "This process's database connections (max, open, idle) and queries waiting for one (waiting)",
    labelNames: ['state'] as const,
    registers,
  });

  const redisFallback = new Gauge({
    name: 'stylebook_rate_limit_redis_fallback',
    help: '1 while REDIS_URL is set but Redis is away, so this process counts rate limits itself; else 0',
    registers,
  });

  const registry = Registry.merge([processMetrics(), app]);

  /** The figures read at scrape time. A database that does not answer leaves the mail figures NaN. */
  async function refresh(): Promise<void> {
    const outbox = await readMailOutbox().catch((error: unknown) => {
      logFailure(log, error, 'reading the mail outbox for /metrics failed');
      return { pending: NaN, oldestPendingSeconds: NaN, sent: NaN, failed: NaN };
    });
    mailPending.set(outbox.pending);
    mailOldestPending.set(outbox.oldestPendingSeconds);
    mailSent.set(outbox.sent);
    mailFailed.set(outbox.failed);

    const now = Date.now();
    const jobRecords = [...jobs.all()];
    setCounter(
      jobRuns,
      jobRecords.map(([job, record]) => [{ job }, record.runs]),
    );
    setCounter(
      jobFailures,
      jobRecords.map(([job, record]) => [{ job }, record.failures]),
    );
    jobLag.reset();
    for (const [job, record] of jobRecords) jobLag.set({ job }, jobLagSeconds(record, now));

    const cacheCounts = [...caches.all()];
    setCounter(
      cacheHits,
      cacheCounts.map(([cache, counts]) => [{ cache }, counts.hits]),
    );
    setCounter(
      cacheMisses,
      cacheCounts.map(([cache, counts]) => [{ cache }, counts.misses]),
    );

    dbConnections.reset();
    for (const [state, value] of Object.entries(connectionUse())) {
      if (value !== undefined) dbConnections.set({ state }, value);
    }

    redisFallback.set(rateLimitsCountLocally?.() ? 1 : 0);
  }

  return {
    contentType: registry.contentType,

    /** Counts an answered request; `route` is the pattern it matched (`/api/products/:id`), never its URL. */
    observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
      requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
    },

    async render(): Promise<string> {
      await refresh();
      return registry.metrics();
    },
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
