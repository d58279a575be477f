/** What one process saw of one background job, which /metrics reports. */
export interface JobRecord {
  /** How often a pass is due. */
  intervalSeconds: number;
  /** Passes started, and those that threw. */
  runs: number;
  failures: number;
  /** When the last pass that did not throw ended (ms since the epoch); the job's start until then. */
  lastSuccessAt: number;
}

/**
 * The passes of one process's background jobs. Each job wraps its pass once (`counted`), whatever loop runs
 * it: the periodic jobs (lib/periodic-job.ts) and the mail delivery.
 */
export function createJobPasses(now: () => number = Date.now) {
  const byName = new Map<string, JobRecord>();
  return {
    /** `work` as a pass of the job `name`, due every `intervalSeconds`: counts each run and each failure. */
    counted(name: string, intervalSeconds: number, work: () => Promise<void>): () => Promise<void> {
      const record: JobRecord = { intervalSeconds, runs: 0, failures: 0, lastSuccessAt: now() };
      byName.set(name, record);
      return async () => {
        record.runs++;
        try {
          await work();
          record.lastSuccessAt = now();
        } catch (error) {
          record.failures++;
          throw error;
        }
      };
    },
    all: (): ReadonlyMap<string, Readonly<JobRecord>> => byName,
  };
}

export type JobPasses = ReturnType<typeof createJobPasses>;

/**
 * How far behind its schedule a job is, in seconds: the time since its last successful pass beyond one
 * interval. 0 while passes succeed on time; it grows from the first missed pass, whether the passes fail,
 * hang or stopped being started, so one alert (`> 0` for a while) fits jobs of every interval. (On time it
 * stays under the length of a pass.)
 */
export function jobLagSeconds(record: Readonly<JobRecord>, now: number): number {
  return Math.max(0, (now - record.lastSuccessAt) / 1000 - record.intervalSeconds);
}
