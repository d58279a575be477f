import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from './test/server-process.ts';

/** A GET on `agent`'s connections: its status, or the error that left it unanswered. */
function get(agent: http.Agent, url: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

const IN_FLIGHT = 30;

// One server process of its own, whichever database the other tests run on: once, in the PGlite project.
describe.skipIf(process.env.STYLEBOOK_TEST_DB === 'postgres')('the server process on SIGTERM', () => {
  let server: ServerProcess | undefined;
  afterEach(() => server?.stop());

  it('answers every request sent before the signal, refuses new connections and exits 0', async () => {
    server = await startServerProcess(await freePort(), { SEED_DEMO: '0' }, undefined, { fromSource: true });
    // Connections open and idle, as a load balancer keeps them, so the searches below go out at once.
    const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    const warmUp = await Promise.all(
      Array.from({ length: IN_FLIGHT }, () => get(agent, `${server!.origin}/api/health/live`)),
    );
    expect(warmUp).toEqual(Array(IN_FLIGHT).fill(200));

    const searches = Array.from({ length: IN_FLIGHT }, (_, index) =>
      get(agent, `${server!.origin}/api/search?q=linen${index}`),
    );
    // Twice, as a signal to `npm start`'s process group delivers it: once from the sender, once forwarded by npm.
    const exitCode = server.kill('SIGTERM');
    process.kill(server.pid, 'SIGTERM');
    expect(await Promise.all(searches)).toEqual(Array(IN_FLIGHT).fill(200));
    expect(await get(new http.Agent(), `${server.origin}/api/health/live`)).toBe('ECONNREFUSED');
    expect(await exitCode).toBe(0);
    agent.destroy();
  });
});
