/**
 * One migrated database per test run, copied for each test file instead of migrating a new one: on PGlite a
 * dump of its data directory, loaded by each file (about 1.3 s less per file than a new PGlite and every
 * migration); on PostgreSQL a template database, copied by `CREATE DATABASE … TEMPLATE`. This module is the
 * globalSetup of vitest's server projects (vitest.config.ts); `openTestDatabase` (helpers.ts) reads what it
 * made from the environment, and migrates a new database as before when it is absent (the reliability suite).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { TestProject } from 'vitest/node';
import { withAdminClient } from '../db/admin-client.ts';
import { openDatabase } from '../db/client.ts';

/** The path of the migrated PGlite dump, for the test files' processes. */
export const PGLITE_TEMPLATE_ENV = 'STYLEBOOK_TEST_PGLITE_TEMPLATE';
/** The name of the migrated template database on TEST_DATABASE_URL's server. */
export const POSTGRES_TEMPLATE_ENV = 'STYLEBOOK_TEST_POSTGRES_TEMPLATE';

/** Waits until no connection to database `name` is left: a closed pool's backends may still be exiting. */
export async function waitUntilUnused(admin: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await sleep(100);
  }
}

async function preparePgliteTemplate(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'stylebook-test-template-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await database.migrate();
    // drizzle's handle on the PGlite it wraps, the only one that can dump its data directory.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(dir, 'migrated.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = file;
  } finally {
    await database.close();
  }
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}

async function preparePostgresTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const name = `stylebook_template_${randomUUID().replaceAll('-', '')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  // A template must have no connection while it is copied.
  await withAdminClient(serverUrl, (admin) => waitUntilUnused(admin, name));
  process.env[POSTGRES_TEMPLATE_ENV] = name;
  return async () => {
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await withAdminClient(serverUrl, (admin) =>
      admin.query(`drop database if exists "${name}" with (force)`),
    );
  };
}

/** vitest's globalSetup: the template of the project's engine, removed when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.STYLEBOOK_TEST_DB !== 'postgres') return preparePgliteTemplate();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('STYLEBOOK_TEST_DB=postgres needs TEST_DATABASE_URL');
  return preparePostgresTemplate(serverUrl);
}
