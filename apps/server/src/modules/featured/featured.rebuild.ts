import type { FastifyBaseLogger } from 'fastify';
import type { FeaturedService } from './featured.service.ts';

/**
 * Rebuilds each feed whose source tables changed (feed_changes.dirty, set by triggers) every
 * `intervalSeconds`, so catalogue-sized work stays off the request path. The timer never keeps the process
 * alive; `stop` waits for a build under way, so the database is not closed beneath it.
 */
export function startFeedRebuild(
  featured: Pick<FeaturedService, 'dirtyKinds' | 'buildGeneration'>,
  intervalSeconds: number,
  log: FastifyBaseLogger,
) {
  let running: Promise<void> | null = null;

  async function rebuildDirty(): Promise<void> {
    for (const kind of await featured.dirtyKinds()) {
      const started = performance.now();
      const generation = await featured.buildGeneration(kind);
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

  /** Runs one pass unless one is under way; a failed pass is logged and retried on the next tick. */
  function runOnce(): Promise<void> {
    running ??= rebuildDirty()
      .catch((error: unknown) => log.error({ err: error }, 'feed rebuild failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void runOnce(), intervalSeconds * 1000);
  timer.unref();

  return {
    runOnce,
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}

export type FeedRebuild = ReturnType<typeof startFeedRebuild>;
