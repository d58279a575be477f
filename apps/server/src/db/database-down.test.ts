import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { POSTGRES_MISSING, postgresBin, startPostgresCluster } from '../test/postgres-cluster.ts';
import { sql } from 'drizzle-orm';
import { isDatabaseUnreachable, openDatabase, type Database } from './client.ts';

// It runs a PostgreSQL of its own, so once, with the PostgreSQL project.
const onPostgres = process.env.STYLEBOOK_TEST_DB === 'postgres';
if (onPostgres && !postgresBin) console.warn(`${POSTGRES_MISSING}: skipped`);

describe.skipIf(!onPostgres || !postgresBin)('while PostgreSQL is down', () => {
  let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;

  const profile = () => app.inject({ url: `/api/users/${randomUUID()}/profile` });

  beforeAll(async () => {
    cluster = await startPostgresCluster(postgresBin!);
    dataDir = await mkdtemp(path.join(tmpdir(), 'stylebook-test-'));
    database = await openDatabase({ kind: 'postgres', url: cluster.url, maxConnections: 4 });
    await database.migrate();
    const config = { ...loadConfig({}), dataDir, seedDemo: false, webDist: path.join(dataDir, 'none') };
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.remove();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with a message at once, and serves again when it is back without a restart', async () => {
    expect((await profile()).json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });

    await cluster.stop();
    for (const attempt of [profile(), profile()]) {
      const reply = await attempt;
      expect(reply.statusCode).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(reply.json()).toEqual({
        message: 'Stylebook is unavailable for a moment. Try again shortly.',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);

    await cluster.start();
    const back = await profile();
    expect(back.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('fails a transaction whose connection the server ends between statements, and lives on', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
      await tx.execute(sql`select 1`);
    });
    const outcome = transaction.then(
      () => 'committed',
      (error: unknown) => (isDatabaseUnreachable(error) ? 'unreachable' : String(error)),
    );

    await cluster.stop();
    release();
    expect(await outcome).toBe('unreachable');

    await cluster.start();
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});
