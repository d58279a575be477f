import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Config } from '../config.ts';
import { openDatabase, type Db } from '../db/client.ts';
import { freeLoopbackPort, waitUntilListening } from '../test/loopback-ports.ts';
import { POSTGRES_MISSING, postgresBin, startPostgresCluster } from '../test/postgres-cluster.ts';
import { REDIS_MISSING, redisServerInstalled, startRedisServer } from '../test/redis-server.ts';
import { startS3rver } from '../test/s3rver-peer.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';

const HAPROXY_MISSING =
  'haproxy is not installed: apt-get install -y haproxy (.ci/run installs it when missing)';

/**
 * How often HAProxy asks each backend whether it is alive, and after how many failed checks in a row it
 * takes it out: a killed backend leaves the rotation within FALL x INTERVAL (plus one check's connect).
 */
export const HEALTH_CHECK_INTERVAL_MS = 250;
export const HEALTH_CHECK_FALL = 2;

export interface ClusterOptions {
  /** API processes behind the proxy. */
  processes: number;
  /** Start a redis-server and give every process REDIS_URL; without it each process counts its own limits. */
  redis: boolean;
  /** More environment for every API process (rate limits, job intervals); wins over the cluster's own. */
  env?: Record<string, string>;
}

export interface Backend {
  origin: string;
  /** The running process's id; a restart changes it. */
  readonly pid: number;
  /** Sends `signal` to the process and waits for it to exit (`SIGKILL` is kill -9), with its exit code. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
  /** Starts the process again on the same port, database and data directory, and waits until it is ready. */
  restart(): Promise<void>;
}

export interface Cluster {
  /** The proxy: what a client talks to. */
  origin: string;
  backends: Backend[];
  postgres: { url: string; stop(): Promise<void>; start(): Promise<void> };
  /** Absent without `redis: true`. */
  redis: { url: string; stop(): Promise<void>; start(): Promise<void> } | undefined;
  /** The cluster's database, for row counts and audits after a run (a pool of its own, 4 connections). */
  db: Db;
  /** The S3 store (s3rver) every process keeps media in, for storing pictures people may then use. */
  s3: S3Config;
  /** Stops the proxy, the processes, Redis, S3 and PostgreSQL, and removes their files. */
  stop(): Promise<void>;
}

const haproxyInstalled = spawnSync('haproxy', ['-v']).status === 0;

/**
 * N real API processes on one throwaway PostgreSQL (always its own, since faults restart it), with Redis,
 * behind HAProxy on loopback: round robin, a backend that stops answering its liveness check leaves within
 * HEALTH_CHECK_FALL x HEALTH_CHECK_INTERVAL_MS, and a request whose connection to a backend fails is sent to
 * another. The processes run the TypeScript sources through tsx, so the suite needs no build and never tests
 * a stale one. Everything that started is stopped again if a later step fails.
 */
export async function startCluster({
  processes,
  redis: withRedis,
  env = {},
}: ClusterOptions): Promise<Cluster> {
  if (!haproxyInstalled) throw new Error(HAPROXY_MISSING);
  if (withRedis && !redisServerInstalled) throw new Error(REDIS_MISSING);
  if (!postgresBin) throw new Error(POSTGRES_MISSING);

  const cleanup: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup.length = 0;
  };
  try {
    const postgres = await startPostgresCluster(postgresBin);
    cleanup.push(() => postgres.remove());

    // Migrations once, before any process starts, so three processes never race to apply them.
    const database = await openDatabase({ kind: 'postgres', url: postgres.url, maxConnections: 4 });
    cleanup.push(() => database.close());
    await database.migrate();

    const redis = withRedis ? await startRedisServer() : undefined;
    if (redis) cleanup.push(() => redis.stop());

    // Media in an S3 store all processes share, as a scaled-out deployment keeps them (README, run modes).
    const s3 = await startS3rver();
    cleanup.push(() => s3.stop());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'stylebook-cluster-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const ports = await distinctFreePorts(processes + 1);
    const proxyPort = ports[0]!;
    const backendPorts = ports.slice(1);
    const origin = `http://127.0.0.1:${proxyPort}`;
    const serverEnv: Record<string, string> = {
      DATABASE_URL: postgres.url,
      ...(redis ? { REDIS_URL: redis.url } : {}),
      SEED_DEMO: '0',
      // One origin for all, as in production: it is the issuer of the access tokens every process checks.
      PUBLIC_ORIGIN: origin,
      // The proxy names the client in X-Forwarded-For; it is the only hop trusted to.
      TRUST_PROXY: 'loopback',
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
      ...env,
    };

    const backends = await Promise.all(
      backendPorts.map(async (port) => {
        let current: ServerProcess = await startServerProcess(port, serverEnv, dataDir, { fromSource: true });
        cleanup.push(() => current.stop({ keepData: true }));
        const backend: Backend = {
          origin: current.origin,
          get pid() {
            return current.pid;
          },
          kill: (signal) => current.kill(signal),
          async restart() {
            await current.kill('SIGTERM');
            current = await startServerProcess(port, serverEnv, dataDir, { fromSource: true });
          },
        };
        return backend;
      }),
    );

    const proxy = await startHaproxy(proxyPort, backendPorts);
    cleanup.push(() => proxy.stop());

    return {
      origin,
      backends,
      postgres: { url: postgres.url, stop: postgres.stop, start: postgres.start },
      redis: redis && { url: redis.url, stop: redis.stop, start: redis.start },
      db: database.db,
      s3: s3.config,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Free ports asked for one at a time can repeat (each is released before the next is asked for). */
async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freeLoopbackPort());
  return [...ports];
}

/** HAProxy in the foreground with a config of its own in a throwaway directory. */
async function startHaproxy(port: number, backendPorts: number[]) {
  const directory = mkdtempSync(path.join(tmpdir(), 'stylebook-haproxy-'));
  const configFile = path.join(directory, 'haproxy.cfg');
  writeFileSync(
    configFile,
    [
      'global',
      '  maxconn 4096',
      '  quiet',
      'defaults',
      '  mode http',
      '  timeout connect 1s',
      '  timeout client 60s',
      '  timeout server 60s',
      // A killed backend refuses the check's connection at once; a busy one (200 connections on 2 cores)
      // may take a while to answer it, and must not be taken out for that.
      '  timeout check 2s',
      // A request whose connection to a backend fails (a killed process) is retried on another backend; a
      // request already sent is never retried, since it may have been a write that happened.
      '  retries 3',
      '  option redispatch 1',
      '  option forwardfor',
      'frontend api',
      `  bind 127.0.0.1:${port}`,
      '  default_backend processes',
      'backend processes',
      '  balance roundrobin',
      // Liveness, not readiness: with PostgreSQL down every process answers 503 itself (with Retry-After),
      // which a client should see rather than HAProxy's own page for "no server".
      '  option httpchk GET /api/health/live',
      ...backendPorts.map(
        (backendPort, index) =>
          `  server api${index + 1} 127.0.0.1:${backendPort} check inter ${HEALTH_CHECK_INTERVAL_MS} fall ${HEALTH_CHECK_FALL} rise 2`,
      ),
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', configFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilListening(child, 'haproxy', port);
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
