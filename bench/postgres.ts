import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { withAdminClient } from '../apps/server/src/db/admin-client.ts';

const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface BenchPostgres {
  /** What the figures ran on, for the report. */
  description: string;
  /** A new empty database on the server, dropped by `stop`; its connection string. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Databases made on `serverUrl`, dropped again on stop. */
function databasesOn(serverUrl: string, description: string, stopServer: () => void): BenchPostgres {
  const made: string[] = [];
  return {
    description,
    async createDatabase(name) {
      const database = `stylebook_bench_${name}_${Date.now().toString(36)}`;
      await withAdminClient(serverUrl, (client) => client.query(`create database "${database}"`));
      made.push(database);
      const url = new URL(serverUrl);
      url.pathname = `/${database}`;
      return url.toString();
    },
    async stop() {
      for (const database of made) {
        await withAdminClient(serverUrl, (client) =>
          client.query(`drop database if exists "${database}" with (force)`),
        );
      }
      stopServer();
    },
  };
}

/**
 * PostgreSQL for the bench: BENCH_DATABASE_URL when given (databases are made and dropped on it), else a
 * throwaway cluster on loopback when PostgreSQL 15 is installed (fsync off: figures of a bench, not of a
 * durable server), else none.
 */
export async function startBenchPostgres(): Promise<BenchPostgres | null> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return databasesOn(given, `BENCH_DATABASE_URL (${new URL(given).host})`, () => undefined);
  if (!existsSync(path.join(PG_BIN, 'initdb'))) return null;

  const dir = mkdtempSync(path.join(os.tmpdir(), 'stylebook-bench-pg-'));
  // PostgreSQL refuses to run as root: the cluster then belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const run = (binary: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(PG_BIN, binary),
      asRoot ? ['-u', 'postgres', '--', path.join(PG_BIN, binary), ...args] : args,
      { stdio: 'ignore' },
    );
  if (asRoot) {
    chmodSync(dir, 0o777);
  }
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  let running = true;
  const stopCluster = () => {
    if (!running) return;
    running = false;
    run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  // A bench that dies on an error still stops its cluster (exit handlers may only do synchronous work).
  process.once('exit', stopCluster);
  const version = execFileSync(path.join(PG_BIN, 'postgres'), ['--version']).toString().trim();
  return databasesOn(
    `postgres://postgres@127.0.0.1:${port}/postgres`,
    `throwaway ${version} cluster on 127.0.0.1:${port}, fsync off`,
    stopCluster,
  );
}
