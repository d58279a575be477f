import { cpus } from 'node:os';
import { DEFAULT_POOL_SIZE } from '../db/client.ts';
import { samplesOf } from '../test/helpers.ts';
import { startCluster, type Cluster } from './cluster.ts';
import { atLeast, exactly, info, noteExample, type Measure, type Section } from './section.ts';
import {
  countRows,
  driveLoad,
  EXPECTED_4XX_TEXT,
  noneAcknowledged,
  percentile,
  prepareWorld,
  type RequestRecord,
} from './workload.ts';

export const PROCESSES = 3;

/** The full run's load, and the short run's (CI): the same mix and assertions on smaller counts. */
const FULL = { connections: 200, durationMs: 60_000, people: 120, stylists: 12 };
const SHORT = { connections: 40, durationMs: 10_000, people: 30, stylists: 4 };

/**
 * Issue 17's load: 3 API processes behind HAProxy on one PostgreSQL with Redis, a realistic mix from many
 * connections, then every acknowledged write must be a row (and no row without an acknowledgement).
 */
export const loadSection: Section = {
  name: 'load',
  async run({ short }) {
    const size = short ? SHORT : FULL;
    const cluster = await startCluster({ processes: PROCESSES, redis: true });
    try {
      const acknowledged = noneAcknowledged();
      const world = await prepareWorld(cluster, size, acknowledged);
      const records = await driveLoad(cluster.origin, world, acknowledged, size);
      const rows = await countRows(cluster, world);
      const metrics = await scrapeMetrics(cluster);

      const errors: string[] = [];
      const unexpected: string[] = [];
      for (const record of records) {
        if (record.status === undefined) noteExample(errors, record.error!);
        else if (!record.expected) noteExample(unexpected, record.error!);
      }
      const noAnswer = records.filter((record) => record.status === undefined).length;
      const unexpectedAnswers = records.filter(
        (record) => record.status !== undefined && !record.expected,
      ).length;
      const latencies = records.filter((record) => record.status !== undefined).map((record) => record.ms);
      const perSecond = Math.round(records.length / (size.durationMs / 1000));
      const measures: Measure[] = [
        atLeast(
          `requests (${size.connections} connections x ${size.durationMs / 1000} s)`,
          records.length,
          1,
        ),
        exactly('errors (no answer: refused, reset, or hung 15 s)', noAnswer, 0, errors),
        exactly(`non-2xx other than expected 4xx (${EXPECTED_4XX_TEXT})`, unexpectedAnswers, 0, unexpected),
        info(`requests/s through the proxy (${PROCESSES} processes)`, perSecond),
        info('requests/s per API process', Math.round(perSecond / PROCESSES)),
        info(
          `requests/s per core (${cpus().length} cores, shared with the driver and PostgreSQL)`,
          Math.round(perSecond / cpus().length),
        ),
        info(`PostgreSQL pool per API process (connections)`, DEFAULT_POOL_SIZE),
        info('p50 ms', Math.round(percentile(latencies, 50))),
        info('p99 ms', Math.round(percentile(latencies, 99))),
        ...byAction(records),
        exactly(`GET /metrics answered 200, of ${PROCESSES} processes`, metrics.answered, PROCESSES),
        atLeast(
          'HTTP requests the processes counted (sum of their _count; bar: answers the load got)',
          metrics.requestsCounted,
          records.length - noAnswer,
        ),
        info('mail outbox pending after the load (stylebook_mail_outbox_pending)', metrics.mailPending),
        rowsMatch('likes acknowledged = like rows', acknowledged.likes.size, rows.likes),
        rowsMatch('saves acknowledged = collection item rows', acknowledged.saves.size, rows.saves),
        rowsMatch('follows acknowledged = follow rows', acknowledged.follows.size, rows.follows),
        rowsMatch('products created = product rows', acknowledged.products.size, rows.products),
        rowsMatch(
          'money moves acknowledged (top-ups, subscriptions) = ledger transactions',
          acknowledged.moneyMoves.size,
          rows.moneyMoves,
        ),
        exactly('ledger audit: drifted, unbalanced or negative accounts', rows.ledgerFaults, 0),
      ];
      return measures;
    } finally {
      await cluster.stop();
    }
  },
};

/** Each action's p99 (and p50) in the mix, so a slow figure overall names the action behind it. */
function byAction(records: RequestRecord[]): Measure[] {
  const latencies = new Map<string, number[]>();
  for (const record of records) {
    if (record.status === undefined) continue;
    latencies.set(record.action, [...(latencies.get(record.action) ?? []), record.ms]);
  }
  return [...latencies]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([action, ms]) =>
      info(
        `${action}: p99 ms (p50 ${Math.round(percentile(ms, 50))} ms, ${ms.length} requests)`,
        Math.round(percentile(ms, 99)),
      ),
    );
}

/**
 * What the processes' own /metrics say after the load, each asked at its own address (this machine, so
 * allowed): how many answered, the requests they counted in all (the duration histogram's `_count` over every
 * route and status), and the outbox's pending mail, which every process reads from the one database.
 */
async function scrapeMetrics(cluster: Cluster) {
  const bodies = await Promise.all(
    cluster.backends.map(async (backend) => {
      const response = await fetch(`${backend.origin}/metrics`);
      return response.ok ? await response.text() : undefined;
    }),
  );
  const scraped = bodies.filter((body) => body !== undefined);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    answered: scraped.length,
    requestsCounted: sum(
      scraped.map((body) => sum(samplesOf(body, 'stylebook_http_request_duration_seconds_count'))),
    ),
    mailPending: Math.max(0, ...scraped.flatMap((body) => samplesOf(body, 'stylebook_mail_outbox_pending'))),
  };
}

/** Acknowledged writes and rows must be equal: a row nobody was told about is as wrong as a lost one. */
export const rowsMatch = (measure: string, acknowledged: number, rows: number): Measure => ({
  measure,
  figure: acknowledged,
  bar: `= ${rows} rows`,
  pass: acknowledged === rows,
});
