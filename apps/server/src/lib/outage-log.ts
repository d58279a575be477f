import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnreachable } from '../db/client.ts';

/** After a line about an unreachable database, how long the next ones are only counted. */
export const OUTAGE_LINE_INTERVAL_MS = 10_000;

/**
 * Logs an unreachable database as an outage, not as every failed request and read: the first failure with
 * its error, then at most one line per interval saying how many failed since. Any other error is a bug and is
 * logged each time, as an error.
 */
export function createOutageLog(now: () => number = Date.now) {
  let lastLineAt = -Infinity;
  let failedSince = 0;
  return function logFailure(log: FastifyBaseLogger, error: unknown, message: string): void {
    if (!isDatabaseUnreachable(error)) {
      log.error({ err: error }, message);
      return;
    }
    const at = now();
    if (at - lastLineAt < OUTAGE_LINE_INTERVAL_MS) {
      failedSince++;
      return;
    }
    log.warn({ err: error, failedSinceLastLine: failedSince }, `${message}: database unreachable`);
    lastLineAt = at;
    failedSince = 0;
  };
}

/** The process's one outage log, shared by requests and background reads so an outage is a few lines. */
export const logFailure = createOutageLog();
