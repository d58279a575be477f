import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';

/**
 * A job's pass runs in one process per interval, however many API processes tick it: the pass goes to the
 * process whose upsert moves the job's `next_run_at` on; the row lock of the upsert makes the others see it
 * moved and skip. Works the same on PGlite (one process) and PostgreSQL, and holds no lock while the pass
 * runs. For jobs that do a whole sweep at once; jobs with rows to claim use SKIP LOCKED instead.
 */
export function oncePerInterval(
  db: Db,
  name: string,
  intervalSeconds: number,
  work: () => Promise<void>,
): () => Promise<void> {
  // A little under the interval, so the tick one interval later is never refused for timer drift.
  const holdSeconds = intervalSeconds * 0.9;
  return async () => {
    const claimed = await db
      .insert(jobRuns)
      .values({ name, nextRunAt: sql`now() + make_interval(secs => ${holdSeconds}::double precision)` })
      .onConflictDoUpdate({
        target: jobRuns.name,
        set: { nextRunAt: sql`excluded.next_run_at` },
        setWhere: sql`${jobRuns.nextRunAt} <= now()`,
      })
      .returning({ name: jobRuns.name });
    if (claimed.length === 1) await work();
  };
}
