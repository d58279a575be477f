import type { FastifyBaseLogger } from 'fastify';
import type { FeedGenerations } from './featured.service.ts';

/**
 * One pass of the feed rebuild job (jobs.ts): builds each feed whose source tables changed
 * (feed_changes.dirty, set by triggers), so catalogue-sized work stays off the request path. Every process
 * runs it; a change is built by one of them (FeedGenerations.rebuildIfDirty).
 */
export function rebuildDirtyFeeds(
  featured: Pick<FeedGenerations, 'dirtyKinds' | 'rebuildIfDirty'>,
  log: FastifyBaseLogger,
): () => Promise<void> {
  return async () => {
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
  };
}
