import type { FastifyBaseLogger } from 'fastify';
import type { JobPasses } from './job-passes.ts';
import { logFailure } from './outage-log.ts';

/**
 * Runs `work` every `intervalSeconds`, one pass at a time, off the request path. A failed pass is logged and
 * retried on the next tick. The timer never keeps the process alive; `stop` waits for a pass under way, so
 * the database is not closed beneath it. Its passes are counted in `passes` under `name`.
 */
export function startPeriodicJob(
  name: string,
  intervalSeconds: number,
  work: () => Promise<void>,
  log: FastifyBaseLogger,
  passes: JobPasses,
) {
  const pass = passes.counted(name, intervalSeconds, work);
  let running: Promise<void> | null = null;

  function runOnce(): Promise<void> {
    running ??= pass()
      .catch((error: unknown) => logFailure(log, error, `${name} failed`))
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

export type PeriodicJob = ReturnType<typeof startPeriodicJob>;
