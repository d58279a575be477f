import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { registerJobs, type Job } from './jobs.ts';
import { createJobPasses } from './lib/job-passes.ts';
import { openTestDatabase, type TestDatabase } from './test/helpers.ts';

const INTERVAL_SECONDS = 0.02;

/** An app of its own on `db` running `jobs`, as buildApp runs the background jobs. */
function appRunning(db: Database['db'], jobs: Job[]) {
  const app = Fastify({ logger: false });
  const passes = createJobPasses();
  registerJobs(app, jobs, { db, passes });
  return { app, passes };
}

describe('the background jobs table', () => {
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

  it('starts each job once the app is ready, counts its passes under its name, and stops with the app', async () => {
    const ran: string[] = [];
    const job = (name: string): Job => ({
      name,
      intervalSeconds: INTERVAL_SECONDS,
      claim: 'skipLockedRows',
      run: async () => void ran.push(name),
    });
    const { app, passes } = appRunning(database.db, [job('first'), job('second')]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual([]);

    await app.ready();
    await expect.poll(() => new Set(ran)).toEqual(new Set(['first', 'second']));
    expect([...passes.all().keys()]).toEqual(['first', 'second']);
    expect(passes.all().get('first')).toMatchObject({ intervalSeconds: INTERVAL_SECONDS, failures: 0 });

    await app.close();
    const after = ran.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toHaveLength(after);
  });

  it('waits on close for a pass under way', async () => {
    let release = () => {};
    let finished = false;
    const { app } = appRunning(database.db, [
      {
        name: 'slow',
        intervalSeconds: INTERVAL_SECONDS,
        claim: 'skipLockedRows',
        run: async () => {
          await new Promise<void>((resolve) => (release = resolve));
          finished = true;
        },
      },
    ]);
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(finished).toBe(false);
    release();
    await closed;
    expect(finished).toBe(true);
  });

  it('runs a job claimed once per interval in one of two processes; one that claims rows, in both', async () => {
    const ran: string[] = [];
    const jobsOf = (process: string): Job[] => [
      {
        name: 'test sweep',
        intervalSeconds: 1,
        claim: 'oncePerInterval',
        run: async () => void ran.push(`sweep ${process}`),
      },
      {
        name: 'test rows',
        intervalSeconds: 1,
        claim: 'skipLockedRows',
        run: async () => void ran.push(`rows ${process}`),
      },
    ];
    const first = appRunning(database.db, jobsOf('first'));
    const second = appRunning(other.db, jobsOf('second'));
    await Promise.all([first.app.ready(), second.app.ready()]);
    try {
      const passesOf = (job: string) => ran.filter((pass) => pass.startsWith(job));
      await expect.poll(() => passesOf('rows'), { timeout: 5000 }).toHaveLength(2);
      await expect.poll(() => passesOf('sweep'), { timeout: 5000 }).toHaveLength(1);
      // The other process's claim of this interval is refused, not late.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(passesOf('sweep')).toHaveLength(1);
    } finally {
      await Promise.all([first.app.close(), second.app.close()]);
    }
  });
});
