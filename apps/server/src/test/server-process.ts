import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface ServerProcess {
  origin: string;
  pid: number;
  /** From spawning the process to its first healthy answer. */
  readyMs: number;
  /** Sends `signal` and waits for the process to exit, with its exit code; its data directory stays. */
  kill(signal: NodeJS.Signals): Promise<number | null>;
  /** Stops the server and removes its data directory, unless asked to keep it for another start. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface ServerProcessOptions {
  /** Run the TypeScript sources through tsx instead of the build (`npm run build`'s apps/server/dist). */
  fromSource?: boolean;
  /** How long the process may take to answer /api/health (migrations and the demo seed included). */
  readyTimeoutMs?: number;
}

/**
 * Starts the real server in its own process, as `npm start` runs it, and waits until it is ready: for the
 * bench and the reliability suite's cluster. Its data directory, a throwaway one unless the caller prepared
 * one, is removed when it stops.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string> = {},
  dataDir: string = mkdtempSync(path.join(os.tmpdir(), 'stylebook-server-')),
  { fromSource = false, readyTimeoutMs = 180_000 }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  // node itself, not an npm script, since npm does not pass SIGTERM on and the server would outlive stop(),
  // keeping the next one's port.
  const child: ChildProcess = spawn(
    process.execPath,
    fromSource ? ['--import', 'tsx', 'apps/server/src/server.ts'] : ['apps/server/dist/server.js'],
    {
      cwd: repoRoot,
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
        // Throughput is measured, not the per-IP limiter that would otherwise answer 429.
        RATE_LIMIT_PER_MINUTE: '100000000',
        DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const launchedAt = performance.now();
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server process did not become ready in ${readyTimeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  async function kill(signal: NodeJS.Signals): Promise<number | null> {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    const exited = once(child, 'exit');
    child.kill(signal);
    const [code] = (await exited) as [number | null];
    return code;
  }
  return {
    origin,
    pid: child.pid!,
    readyMs: Math.round(performance.now() - launchedAt),
    kill,
    async stop({ keepData = false } = {}) {
      await kill('SIGTERM');
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A TCP port on loopback that nothing listens on right now, for a server process of a test. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}
