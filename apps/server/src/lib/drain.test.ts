import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.ts';

/** A GET on `agent`'s connections: its status and Connection header, or the error that left it unanswered. */
function get(agent: http.Agent, url: string): Promise<{ status: number; connection?: string } | string> {
  return new Promise((resolve) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
        );
      })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('a clean stop (registerDrain)', () => {
  let t: TestApp;
  afterEach(() => t.close());

  /** The app with a route that answers when the test says so, listening on loopback. */
  async function appWithHeldRoute() {
    t = await buildTestApp();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived = 0;
    t.app.get('/test/held', { config: { access: 'public' } }, async () => {
      arrived += 1;
      await released;
      return { answered: true };
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    return { origin, release, arrived: () => arrived };
  }

  it('answers the requests in flight, each closing its connection, and fails health checks at once', async () => {
    const { origin, release, arrived } = await appWithHeldRoute();
    const agent = new http.Agent({ keepAlive: true });
    const held = Array.from({ length: 5 }, () => get(agent, `${origin}/test/held`));
    await vi.waitFor(() => expect(arrived()).toBe(5));

    const drained = t.app.drain.run(5_000);
    const live = await t.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(503);
    expect(live.json()).toEqual({ status: 'stopping' });
    const ready = await t.app.inject({ url: '/api/health' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'stopping' });
    expect(await get(new http.Agent(), `${origin}/api/health/live`)).toBe('ECONNREFUSED');

    release();
    expect(await Promise.all(held)).toEqual(Array(5).fill({ status: 200, connection: 'close' }));
    expect(await drained).toBe(0);
    agent.destroy();
  });

  it('cuts off a request still running at the deadline, and says how many it cut off', async () => {
    const { origin, arrived } = await appWithHeldRoute();
    const held = get(new http.Agent(), `${origin}/test/held`);
    await vi.waitFor(() => expect(arrived()).toBe(1));

    expect(await t.app.drain.run(200)).toBe(1);
    expect(await held).toBe('ECONNRESET');
  });
});
