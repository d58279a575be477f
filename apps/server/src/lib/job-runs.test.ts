import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';
import { openTestDatabase, type TestDatabase } from '../test/helpers.ts';
import { oncePerInterval } from './job-runs.ts';

describe('oncePerInterval', () => {
  let database: TestDatabase;
  let other: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    other = await database.connectAgain();
  });
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  it('runs a pass in one of two processes ticking at once, then not again until the interval is over', async () => {
    const passes: string[] = [];
    const tickIn = (db: Database['db'], process: string) =>
      oncePerInterval(db, 'test sweep', 60, async () => void passes.push(process));
    const [mine, theirs] = [tickIn(database.db, 'first'), tickIn(other.db, 'second')];

    await Promise.all([mine(), theirs(), mine(), theirs()]);
    expect(passes).toHaveLength(1);
    await theirs();
    expect(passes).toHaveLength(1);

    await database.db
      .update(jobRuns)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(eq(jobRuns.name, 'test sweep'));
    await Promise.all([theirs(), mine()]);
    expect(passes).toHaveLength(2);
  });

  it('keeps each job to its own schedule', async () => {
    const passes: string[] = [];
    await oncePerInterval(database.db, 'test prune', 60, async () => void passes.push('prune'))();
    await oncePerInterval(database.db, 'test report', 60, async () => void passes.push('report'))();
    expect(passes).toEqual(['prune', 'report']);
  });
});
