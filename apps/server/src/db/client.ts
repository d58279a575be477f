import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both engines: repositories never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** The connections of this process to its database, for /metrics. */
export interface ConnectionUse {
  /** At most this many. */
  max: number;
  /** Open now, busy or idle. */
  open: number;
  /** Open and free; unknown on PGlite, whose one connection queues its queries inside. */
  idle?: number;
  /** Queries waiting for a connection; unknown on PGlite. */
  waiting?: number;
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
  connectionUse(): ConnectionUse;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel`, from any process, and with none after each
   * (re)connection, as what was sent while the connection was down is lost; answers how to stop. PostgreSQL
   * only: PGlite is one process, which has no other process to hear from.
   */
  listen?(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>;
}

// Beside this module in src/db, and beside the bundle in dist/ (build.ts copies them there).
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** How long a query waits for a connection before it fails as the database being unreachable. */
const CONNECT_TIMEOUT_MS = 5_000;

/** SQLSTATEs of a server that is shutting down, starting up or lost the connection (class 08). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres's own words for a connection it lost or could not open in time. */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  // A statement after the pool took its lost connection back (PoolThatTakesBackLostConnections below).
  'Client was closed and is not queryable',
];

/**
 * True when `error` (or what it wraps: drizzle wraps the driver's error as its cause) says the database could
 * not be reached, rather than that a query was wrong: such a request failed through no fault of its own.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNREACHABLE_SOCKET_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08/.test(code))
        return true;
    }
    if (
      UNREACHABLE_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))
    ) {
      return true;
    }
  }
  return false;
}

/**
 * SQLSTATEs of a statement PostgreSQL cancelled for running past `statement_timeout` (57014), and of a session
 * it ended for sitting in a transaction past `idle_in_transaction_session_timeout` (25P03).
 */
const TIMED_OUT_SQLSTATES = new Set(['57014', '25P03']);

/** True when `error` (or what it wraps) is a statement or transaction PostgreSQL ended for taking too long. */
export function isDatabaseTimeout(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && TIMED_OUT_SQLSTATES.has(code)) return true;
  }
  return false;
}

/**
 * Lets the statements of one transaction run for up to `ms` (SET LOCAL), for jobs that need longer than a
 * request's `statement_timeout`; the limit returns with the transaction's end.
 */
export async function allowLongStatements(tx: Db, ms: number): Promise<void> {
  await tx.execute(sql`select set_config('statement_timeout', ${String(ms)}, true)`);
}

/** Connections each process's PostgreSQL pool may hold, unless the caller says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /**
       * A direct connection to the same database for what needs a session of its own (LISTEN, the migration
       * lock) when `url` is a transaction pooler, which hands each transaction to any server connection.
       */
      directUrl?: string;
      maxConnections?: number;
      /** PostgreSQL's `statement_timeout` for every pooled connection; none when absent. */
      statementTimeoutMs?: number;
      /** PostgreSQL's `idle_in_transaction_session_timeout` for every pooled connection; none when absent. */
      idleInTransactionTimeoutMs?: number;
    }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `loadDataDir`, a dump of another PGlite's data
   * directory, starts from it (tests: a migrated copy, apps/server/src/test/database-templates.ts).
   */
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const max = target.maxConnections ?? DEFAULT_POOL_SIZE;
    const pool = new PoolThatTakesBackLostConnections({
      connectionString: target.url,
      max,
      // A request waiting for a connection to a database that does not answer gets a 503, not a hang.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A query stuck behind a lock, or a transaction left open, gives its connection back instead of holding
      // it until the process ends (docs/decisions.md "Database time limits").
      ...(target.statementTimeoutMs && { statement_timeout: target.statementTimeoutMs }),
      ...(target.idleInTransactionTimeoutMs && {
        idle_in_transaction_session_timeout: target.idleInTransactionTimeoutMs,
      }),
    });
    // An idle connection the server dropped (a restart) is already out of the pool, and the next query opens
    // a new one; without a listener the event would end the process.
    pool.on('error', () => undefined);
    // The same for a connection a request holds (a transaction between statements): the pool listens only to
    // idle ones, and the request's next statement fails as unreachable instead.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema });
    const sessionUrl = target.directUrl ?? target.url;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () =>
        oneMigrationAtATime(sessionUrl, async () => {
          // On a pool of their own without the requests' statement timeout: on a large table one may take minutes.
          const migrationPool = new pg.Pool({
            connectionString: target.url,
            max: 1,
            connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          });
          try {
            await migratePg(drizzlePg(migrationPool), { migrationsFolder });
          } finally {
            await migrationPool.end();
          }
        }),
      close: () => pool.end(),
      connectionUse: () => ({
        max,
        open: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      listen: (channel, onNotify) => listenOn(sessionUrl, channel, onNotify),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // pg_trgm backs search (migration 0005); PostgreSQL ships it in its contrib modules.
  const client = await PGlite.create(target.dataDir, {
    extensions: { pg_trgm },
    ...(target.loadDataDir && { loadDataDir: target.loadDataDir }),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    connectionUse: () => ({ max: 1, open: 1 }),
  };
}

/** The advisory lock key that migrations hold: any number, as long as nothing else in the app uses it. */
export const MIGRATION_LOCK_KEY = 7_461_201;

/**
 * API processes starting together on one PostgreSQL would each create the same tables, and all but one fail;
 * holding a session lock while migrating lets one migrate and the others find nothing left to do. The lock is
 * held on a connection of its own to `sessionUrl`, as it lasts as long as that session does.
 */
async function oneMigrationAtATime(sessionUrl: string, migrate: () => Promise<void>): Promise<void> {
  const lockHolder = new pg.Client({
    connectionString: sessionUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A lost connection fails the statement it runs; unheard, its error event would end the process.
  lockHolder.on('error', () => undefined);
  await lockHolder.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    // Ending the session releases its lock.
    await lockHolder.end();
  }
}

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1_000;

/** One connection of its own (a pooled one would be handed to queries) that LISTENs, reconnecting when lost. */
async function listenOn(
  url: string,
  channel: string,
  onNotify: (payload?: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  function reconnectLater(): void {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RELISTEN_MS);
    retry.unref();
    const lost = client;
    client = undefined;
    lost?.end().catch(() => undefined);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    next.on('notification', (notification) => onNotify(notification.payload));
    next.on('error', reconnectLater);
    next.on('end', reconnectLater);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      onNotify();
    } catch {
      reconnectLater();
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A pool that takes a checked-out connection back, as broken, as soon as a statement on it finds the server
 * gone, and ignores the holder's own release after that. drizzle's pooled `transaction` runs BEGIN before the
 * `try` that releases its connection (drizzle-orm issue 6241, open), so a BEGIN on a connection a restart had
 * dropped kept it checked out for good: each restart cost the pool a connection, and closing it waited for
 * ever. Only promise checkouts (drizzle's) are watched; `pool.query` releases its own.
 */
class PoolThatTakesBackLostConnections extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(takenBackWhenLost);
  }
}

function takenBackWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  client.release = (error) => {
    if (released) return;
    released = true;
    // The watch below belongs to this checkout; the next holder gets the client's own query again.
    Reflect.deleteProperty(client, 'query');
    release(error);
  };
  const query = client.query;
  // One function for all of `query`'s overloads: the arguments pass through untouched.
  client.query = function watchedQuery(this: pg.PoolClient, ...args: Parameters<typeof query>) {
    const result: unknown = Reflect.apply(query, client, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isDatabaseUnreachable(error)) client.release(error as Error);
      });
    }
    return result;
  } as typeof query;
  return client;
}

/** Round-trip time of a trivial query, or null when the database does not answer. */
export async function pingDatabase(db: Db): Promise<number | null> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return performance.now() - started;
  } catch {
    return null;
  }
}
