import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApiClient } from '@stylebook/contracts';
import { sql } from 'drizzle-orm';
import { settingsSchema } from '../config.ts';
import { withAdminClient } from '../db/admin-client.ts';
import { SMTP_TIME_LIMITS } from '../modules/mail/mail.delivery.ts';
import { openTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { freeLoopbackPort } from '../test/loopback-ports.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { startSilentSmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';
import { atLeast, atMost, exactly, info, noteExample, type Measure, type Section } from './section.ts';
import { driveRequests, inBatches, percentile, type ConnectionPlan, type RequestRecord } from './workload.ts';

/**
 * The loads of this section: a read load while an SMTP peer hangs (after a warm-up, measured once with
 * nothing hanging and once while sends hang), and the load a SIGTERM lands in, `signalAfterMs` into it.
 */
const FULL = {
  hang: { connections: 10, durationMs: 20_000 },
  stop: { connections: 100, signalAfterMs: 5_000 },
};
const SHORT = {
  hang: { connections: 10, durationMs: 5_000 },
  stop: { connections: 30, signalAfterMs: 2_000 },
};
type Size = typeof FULL;

/** A fresh process's first requests compile its code paths; they are no one's baseline. */
const WARM_UP_MS = 1_000;
const REFUSED_DOMAIN = 'refused.test';
const REFUSED_SIGN_UPS = 30;
/** Issue 28: "after 30 permanently refused mails, the next mail reaches a real SMTP peer within seconds". */
const GOOD_MAIL_BAR_SECONDS = 10;
/** Past this the good mail is counted as lost (before the fix it never came: the finding waited 90 s). */
const GOOD_MAIL_WAIT_SECONDS = 30;
/**
 * The PostgreSQL process's statement timeout: 1 s rather than the 500 ms the lock alone could use, since the
 * same process carries the hung-SMTP load first and no sound query of it, on 2 busy cores, may be cancelled
 * for being slow. The 503 must come within the timeout and 1.5 s more (the request's own work, scheduling).
 */
const STATEMENT_TIMEOUT_MS = 1_000;
const LOCKED_ANSWER_BAR_MS = STATEMENT_TIMEOUT_MS + 1_500;
/** The server's default bounded wait for requests in flight; the process must be gone 5 s after it. */
const SHUTDOWN_TIMEOUT_SECONDS = settingsSchema.shape.SHUTDOWN_TIMEOUT_SECONDS.parse(undefined);
/** The time since the signal a stop may take: the bounded wait, then closing the jobs and the database. */
const EXIT_BAR_SECONDS = SHUTDOWN_TIMEOUT_SECONDS + 5;

/**
 * Issue 28's neighbours that fail slowly or for good, each against a real server process of its own on
 * loopback: an SMTP peer refusing mail for good (550), one that hangs, a query held by a lock past the
 * statement timeout (PostgreSQL), and SIGTERM under load. On PGlite, and the hung SMTP peer and the lock
 * also on PostgreSQL when TEST_DATABASE_URL is set.
 */
export const neighboursSection: Section = {
  name: 'neighbours',
  async run({ short }) {
    const size = short ? SHORT : FULL;
    const { refused, stopped } = await refusedMailThenStop(size);
    const hungOnPglite = await hungSmtpOnPglite(size);
    const onPostgres =
      process.env.STYLEBOOK_TEST_DB === 'postgres'
        ? await hungSmtpAndLockOnPostgres(size)
        : {
            hung: [],
            lock: [
              info(
                'PostgreSQL: hung SMTP peer and a lock past the statement timeout (skipped: no TEST_DATABASE_URL)',
                0,
              ),
            ],
          };
    return [...refused, ...hungOnPglite, ...onPostgres.hung, ...onPostgres.lock, ...stopped];
  },
};

/** A server process as this section runs one: no demo, quiet logs, more settings from the caller. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess(
    await freeLoopbackPort(),
    { SEED_DEMO: '0', LOG_LEVEL: 'error', ...env },
    undefined,
    { fromSource: true },
  );
}

/** Registers a person through the API (their verification mail is queued); how long the answer took. */
async function signUp(origin: string, domain = 'stylebook.test') {
  const username = `n${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const email = `${username}@${domain}`;
  const startedAt = performance.now();
  const session = await createApiClient({ baseUrl: origin, getToken: async () => null }).auth.registerUser({
    fullName: 'Neighbours Person',
    email,
    password: `password-${username}`,
    username,
  });
  return { id: session.user.id, email, ms: performance.now() - startedAt };
}

/**
 * Finding 1, then 6, on one PGlite process whose SMTP peer refuses one domain: 30 sign-ups there, then one
 * elsewhere, whose mail must arrive within seconds; then SIGTERM (twice) during a load.
 */
async function refusedMailThenStop(size: Size): Promise<{ refused: Measure[]; stopped: Measure[] }> {
  const peer = await startSmtpPeer({ [REFUSED_DOMAIN]: 550 });
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ SMTP_URL: peer.url });
    const { origin } = server;
    await inBatches(REFUSED_SIGN_UPS, () => signUp(origin, REFUSED_DOMAIN));
    const sentAt = performance.now();
    const good = await signUp(origin);
    const arrivedAt = await Promise.race([
      peer.next(1).then(() => performance.now()),
      sleep(GOOD_MAIL_WAIT_SECONDS * 1000).then(() => undefined),
    ]);
    const refusedBefore = peer.refused.length;
    const mail = peer.received[0];
    const to = mail?.to && 'text' in mail.to ? mail.to.text : undefined;
    const seconds =
      arrivedAt === undefined ? GOOD_MAIL_WAIT_SECONDS : +((arrivedAt - sentAt) / 1000).toFixed(1);
    const refused: Measure[] = [
      exactly(
        `refusing SMTP peer: sign-ups at @${REFUSED_DOMAIN} it answered 550 before the good mail came`,
        refusedBefore,
        REFUSED_SIGN_UPS,
      ),
      {
        ...atMost(
          `good mail after ${REFUSED_SIGN_UPS} refused: seconds to reach the SMTP peer`,
          seconds,
          GOOD_MAIL_BAR_SECONDS,
        ),
        ...(arrivedAt === undefined && {
          pass: false,
          examples: [`nothing after ${GOOD_MAIL_WAIT_SECONDS} s`],
        }),
        ...(arrivedAt !== undefined &&
          to !== good.email && { pass: false, examples: [`the first mail received was to ${to}`] }),
      },
    ];
    const stopped = await stopUnderLoad(server, size);
    return { refused, stopped };
  } finally {
    await server?.stop();
    await peer.close();
  }
}

type StopAction = 'search' | 'featured' | 'liveness';
const STOP_ACTIONS: StopAction[] = ['search', 'featured', 'liveness'];

/**
 * Finding 6: a load of reads on keep-alive connections, and SIGTERM twice mid-load, as a signal to `npm
 * start`'s process group arrives (once from the sender, once forwarded by npm). Every request sent must be
 * answered; one refused a connection after the stop began was never sent, and its client goes elsewhere,
 * as a balancer does, so a refused connection ends its client's run.
 */
async function stopUnderLoad(server: ServerProcess, { stop }: Size): Promise<Measure[]> {
  const plan = (index: number): ConnectionPlan<StopAction> => {
    let sent = index;
    return (last) => {
      if (last?.errorCode === 'ECONNREFUSED') return undefined;
      const action = STOP_ACTIONS[sent++ % STOP_ACTIONS.length]!;
      const path = {
        search: `/api/search?q=linen${index}`,
        featured: `/api/featured/products?limit=30&seed=${index}`,
        liveness: '/api/health/live',
      }[action];
      return { action, method: 'GET', path };
    };
  };
  const loading = driveRequests(
    server.origin,
    { connections: stop.connections, durationMs: stop.signalAfterMs + EXIT_BAR_SECONDS * 1000 },
    plan,
  );
  await sleep(stop.signalAfterMs);
  const signalAt = performance.now();
  const exited = server.kill('SIGTERM');
  process.kill(server.pid, 'SIGTERM');
  const exitCode = await exited;
  const exitSeconds = +((performance.now() - signalAt) / 1000).toFixed(1);
  const records = await loading;

  const refusedAfter = (record: RequestRecord<StopAction>) =>
    record.errorCode === 'ECONNREFUSED' && record.startedAt >= signalAt;
  const inFlight = records.filter(
    (record) => record.startedAt < signalAt && record.startedAt + record.ms > signalAt,
  ).length;
  const dropped: string[] = [];
  const wrong: string[] = [];
  let droppedCount = 0;
  let wrongCount = 0;
  for (const record of records) {
    if (record.status === undefined && !refusedAfter(record)) {
      droppedCount++;
      noteExample(
        dropped,
        `${record.error} (${Math.round(record.startedAt - signalAt)} ms after the signal)`,
      );
    }
    // The liveness check fails from the first moment of a stop, by design: the balancer's cue to leave.
    if (
      record.status !== undefined &&
      record.status !== 200 &&
      !(record.action === 'liveness' && record.status === 503)
    ) {
      wrongCount++;
      noteExample(wrong, record.error ?? String(record.status));
    }
  }
  const label = 'SIGTERM x2 under load';
  return [
    atLeast(
      `${label}: requests in flight at the signal (${stop.connections} keep-alive connections)`,
      inFlight,
      1,
    ),
    exactly(`${label}: requests sent and never answered (reset, hung)`, droppedCount, 0, dropped),
    exactly(
      `${label}: answers not 200 (the liveness check's 503 while stopping aside)`,
      wrongCount,
      0,
      wrong,
    ),
    info(
      `${label}: connections refused after the stop began (a balancer sends them on)`,
      records.filter(refusedAfter).length,
    ),
    exactly(`${label}: exit code`, exitCode ?? -1, 0),
    atMost(
      `${label}: seconds from the signal to the exit (SHUTDOWN_TIMEOUT_SECONDS + 5)`,
      exitSeconds,
      EXIT_BAR_SECONDS,
    ),
  ];
}

type ReadAction = 'featured' | 'health';

/** Featured pages and health checks, alternately, anonymous: what a hung neighbour must not slow down. */
const readPlan =
  (index: number): ConnectionPlan<ReadAction> =>
  (last) =>
    last?.action === 'featured'
      ? { action: 'health', method: 'GET', path: '/api/health' }
      : { action: 'featured', method: 'GET', path: `/api/featured/products?limit=30&seed=${index}` };

/** Finding 2 on PGlite: the embedded database, one connection, where a send in a transaction froze all. */
async function hungSmtpOnPglite(size: Size): Promise<Measure[]> {
  const peer = await startSilentSmtpPeer();
  let server: ServerProcess | undefined;
  try {
    server = await startServer({ SMTP_URL: peer.url });
    return await hungSmtp('PGlite', server, peer, size);
  } finally {
    // The peer first, so the server's stop does not wait out a hung send.
    await peer.close();
    await server?.stop();
  }
}

/**
 * Finding 2 on PostgreSQL, then 4 on the same process: a database of its own on TEST_DATABASE_URL's server,
 * and a statement timeout of STATEMENT_TIMEOUT_MS.
 */
async function hungSmtpAndLockOnPostgres(size: Size): Promise<{ hung: Measure[]; lock: Measure[] }> {
  const database = await openTestDatabase();
  const peer = await startSilentSmtpPeer();
  let server: ServerProcess | undefined;
  try {
    server = await startServer({
      DATABASE_URL: database.url!,
      SMTP_URL: peer.url,
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      // The cancelled query is logged as an error with its stack: the very case under test, not news.
      LOG_LEVEL: 'fatal',
    });
    // Before the fix a send waited in the transaction that had locked its mail: a pooled connection held.
    const transactionsHeld = () =>
      withAdminClient(database.url!, async (admin) => {
        const { rows } = await admin.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'",
        );
        return rows[0]!.n;
      });
    const hung = await hungSmtp('PostgreSQL', server, peer, size, transactionsHeld);
    return { hung, lock: await lockPastStatementTimeout(server, database) };
  } finally {
    await peer.close();
    await server?.stop();
    await database.close();
  }
}

/**
 * The read load's latency with nothing hanging, then while sign-ups' verification mails hang on an SMTP peer
 * that never greets: it must answer everything, about as fast. Enough sign-ups that their sends, one after
 * another, each waiting out the greeting time limit, hang through the whole second load.
 */
async function hungSmtp(
  engine: string,
  server: ServerProcess,
  peer: Awaited<ReturnType<typeof startSilentSmtpPeer>>,
  { hang }: Size,
  /** On PostgreSQL: the server's connections waiting inside a transaction right now. */
  transactionsHeld?: () => Promise<number>,
): Promise<Measure[]> {
  await driveRequests(server.origin, { connections: hang.connections, durationMs: WARM_UP_MS }, readPlan);
  const before = await driveRequests(server.origin, hang, readPlan);
  const hangingSends = Math.ceil((hang.durationMs + 5_000) / SMTP_TIME_LIMITS.greetingTimeout) + 1;
  const signUps = [];
  for (let n = 0; n < hangingSends; n++) signUps.push(await signUp(server.origin));
  for (const deadline = Date.now() + 10_000; peer.held() === 0 && Date.now() < deadline;) await sleep(20);
  const heldAtStart = peer.held();
  const during = await driveRequests(server.origin, hang, readPlan);
  const heldAtEnd = peer.held();
  const inTransaction = await transactionsHeld?.();

  const p = (records: RequestRecord<ReadAction>[], rank: number) =>
    Math.round(
      percentile(
        records.map((record) => record.ms),
        rank,
      ),
    );
  const errors: string[] = [];
  const failures = [...before, ...during].filter((record) => record.status !== 200);
  for (const record of failures) noteExample(errors, record.error ?? String(record.status));
  // A frozen app (the finding: a Featured page in 30.5 s) shows as seconds; a run on 2 cores shared with the
  // driver and everything else moves a few-second p99 by tens of ms, and by more when it is tiny, so the bar
  // is whichever is looser of 3 x the p99 before and that p99 + 200 ms.
  const barMs = Math.max(3 * p(before, 99), p(before, 99) + 200);
  const label = `hung SMTP peer, ${engine}`;
  return [
    atLeast(
      `${label}: SMTP sends hanging at the load's start and end (the fewer)`,
      Math.min(heldAtStart, heldAtEnd),
      1,
    ),
    exactly(
      `${label}: requests not answered 200 (${hang.connections} connections x ${hang.durationMs / 1000} s of Featured and health, before and during)`,
      failures.length,
      0,
      errors,
    ),
    info(`${label}: p50 ms before (nothing hanging)`, p(before, 50)),
    info(`${label}: p99 ms before`, p(before, 99)),
    info(`${label}: p50 ms while sends hang`, p(during, 50)),
    atMost(
      `${label}: p99 ms while sends hang (bar: the more of 3 x and + 200 ms over before)`,
      p(during, 99),
      barMs,
    ),
    ...(inTransaction === undefined
      ? []
      : [exactly(`${label}: connections idle in a transaction while sends hang`, inTransaction, 0)]),
    info(
      `${label}: slowest of ${hangingSends} sign-ups meanwhile, ms`,
      Math.round(Math.max(...signUps.map((s) => s.ms))),
    ),
  ];
}

/**
 * Finding 4: `users` locked by another session in an open transaction; a profile, which reads it, must be
 * answered 503 with Retry-After once the statement timeout cancels its query, and 200 once the lock is gone.
 */
async function lockPastStatementTimeout(server: ServerProcess, database: TestDatabase): Promise<Measure[]> {
  const person = await signUp(server.origin);
  const profile = async () => {
    const startedAt = performance.now();
    try {
      const response = await fetch(`${server.origin}/api/users/${person.id}/profile`, {
        // Past every bar: without a timeout the request would wait for the lock as long as it is held.
        signal: AbortSignal.timeout(LOCKED_ANSWER_BAR_MS + 5_000),
      });
      await response.arrayBuffer();
      const retryAfter = Number(response.headers.get('retry-after') ?? 0);
      return { status: response.status, retryAfter, ms: Math.round(performance.now() - startedAt) };
    } catch {
      return { status: 0, retryAfter: 0, ms: Math.round(performance.now() - startedAt) };
    }
  };
  const whileLocked = await database.db.transaction(async (tx) => {
    await tx.execute(sql`lock table users in access exclusive mode`);
    return profile();
  });
  const afterwards = await profile();
  const label = `PostgreSQL, users locked past the statement timeout (${STATEMENT_TIMEOUT_MS} ms)`;
  return [
    exactly(`${label}: profile status while locked`, whileLocked.status, 503),
    atLeast(`${label}: its Retry-After seconds`, whileLocked.retryAfter, 1),
    atMost(`${label}: ms to that answer`, whileLocked.ms, LOCKED_ANSWER_BAR_MS),
    exactly(`${label}: profile status once the lock is released`, afterwards.status, 200),
  ];
}
