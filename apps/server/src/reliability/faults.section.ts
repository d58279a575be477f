import { setTimeout as sleep } from 'node:timers/promises';
import { startCluster, HEALTH_CHECK_FALL, HEALTH_CHECK_INTERVAL_MS, type Cluster } from './cluster.ts';
import { PROCESSES } from './load.section.ts';
import { atLeast, exactly, info, noteExample, type Measure, type Section } from './section.ts';
import { measureWriteLoop, type WriteLoopOptions } from './write-loop.ts';
import {
  countRows,
  driveLoad,
  noneAcknowledged,
  percentile,
  prepareWorld,
  type Acknowledged,
  type RequestRecord,
  type World,
} from './workload.ts';

/** Each fault happens during a load of its own, shorter than the load section's. */
const FULL = { connections: 200, durationMs: 30_000, outageMs: 5_000, people: 120, stylists: 12 };
const SHORT = { connections: 30, durationMs: 10_000, outageMs: 3_000, people: 24, stylists: 4 };
type Size = typeof FULL;

/**
 * How long HAProxy may keep sending new requests to a killed backend: FALL failed checks INTERVAL apart, one
 * more interval for the check in progress, and a second for a busy 2-core machine's timers. Requests that
 * start later must all succeed.
 */
const DETECTION_MS = (HEALTH_CHECK_FALL + 1) * HEALTH_CHECK_INTERVAL_MS + 1_000;
/** After PostgreSQL is back, requests must succeed again within this time, with no API process restarted. */
const RECOVERY_MS = 5_000;
/** Sign-ins per 15 minutes per email address (AUTH_RATE_LIMIT_EMAIL's default, which the cluster keeps). */
const SIGN_INS_PER_EMAIL = 10;
const BURST = 4 * SIGN_INS_PER_EMAIL;

/** The kill -9 write loops, each on one server process of its own: PGlite, then PostgreSQL. */
const WRITE_LOOP_SHORT: WriteLoopOptions = { kills: 2, writers: 6, killAfterMs: [800, 2500] };
const WRITE_LOOP_FULL: WriteLoopOptions = { kills: 5, writers: 12, killAfterMs: [1000, 5000] };

/**
 * Issue 17's faults: a backend killed with SIGKILL, PostgreSQL stopped and started, Redis stopped and
 * started, each during a load on the load section's cluster; then the kill -9 write loops.
 */
export const faultsSection: Section = {
  name: 'faults',
  async run({ short }) {
    return [
      ...(await faultsUnderLoad(short ? SHORT : FULL)),
      ...(await measureWriteLoop(short ? WRITE_LOOP_SHORT : WRITE_LOOP_FULL)),
    ];
  },
};

/** kill -9 of one API process, a PostgreSQL restart and Redis down, each during a load on one cluster. */
async function faultsUnderLoad(size: Size): Promise<Measure[]> {
  const cluster = await startCluster({ processes: PROCESSES, redis: true });
  try {
    const acknowledged = noneAcknowledged();
    const world = await prepareWorld(cluster, size, acknowledged);
    const measures = [
      ...(await killBackend(cluster, world, acknowledged, size)),
      ...(await restartPostgres(cluster, world, acknowledged, size)),
      ...(await stopRedis(cluster, world, acknowledged, size)),
    ];
    const rows = await countRows(cluster, world);
    const lost =
      Math.max(0, acknowledged.likes.size - rows.likes) +
      Math.max(0, acknowledged.saves.size - rows.saves) +
      Math.max(0, acknowledged.follows.size - rows.follows) +
      Math.max(0, acknowledged.products.size - rows.products) +
      Math.max(0, acknowledged.moneyMoves.size - rows.moneyMoves);
    measures.push(
      exactly('acknowledged writes missing from the database after all three', lost, 0),
      exactly('ledger audit after all three: drifted, unbalanced or negative accounts', rows.ledgerFaults, 0),
    );
    return measures;
  } finally {
    await cluster.stop();
  }
}

/** Runs the load and does `fault` meanwhile; the records, with the clock `fault` was handed. */
async function loadDuring(
  cluster: Cluster,
  world: World,
  acknowledged: Acknowledged,
  size: Size,
  fault: (at: (fraction: number) => Promise<number>) => Promise<void>,
): Promise<RequestRecord[]> {
  const startedAt = performance.now();
  const at = async (fraction: number) => {
    await sleep(Math.max(0, startedAt + fraction * size.durationMs - performance.now()));
    return performance.now();
  };
  const [records] = await Promise.all([driveLoad(cluster.origin, world, acknowledged, size), fault(at)]);
  return records;
}

/** Reads may be served from a process's memory; a write's 2xx shows the database is reached again. */
const WRITES = new Set<RequestRecord['action']>(['like', 'save', 'follow', 'subscribe', 'top up', 'create']);
const failed = (record: RequestRecord) => !record.expected;
const succeeded = (record: RequestRecord) => record.status !== undefined && record.status < 300;
const examplesOf = (records: RequestRecord[]) => {
  const examples: string[] = [];
  for (const record of records) noteExample(examples, record.error ?? `${record.action} ${record.status}`);
  return examples;
};

async function killBackend(cluster: Cluster, world: World, acknowledged: Acknowledged, size: Size) {
  const victim = cluster.backends[0]!;
  let killedAt = 0;
  const records = await loadDuring(cluster, world, acknowledged, size, async (at) => {
    killedAt = await at(0.4);
    await victim.kill('SIGKILL');
  });
  const endedAt = Math.max(...records.map((record) => record.startedAt + record.ms));
  const inFlight = records.filter(
    (record) => record.startedAt <= killedAt && record.startedAt + record.ms >= killedAt,
  ).length;
  const failures = records.filter(failed);
  const late = failures.filter((record) => record.startedAt > killedAt + DETECTION_MS);
  const rate = (from: number, to: number) =>
    records.filter((record) => succeeded(record) && record.startedAt >= from && record.startedAt < to)
      .length /
    ((to - from) / 1000);
  const before = rate(records[0]?.startedAt ?? 0, killedAt);
  const after = rate(killedAt + DETECTION_MS, endedAt);
  await victim.restart();
  return [
    info('kill -9: requests in flight at the kill (all 3 backends)', inFlight),
    {
      measure: 'kill -9: failed requests (no answer or unexpected status)',
      figure: failures.length,
      bar: `<= ${inFlight} in flight`,
      pass: failures.length <= inFlight,
      ...(failures.length > inFlight && { examples: examplesOf(failures) }),
    },
    exactly(
      `kill -9: failures among requests started ${DETECTION_MS} ms or more after the kill`,
      late.length,
      0,
      examplesOf(late),
    ),
    {
      measure: 'kill -9: 2xx/s on the other two, % of 2xx/s before the kill',
      figure: before > 0 ? Math.round((after / before) * 100) : 0,
      bar: '>= 50',
      pass: before > 0 && after / before >= 0.5,
    },
  ] satisfies Measure[];
}

async function restartPostgres(cluster: Cluster, world: World, acknowledged: Acknowledged, size: Size) {
  let downAt = 0;
  let backAt = 0;
  const records = await loadDuring(cluster, world, acknowledged, size, async (at) => {
    await at(0.3);
    await cluster.postgres.stop();
    downAt = performance.now();
    await sleep(size.outageMs);
    await cluster.postgres.start();
    backAt = performance.now();
  });
  const unavailable = records.filter((record) => record.status === 503);
  const withoutRetryAfter = unavailable.filter((record) => record.retryAfter === undefined);
  const otherFailures = records.filter((record) => failed(record) && record.status !== 503);
  const lateFailures = records.filter((record) => failed(record) && record.startedAt > backAt + RECOVERY_MS);
  const firstSuccessAfter = records
    .filter((record) => succeeded(record) && record.startedAt >= backAt && WRITES.has(record.action))
    .reduce((first, record) => Math.min(first, record.startedAt + record.ms), Infinity);
  const p99 = Math.round(
    percentile(
      unavailable.map((record) => record.ms),
      99,
    ),
  );
  // Fast is against this run's own served answers before the stop: on a saturated machine every answer
  // queues, so a fixed figure would measure the machine; a refusal must just not wait on the database.
  const servedBefore = records.filter((record) => succeeded(record) && record.startedAt + record.ms < downAt);
  const fastBar = Math.max(
    1000,
    Math.round(
      percentile(
        servedBefore.map((record) => record.ms),
        99,
      ),
    ),
  );
  return [
    info(
      `PostgreSQL down: seconds stopped (pg_ctl stop -m fast, then start)`,
      +((backAt - downAt) / 1000).toFixed(1),
    ),
    atLeast('PostgreSQL down: answers 503 SERVICE_UNAVAILABLE', unavailable.length, 1),
    exactly('PostgreSQL down: 503s without Retry-After', withoutRetryAfter.length, 0),
    exactly(
      'PostgreSQL down: failures other than 503 (500s, no answer, hung)',
      otherFailures.length,
      0,
      examplesOf(otherFailures),
    ),
    {
      measure: 'PostgreSQL down: p99 ms of the 503s (bar: p99 of answers served before, at least 1 s)',
      figure: p99,
      bar: `<= ${fastBar}`,
      pass: p99 <= fastBar,
    },
    {
      measure: 'PostgreSQL back: ms to the first acknowledged write, no API restart',
      figure: Number.isFinite(firstSuccessAfter) ? Math.round(firstSuccessAfter - backAt) : -1,
      bar: `<= ${RECOVERY_MS}`,
      pass: Number.isFinite(firstSuccessAfter) && firstSuccessAfter - backAt <= RECOVERY_MS,
    },
    exactly(
      `PostgreSQL back: failures among requests started ${RECOVERY_MS / 1000} s or more after`,
      lateFailures.length,
      0,
      examplesOf(lateFailures),
    ),
  ] satisfies Measure[];
}

/** Wrong-password sign-ins for one email from one client, all at once: how many the limits let through. */
async function signInBurst(origin: string, email: string): Promise<{ allowed: number; limited: number }> {
  const answers = await Promise.all(
    Array.from({ length: BURST }, () =>
      fetch(`${origin}/identity/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'not the password' }),
      }).then((response) => response.status),
    ),
  );
  const limited = answers.filter((status) => status === 429).length;
  return { allowed: answers.length - limited, limited };
}

async function stopRedis(cluster: Cluster, world: World, acknowledged: Acknowledged, size: Size) {
  const redis = cluster.redis!;
  const shared = await signInBurst(cluster.origin, 'redis-up@reliability.stylebook.local');
  let duringOutage = { allowed: 0, limited: 0 };
  const records = await loadDuring(cluster, world, acknowledged, size, async (at) => {
    await at(0.3);
    await redis.stop();
    await sleep(500);
    duringOutage = await signInBurst(cluster.origin, 'redis-down@reliability.stylebook.local');
    await at(0.7);
    await redis.start();
  });
  const failures = records.filter(failed);
  return [
    exactly(
      `Redis up: sign-ins of ${BURST} at once for one email let through (limit ${SIGN_INS_PER_EMAIL}, shared)`,
      shared.allowed,
      SIGN_INS_PER_EMAIL,
    ),
    {
      measure: `Redis down: sign-ins of ${BURST} at once let through (in-process: ${SIGN_INS_PER_EMAIL} per process)`,
      figure: duringOutage.allowed,
      bar: `${SIGN_INS_PER_EMAIL}..${SIGN_INS_PER_EMAIL * PROCESSES}, rest 429`,
      pass:
        duringOutage.allowed >= SIGN_INS_PER_EMAIL &&
        duringOutage.allowed <= SIGN_INS_PER_EMAIL * PROCESSES &&
        duringOutage.limited === BURST - duringOutage.allowed,
    },
    exactly(
      'Redis down: failed requests of the load (5xx, no answer, unexpected 4xx)',
      failures.length,
      0,
      examplesOf(failures),
    ),
  ] satisfies Measure[];
}
