import type { FastifyBaseLogger } from 'fastify';
import type { JobPasses } from '../../lib/job-passes.ts';
import { startPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import type { FeedGenerations } from './featured.service.ts';

/**
 * Rebuilds each feed whose source tables changed (feed_changes.dirty, set by triggers) every
 * `intervalSeconds`, so catalogue-sized work stays off the request path. Every process runs it; a change is
 * built by one of them (FeedGenerations.rebuildIfDirty).
 */
export function startFeedRebuild(
  featured: FeedGenerations,
  intervalSeconds: number,
  log: FastifyBaseLogger,
  passes: JobPasses,
): PeriodicJob {
  async function rebuildDirty(): Promise<void> {
    for (const kind of await featured.dirtyKinds()) {
      const started = performance.now();
      const generation = await featured.rebuildIfDirty(kind);
      if (!generation) continue;
      log.info(
        {
          kind,
          generation: generation.id,
          count: generation.itemCount,
          ms: Math.round(performance.now() - started),
        },
        'built feed generation',
      );
    }
  }
  return startPeriodicJob('feed rebuild', intervalSeconds, rebuildDirty, log, passes);
}

export type FeedRebuild = PeriodicJob;
