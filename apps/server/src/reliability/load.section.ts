import { cpus } from 'node:os';
import { DEFAULT_POOL_SIZE } from '../db/client.ts';
import { startCluster } from './cluster.ts';
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

/** Acknowledged writes and rows must be equal: a row nobody was told about is as wrong as a lost one. */
export const rowsMatch = (measure: string, acknowledged: number, rows: number): Measure => ({
  measure,
  figure: acknowledged,
  bar: `= ${rows} rows`,
  pass: acknowledged === rows,
});
