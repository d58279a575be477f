import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, type ServerProcess } from './test/server-process.ts';

const serverEntry = path.join(import.meta.dirname, 'server.ts');

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

// Server processes of their own, whichever database the other tests run on: once, in the PGlite project.
describe.skipIf(process.env.STYLEBOOK_TEST_DB === 'postgres')('the server process', () => {
  let server: ServerProcess | undefined;
  afterEach(() => server?.stop());

  it('refuses to start on wrong settings: status 1 and their messages alone, no stack trace', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'stylebook-server-'));
    const start = promisify(execFile)(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: '0',
        PORT: 'abc',
        RATE_LIMIT_PER_MINUTE: '-5',
      },
    });

    const exit = await start.then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    await rm(dataDir, { recursive: true, force: true });
    expect(exit.code).toBe(1);
    expect(exit.stderr).toBe(
      [
        '2 settings are wrong:',
        "- PORT must be a whole number from 1 to 65535 (got 'abc')",
        "- RATE_LIMIT_PER_MINUTE must be a whole number above 0 (got '-5')",
        '',
      ].join('\n'),
    );
  });

  it('on SIGTERM answers every request sent before it, refuses new connections and exits 0', async () => {
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
    // The searches may all be answered before the process reads its signal; a connection opened then is
    // taken. Once the liveness check on the open connections stops answering 200, the stop has begun.
    while ((await get(agent, `${server.origin}/api/health/live`)) === 200);
    expect(await get(new http.Agent(), `${server.origin}/api/health/live`)).toBe('ECONNREFUSED');
    expect(await exitCode).toBe(0);
    agent.destroy();
  });
});
