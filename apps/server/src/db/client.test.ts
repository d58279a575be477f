import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { withAdminClient } from './admin-client.ts';
import { openDatabase, type Database } from './client.ts';

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
