import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { createChangeFeed, type ChangeFeed } from '../lib/change-feed.ts';
import { logFailure } from '../lib/outage-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What changed in the database, for this process's caches (lib/change-feed.ts). */
    changeFeed: ChangeFeed;
  }
}

/** Requests that may write: their reply waits until this process's caches have seen what they changed. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Starts this process's change feed as `app.changeFeed`, stopped when the app closes. */
export async function registerChangeFeed(
  app: FastifyInstance,
  database: Pick<Database, 'db' | 'listen'>,
  pollIntervalMs: number,
): Promise<ChangeFeed> {
  const changeFeed = createChangeFeed(database.db, app.log, { pollIntervalMs, listen: database.listen });
  await changeFeed.start();
  app.decorate('changeFeed', changeFeed);
  app.addHook('onClose', () => changeFeed.stop());
  // Read your own writes: other processes see a write within a poll interval, this one before it answers.
  app.addHook('onSend', async (request, reply) => {
    // A refused write changed nothing, and its reply must not wait (a 413 answers a body still streaming).
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    await changeFeed
      .poll()
      .catch((error: unknown) => logFailure(request.log, error, 'change feed read failed'));
  });
  return changeFeed;
}
