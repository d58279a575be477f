import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError, type Collection } from '@stylebook/contracts';
import { inArray } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../db/client.ts';
import { collections } from '../db/schema/index.ts';
import { Random } from '../seed/random.ts';
import { freeLoopbackPort } from '../test/loopback-ports.ts';
import { POSTGRES_MISSING, postgresBin, startPostgresCluster } from '../test/postgres-cluster.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { registerPeople, type Person } from './people.ts';
import { atLeast, exactly, type Measure } from './section.ts';

export interface WriteLoopOptions {
  /** kill -9s per engine; the last one ends the loop, the others are followed by a restart on the same data. */
  kills: number;
  /** Clients writing at once, each one write at a time. */
  writers: number;
  /** How long the writes run before each kill: a random moment in this window (ms). */
  killAfterMs: [number, number];
}

/** Same moments and choices on every run, so a loss found once can be looked for again. */
const SEED = 17;

/** The server as the loop sees it: where to write, and a gate closed while it is down. */
interface LoopTarget {
  origin: string;
  /** Resolves once the server answers again; replaced by an unresolved one just before each kill. */
  up: Promise<void>;
  done: boolean;
}

/** What one collection must look like after the crashes: its acknowledged name, or one whose answer was lost. */
interface ExpectedCollection {
  acknowledgedName: string;
  /** Renames sent after the acknowledged one whose answers never came: each may or may not have happened. */
  unknownNames: string[];
}

interface LoopResult {
  sent: number;
  acknowledged: number;
  kills: number;
  lost: string[];
}

/**
 * A writer: creates collections and renames its own, one request at a time, noting every acknowledged write.
 * A request cut off by the kill has an unknown outcome; the writer waits for the server to come back.
 */
async function write(
  person: Person,
  target: LoopTarget,
  random: Random,
  expected: Map<string, ExpectedCollection>,
  counts: { sent: number; acknowledged: number },
) {
  const own: string[] = [];
  while (!target.done) {
    await target.up;
    if (target.done) return;
    const api = person.api(target.origin);
    const renaming = own.length > 0 && random.chance(0.4);
    const id = renaming ? random.pick(own) : undefined;
    const name = `write ${counts.sent}`;
    counts.sent++;
    try {
      if (id) {
        await api.put<Collection>(`/api/collections/${id}`, { name });
        expected.set(id, { acknowledgedName: name, unknownNames: [] });
      } else {
        const created = await api.post<Collection>('/api/collections', { name });
        own.push(created.id);
        expected.set(created.id, { acknowledgedName: name, unknownNames: [] });
      }
      counts.acknowledged++;
    } catch (error) {
      // Any answer but 2xx, or none (the connection died with the process): the write may or may not be there.
      if (!(error instanceof ApiError) && !(error instanceof TypeError)) throw error;
      if (id) expected.get(id)!.unknownNames.push(name);
      if (error instanceof TypeError) await target.up;
    }
  }
}

/** How long a kill waits for the server to acknowledge a first write since the last (re)start. */
const ACKNOWLEDGED_WRITE_WAIT_MS = 30_000;

async function loop(
  /** The database the server writes to, as this process opens it afterwards; the server's env and DATA_DIR. */
  target: { database: DatabaseTarget; env: Record<string, string>; dataDir: string },
  options: WriteLoopOptions,
): Promise<LoopResult> {
  const random = new Random(SEED);
  const port = await freeLoopbackPort();
  const env = { SEED_DEMO: '0', LOG_LEVEL: 'error', ...target.env };
  const start = () => startServerProcess(port, env, target.dataDir, { fromSource: true });
  let server: ServerProcess = await start();
  const state: LoopTarget = { origin: server.origin, up: Promise.resolve(), done: false };
  const expected = new Map<string, ExpectedCollection>();
  const counts = { sent: 0, acknowledged: 0 };
  let kills = 0;
  try {
    const writers = await registerPeople(server.origin, options.writers, 'USER');
    const writing = Promise.all(writers.map((person) => write(person, state, random, expected, counts)));
    for (let round = 1; round <= options.kills; round++) {
      const acknowledgedBefore = counts.acknowledged;
      await sleep(random.int(...options.killAfterMs));
      // A restart on a busy machine may not have acknowledged a write by then: wait for one (a state, not a
      // longer sleep), so the kill lands while writes are being acknowledged.
      const waitUntil = Date.now() + ACKNOWLEDGED_WRITE_WAIT_MS;
      while (counts.acknowledged === acknowledgedBefore && Date.now() < waitUntil) await sleep(20);
      let up!: () => void;
      state.up = new Promise((resolve) => (up = resolve));
      await server.kill('SIGKILL');
      // Counted only when writes were being acknowledged up to it: a kill of an idle server proves nothing.
      if (counts.acknowledged > acknowledgedBefore) kills++;
      if (round < options.kills) server = await start();
      else state.done = true;
      up();
    }
    await writing;
  } finally {
    await server.kill('SIGKILL');
  }

  // The data as the last kill -9 left it, opened as the next start would open it.
  const database = await openDatabase(target.database);
  try {
    const ids = [...expected.keys()];
    const rows = ids.length
      ? await database.db
          .select({ id: collections.id, name: collections.name })
          .from(collections)
          .where(inArray(collections.id, ids))
      : [];
    const names = new Map(rows.map((row) => [row.id, row.name]));
    const lost: string[] = [];
    for (const [id, { acknowledgedName, unknownNames }] of expected) {
      const name = names.get(id);
      if (name === undefined) lost.push(`collection ${id} ('${acknowledgedName}') is missing`);
      else if (name !== acknowledgedName && !unknownNames.includes(name)) {
        lost.push(`collection ${id} is '${name}', acknowledged as '${acknowledgedName}'`);
      }
    }
    return { ...counts, kills, lost };
  } finally {
    await database.close();
  }
}

/**
 * kill -9 during a write loop (issue 17 faults): the real server in its own process, on PGlite with its own
 * data directory and on a throwaway PostgreSQL, is killed at random moments while writers create and rename
 * collections, and restarted on the same data. Every write it acknowledged must be there at the end.
 */
export async function measureWriteLoop(options: WriteLoopOptions): Promise<Measure[]> {
  const measures: Measure[] = [];
  const report = (engine: string, { sent, acknowledged, kills, lost }: LoopResult) =>
    measures.push(
      exactly(`${engine}: kill -9 while writes were acknowledged`, kills, options.kills),
      atLeast(`${engine}: writes sent`, sent, options.kills),
      atLeast(`${engine}: writes acknowledged`, acknowledged, options.kills),
      exactly(`${engine}: acknowledged writes lost`, lost.length, 0, lost.slice(0, 5)),
    );

  const pgliteDir = mkdtempSync(path.join(tmpdir(), 'stylebook-write-loop-'));
  try {
    report(
      'PGlite',
      await loop(
        {
          // Where server.ts keeps PGlite under DATA_DIR.
          database: { kind: 'pglite', dataDir: path.join(pgliteDir, 'db') },
          env: { DATABASE_URL: '' },
          dataDir: pgliteDir,
        },
        options,
      ),
    );
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }

  if (!postgresBin) throw new Error(POSTGRES_MISSING);
  const postgres = await startPostgresCluster(postgresBin);
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'stylebook-write-loop-'));
  try {
    report(
      'PostgreSQL',
      await loop(
        {
          database: { kind: 'postgres', url: postgres.url },
          env: { DATABASE_URL: postgres.url },
          dataDir: mediaDir,
        },
        options,
      ),
    );
  } finally {
    await postgres.remove();
    rmSync(mediaDir, { recursive: true, force: true });
  }
  return measures;
}
