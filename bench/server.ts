import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchServer {
  origin: string;
  pid: number;
  /** From spawning the process to its first healthy answer. */
  readyMs: number;
  /** Stops the server and removes its data directory, unless asked to keep it for another start. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * Starts the real server in its own process and waits until it is ready. Its data directory, a throwaway one
 * unless the caller prepared one, is removed when it stops.
 */
export async function startBenchServer(
  port: number,
  env: Record<string, string> = {},
  dataDir: string = mkdtempSync(path.join(os.tmpdir(), 'stylebook-bench-')),
  /** Run the TypeScript sources through tsx instead of the build: the start-up figure's baseline. */
  { fromSource = false }: { fromSource?: boolean } = {},
): Promise<BenchServer> {
  // The compiled server (`npm run bench` builds it), as `npm start` runs it; node itself, not an npm script,
  // since npm does not pass SIGTERM on and the server would outlive stop(), keeping the next one's port.
  const child: ChildProcess = spawn(
    process.execPath,
    fromSource ? ['--import', 'tsx', 'apps/server/src/server.ts'] : ['apps/server/dist/server.js'],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        // Not 'production': the scrape figure needs a store page on loopback, which production refuses.
        NODE_ENV: 'benchmark',
        SCRAPE_ALLOW_LOOPBACK: '1',
        AUTH_RATE_LIMIT_IP: '100000',
        LOG_LEVEL: 'warn',
        // The bench measures throughput, not the per-IP limiter that would otherwise answer 429.
        RATE_LIMIT_PER_MINUTE: '100000000',
        DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const launchedAt = performance.now();
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('bench server did not become ready in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    pid: child.pid!,
    readyMs: Math.round(performance.now() - launchedAt),
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
