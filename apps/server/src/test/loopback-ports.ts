import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A loopback port nothing listens on at the moment of asking. */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function acceptsConnections(port: number): Promise<boolean> {
  const socket = connect(port, '127.0.0.1');
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/**
 * Waits until `child` (called `name` in errors) accepts connections on the loopback `port`; throws when it
 * exits first or is not listening within `timeoutMs`, instead of waiting for ever.
 */
export async function waitUntilListening(
  child: ChildProcess,
  name: string,
  port: number,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await acceptsConnections(port))) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${name} did not listen within ${timeoutMs / 1000} s`);
    await sleep(20);
  }
}
