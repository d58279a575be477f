import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { withAdminClient } from './admin-client.ts';
import { isDatabaseUnreachable, MIGRATION_LOCK_KEY, openDatabase, type Database } from './client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.STYLEBOOK_TEST_DB === 'postgres' && serverUrl !== undefined;

describe.skipIf(!onPostgres)('migrations on PostgreSQL', () => {
  const name = `stylebook_test_${randomUUID().replaceAll('-', '')}`;
  const opened: Database[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await withAdminClient(serverUrl!, (admin) =>
      admin.query(`drop database if exists "${name}" with (force)`),
    );
  });

  it('three processes starting together on an empty database all start, and migrate it once', async () => {
    await withAdminClient(serverUrl!, (admin) => admin.query(`create database "${name}"`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    for (let process = 0; process < 3; process++) {
      opened.push(await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 }));
    }

    await Promise.all(opened.map((database) => database.migrate()));

    const counts = await withAdminClient(url.toString(), async (client) => {
      const { rows } = await client.query<{ applied: number; distinct: number }>(
        'select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      );
      return rows[0]!;
    });
    expect(counts.applied).toBeGreaterThan(0);
    expect(counts.applied).toBe(counts.distinct);
  });
});

describe.skipIf(!onPostgres)('DATABASE_DIRECT_URL beside a transaction pooler', () => {
  const name = `stylebook_test_${randomUUID().replaceAll('-', '')}`;
  let database: Database | undefined;
  let stopListening: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await stopListening?.();
    await database?.close();
    await withAdminClient(serverUrl!, (admin) =>
      admin.query(`drop database if exists "${name}" with (force)`),
    );
  });

  /** The same database, told apart in pg_stat_activity by the name each connection gives. */
  function urlNamed(applicationName: string): string {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    url.searchParams.set('application_name', applicationName);
    return url.toString();
  }

  async function sessions(where: string): Promise<string[]> {
    return withAdminClient(urlNamed('stylebook_test_admin'), async (admin) => {
      const { rows } = await admin.query<{ application_name: string }>(
        `select application_name from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and ${where}`,
        [name],
      );
      return rows.map((row) => row.application_name);
    });
  }

  it('takes the migration lock and LISTENs on the direct connection, and queries through the pool', async () => {
    await withAdminClient(serverUrl!, (admin) => admin.query(`create database "${name}"`));
    database = await openDatabase({
      kind: 'postgres',
      url: urlNamed('stylebook_pooled'),
      directUrl: urlNamed('stylebook_direct'),
      maxConnections: 2,
    });

    // Another process is migrating: this one's wait for the lock shows which connection asks for it.
    await withAdminClient(urlNamed('stylebook_test_other_process'), async (other) => {
      await other.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const migrating = database!.migrate();
      let waiting: string[] = [];
      for (let tries = 0; tries < 100 && waiting.length === 0; tries++) {
        await sleep(50);
        waiting = await sessions(`wait_event_type = 'Lock' and query like '%pg_advisory_lock%'`);
      }
      expect(waiting).toEqual(['stylebook_direct']);
      await other.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await migrating;
    });

    const heard: (string | undefined)[] = [];
    stopListening = await database.listen!('stylebook_direct_test', (payload) => heard.push(payload));
    expect(await sessions(`query like 'LISTEN%'`)).toEqual(['stylebook_direct']);

    await database.db.execute(sql`select pg_notify('stylebook_direct_test', 'hello')`);
    for (let tries = 0; tries < 100 && !heard.includes('hello'); tries++) await sleep(20);
    expect(heard).toContain('hello');
    expect(await sessions(`query like '%pg_notify%'`)).toEqual(['stylebook_pooled']);
  });
});

/**
 * A loopback relay to PostgreSQL that can drop a connection the way a restarted server does, at a chosen
 * moment: once `dropAtNextStatement` is called, the next bytes the app sends end their connection instead.
 */
async function startDroppingRelay(target: URL) {
  let dropArmed = false;
  const sockets = new Set<Socket>();
  const server = createServer((app) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(app).add(upstream);
    app.on('data', (bytes) => {
      if (!dropArmed) return void upstream.write(bytes);
      dropArmed = false;
      app.destroy();
      upstream.destroy();
    });
    upstream.pipe(app);
    app.on('error', () => upstream.destroy());
    upstream.on('error', () => app.destroy());
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    port,
    dropAtNextStatement: () => (dropArmed = true),
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

describe.skipIf(!onPostgres)('a pooled connection the server dropped while it sat idle', () => {
  let relay: Awaited<ReturnType<typeof startDroppingRelay>> | undefined;
  let database: Database | undefined;

  afterAll(async () => {
    await database?.close();
    await relay?.close();
  });

  it('fails the transaction that meets it at BEGIN as unreachable, and returns to the pool', async () => {
    relay = await startDroppingRelay(new URL(serverUrl!));
    const url = new URL(serverUrl!);
    url.host = `127.0.0.1:${relay.port}`;
    // One connection: had the failed transaction kept it, the query after it would find none.
    database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 1 });
    await database.db.execute(sql`select 1`);

    relay.dropAtNextStatement();
    const outcome = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      })
      .then(
        () => 'committed',
        (error: unknown) => (isDatabaseUnreachable(error) ? 'unreachable' : String(error)),
      );
    expect(outcome).toBe('unreachable');

    await expect(database.db.execute(sql`select 1`)).resolves.toBeDefined();
    expect(database.connectionUse()).toMatchObject({ open: 1, idle: 1 });
  });
});
