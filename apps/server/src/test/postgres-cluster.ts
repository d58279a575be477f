import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freeLoopbackPort } from './loopback-ports.ts';

const PG_ROOT = '/usr/lib/postgresql';

/** The newest installed PostgreSQL's bin directory, or undefined (tests that need it then skip). */
export const postgresBin: string | undefined = existsSync(PG_ROOT)
  ? readdirSync(PG_ROOT)
      .sort((a, b) => Number(a) - Number(b))
      .map((version) => path.join(PG_ROOT, version, 'bin'))
      .filter((bin) => existsSync(path.join(bin, 'pg_ctl')))
      .at(-1)
  : undefined;
export const POSTGRES_MISSING =
  'PostgreSQL server binaries are not installed under /usr/lib/postgresql (apt-get install -y postgresql)';

/**
 * A throwaway PostgreSQL cluster under /tmp on a free loopback port, run as the postgres user, that a test may
 * stop and start as an outage would. `remove` stops it and deletes its files. Stopping and starting wait for
 * pg_ctl without blocking the event loop, so a load driven from the same process carries on meanwhile.
 */
export async function startPostgresCluster(bin: string) {
  const port = await freeLoopbackPort();
  const directory = mkdtempSync(path.join(tmpdir(), 'stylebook-pg-'));
  chownSync(directory, ...postgresOwner());
  const data = path.join(directory, 'data');
  const asPostgres = async (tool: string, args: string[]) => {
    await promisify(execFile)('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]);
  };
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const start = () =>
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(directory, 'log'),
      '-w',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${directory} -c fsync=off`,
      'start',
    ]);
  const stop = () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      try {
        await stop();
      } catch {
        // Already stopped by the test.
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function postgresOwner(): [number, number] {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return [uid, gid];
}
