import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobPasses } from './lib/job-passes.ts';
import { oncePerInterval } from './lib/job-runs.ts';
import { startPeriodicJob, type PeriodicJob } from './lib/periodic-job.ts';
import { rebuildDirtyFeeds } from './modules/featured/featured.rebuild.ts';
import type { Services } from './services.ts';

/**
 * How the processes of one deployment share a job's passes. `skipLockedRows`: every process runs each pass
 * and claims the rows it works on with SKIP LOCKED, so no row is taken twice. `oncePerInterval`: one process
 * runs the pass each interval (lib/job-runs.ts), for a sweep over everything at once.
 */
export type JobClaim = 'skipLockedRows' | 'oncePerInterval';

export interface Job {
  /** The `job` label of its metrics, and the start of its failure log line ("<name> failed"). */
  name: string;
  intervalSeconds: number;
  claim: JobClaim;
  run: () => Promise<void>;
}

/** How often searches older than trending reads are dropped. */
const SEARCH_HISTORY_PRUNE_SECONDS = 60 * 60;
/** How often expired upload grants and the bytes nobody claimed are deleted. */
const UPLOAD_CLEAN_UP_SECONDS = 60 * 60;

/**
 * The background jobs, in the order they start; they stop in the reverse order. The mail delivery is not
 * among them: it is woken by each commit that queues mail (modules/mail/mail.delivery.ts).
 */
export function backgroundJobs(
  services: Pick<
    Services,
    'feedGenerations' | 'paidSubscriptions' | 'notifications' | 'media' | 'trending' | 'priceCheck'
  >,
  config: Pick<
    Config,
    'feedRebuildSeconds' | 'renewalIntervalSeconds' | 'notificationDigestSeconds' | 'priceCheck'
  >,
  log: FastifyBaseLogger,
): Job[] {
  return [
    {
      name: 'feed rebuild',
      intervalSeconds: config.feedRebuildSeconds,
      claim: 'skipLockedRows',
      run: rebuildDirtyFeeds(services.feedGenerations, log),
    },
    {
      name: 'subscription renewals',
      intervalSeconds: config.renewalIntervalSeconds,
      claim: 'skipLockedRows',
      run: async () => void (await services.paidSubscriptions.renewDueSubscriptions()),
    },
    {
      name: 'notification mail',
      intervalSeconds: config.notificationDigestSeconds,
      claim: 'skipLockedRows',
      run: async () => void (await services.notifications.mailDueDigests()),
    },
    {
      // It lists the whole incoming/ prefix.
      name: 'upload clean-up',
      intervalSeconds: UPLOAD_CLEAN_UP_SECONDS,
      claim: 'oncePerInterval',
      run: async () => {
        const removed = await services.media.cleanUpUploads(new Date());
        if (removed.grants + removed.objects > 0) log.info(removed, 'cleaned up uploads');
      },
    },
    {
      name: 'search history prune',
      intervalSeconds: SEARCH_HISTORY_PRUNE_SECONDS,
      claim: 'oncePerInterval',
      run: services.trending.prune,
    },
    {
      name: 'price checks',
      intervalSeconds: config.priceCheck.intervalSeconds,
      claim: 'skipLockedRows',
      run: async () => void (await services.priceCheck.runDue()),
    },
  ];
}

/** A job's pass as this process runs it: claimed for the whole deployment first when the job says so. */
function claimedPass(db: Db, { name, intervalSeconds, claim, run }: Job): () => Promise<void> {
  return claim === 'oncePerInterval' ? oncePerInterval(db, name, intervalSeconds, run) : run;
}

/**
 * Runs `jobs` on their intervals, each pass counted in `passes`. They start once the app is ready, which
 * server.ts reaches only after the demo seed: a tick during a slow seed would build a feed generation of a
 * half-seeded catalogue and serve it until the next tick. When the app closes they stop, last started first,
 * each waiting for a pass under way so the database is not closed beneath it.
 */
export function registerJobs(app: FastifyInstance, jobs: Job[], deps: { db: Db; passes: JobPasses }): void {
  let started: PeriodicJob[] = [];
  app.addHook('onReady', async () => {
    started = jobs.map((job) =>
      startPeriodicJob(job.name, job.intervalSeconds, claimedPass(deps.db, job), app.log, deps.passes),
    );
  });
  app.addHook('onClose', async () => {
    for (const job of [...started].reverse()) await job.stop();
  });
}
