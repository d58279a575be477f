import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freeLoopbackPort, waitUntilListening } from './loopback-ports.ts';

/** True when Debian's redis-server is installed; tests that need Redis skip, and say why, without it. */
export const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0;
export const REDIS_MISSING = 'redis-server is not installed (apt-get install -y redis-server)';

/**
 * A throwaway redis-server on a free loopback port, nothing kept on disk. `stop` and `start` take it down and
 * bring it back on the same port, as an outage would; `pause` and `resume` make it hang without closing.
 */
export async function startRedisServer() {
  const port = await freeLoopbackPort();
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitUntilListening(child, 'redis-server', port);
  }

  async function stop(): Promise<void> {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
  };
}

export type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;
