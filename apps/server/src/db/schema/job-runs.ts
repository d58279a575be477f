import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each whole-job singleton (lib/job-runs.ts) may next run: every API process ticks, and the one whose
 * tick moves `nextRunAt` on runs that pass; the others skip it.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});
