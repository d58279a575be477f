import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';

export interface StartupFigures {
  /** Launch to healthy on an empty data directory: migrations and the demo seed, as a first `npm start`. */
  firstStartMs: number;
  /** Launch to healthy on the data directory the first start left: every later `npm start`. */
  restartMs: number;
  /** Resident memory of the restarted server once it has been idle for a few seconds. */
  restingRssMiB: number;
  /** The baseline: the same restart from the TypeScript sources through tsx, as `npm start` used to run. */
  fromSource: { restartMs: number; restingRssMiB: number };
}

/** How long the server is left alone before its memory is read, so start-up garbage has been collected. */
const REST_MS = 5_000;

/** Resident set size of a process, from Linux's /proc. */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return +(kib / 1024).toFixed(1);
}

async function restartAndRest(port: number, dataDir: string, fromSource: boolean) {
  const server = await startServerProcess(port, {}, dataDir, { fromSource });
  try {
    await sleep(REST_MS);
    return { restartMs: server.readyMs, restingRssMiB: rssMiB(server.pid) };
  } finally {
    await server.stop({ keepData: true });
  }
}

/**
 * Starts the compiled server on an empty data directory (the embedded default), then again on what it left,
 * and reads its memory at rest; the second start is repeated from source as the baseline.
 */
export async function measureStartup(port: number): Promise<StartupFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stylebook-bench-startup-'));
  try {
    const first = await startServerProcess(port, {}, dataDir);
    await first.stop({ keepData: true });
    const compiled = await restartAndRest(port, dataDir, false);
    const fromSource = await restartAndRest(port, dataDir, true);
    return { firstStartMs: first.readyMs, ...compiled, fromSource };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
