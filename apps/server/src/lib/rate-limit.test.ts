import { connect, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog, metricSample, useTestApp } from '../test/helpers.ts';
import {
  REDIS_MISSING,
  redisServerInstalled,
  startRedisServer,
  type RedisServer,
} from '../test/redis-server.ts';
import { clientKey, rateLimitHook } from './rate-limit.ts';

if (!redisServerInstalled) console.warn(`${REDIS_MISSING}: skipped`);

/** Two routes limited to two requests a minute per IP each, as two modules' hooks would be. */
function addLimitedRoutes(app: FastifyInstance): void {
  for (const name of ['first', 'second']) {
    const limit = rateLimitHook(app, `test-${name}`, { max: 2, timeWindow: '1 minute' });
    app.get(`/api/test/${name}`, { config: { access: 'public' }, onRequest: limit }, async () => ({
      ok: true,
    }));
  }
}

const get = (app: FastifyInstance, url: string, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'GET', url, remoteAddress });
/** What /metrics says of the Redis fallback: 1 while the process counts its own requests. */
const redisFallback = (app: FastifyInstance) => metricSample(app, 'stylebook_rate_limit_redis_fallback');

describe('a named limit', () => {
  const t = useTestApp();
  beforeAll(async () => {
    const limit = rateLimitHook(t.app, 'test-outside', { max: 2, timeWindow: '1 minute' });
    t.app.get('/outside-the-api', { config: { access: 'public' }, onRequest: limit }, async () => ({
      ok: true,
    }));
  });

  it('limits its route wherever it lies, the global limit covering only the API', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(t.app, '/outside-the-api')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe.skipIf(!redisServerInstalled)('rate limits with REDIS_URL', () => {
  let redis: RedisServer;
  let other: FastifyInstance;
  let client: Redis;

  beforeAll(async () => {
    redis = await startRedisServer();
    client = new Redis(redis.url, { lazyConnect: true });
  });
  afterAll(async () => {
    client.disconnect();
    await redis?.stop();
  });
  const t = useTestApp(() => ({ redisUrl: redis.url, rateLimitPerMinute: 3 }));
  beforeAll(async () => {
    addLimitedRoutes(t.app);
    other = await t.anotherProcess();
    addLimitedRoutes(other);
  });

  it('shares the global budget between processes', async () => {
    const statuses = [];
    for (const app of [t.app, other, t.app, other]) {
      statuses.push((await get(app, '/api/health/live', '10.0.1.1')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await get(t.app, '/api/health/live', '10.0.1.1');
    expect(refused.json()).toEqual({
      message: 'Too many requests. Try again in 1 minute.',
      code: 'RATE_LIMITED',
    });
    // Another client has a budget of its own.
    expect((await get(other, '/api/health/live', '10.0.1.2')).statusCode).toBe(200);
  });

  it("keeps each hook's budget apart, and shares it between processes", async () => {
    expect((await get(t.app, '/api/test/first')).statusCode).toBe(200);
    expect((await get(other, '/api/test/first')).statusCode).toBe(200);
    const refused = await get(t.app, '/api/test/first');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many requests. Try again in 1 minute.',
      code: 'RATE_LIMITED',
    });
    expect((await get(other, '/api/test/second')).statusCode).toBe(200);
  });

  it('counts in each process while Redis is down, and shares again once it is back', async () => {
    expect(await redisFallback(t.app)).toBe(0);
    await redis.stop();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(t.app, '/api/test/second', '10.0.2.1')).statusCode);
    // Still limited, by this process's own count; the other process has its own.
    expect(statuses).toEqual([200, 200, 429]);
    expect((await get(other, '/api/test/second', '10.0.2.1')).statusCode).toBe(200);
    expect(await redisFallback(t.app)).toBe(1);

    await redis.start();
    await client.connect();
    // Each process reconnects on its own schedule: a new client's request lands in Redis once it has.
    for (let n = 0; ; n++) {
      await get(t.app, '/api/test/second', `10.0.3.${n}`);
      if ((await client.keys(`*10.0.3.${n}`)).length > 0) break;
      await sleep(50);
    }
    const [key] = await client.keys('*test-second*10.0.3.*');
    expect(key).toBeDefined();
    expect(await redisFallback(t.app)).toBe(0);
  });

  it('answers without waiting while Redis hangs', async () => {
    redis.pause();
    try {
      const replies = [];
      for (let i = 0; i < 3; i++) replies.push((await get(t.app, '/api/test/first', '10.0.4.1')).statusCode);
      expect(replies).toEqual([200, 200, 429]);
      // Still connected, but its commands time out: the process counts its requests itself.
      expect(await redisFallback(t.app)).toBe(1);
    } finally {
      redis.resume();
    }
    await expect
      .poll(async () => {
        await get(t.app, '/api/test/first', '10.0.4.2');
        return redisFallback(t.app);
      })
      .toBe(0);
  });
});

describe('the client a request counts against', () => {
  it("is its address, an IPv6 one's /64 network, just as the plugin's own key generator says", async () => {
    const plain = Fastify();
    const pluginKeys = new Map<string, string>();
    await plain.register(rateLimit, {
      allowList: (request, key) => {
        pluginKeys.set(request.id, key);
        return true;
      },
    });
    plain.get('/', async (request) => ({ plugin: pluginKeys.get(request.id), ours: clientKey(request) }));
    const expected = {
      '203.0.113.7': '203.0.113.7',
      '2001:DB8:AAAA:BBBB:CCCC:DDDD:EEEE:FFFF': '2001:db8:aaaa:bbbb::',
      '2001:db8:0:1:0:0:0:1': '2001:db8:0:1::',
      '2001:0:0:0:1:2:3:4': '2001::',
      '::ffff:198.51.100.4': '198.51.100.4',
      '::1': '::',
      'fe80::1': 'fe80::',
      'not-an-address': 'not-an-address',
    };
    try {
      for (const [address, key] of Object.entries(expected)) {
        const keys = (await plain.inject({ url: '/', remoteAddress: address })).json();
        expect(keys, address).toEqual({ plugin: key, ours: key });
      }
    } finally {
      await plain.close();
    }
  });

  it('is one key for every request whose client has gone, rather than a TypeError', () => {
    // What Fastify gives once the socket is gone.
    const gone = { ip: undefined } as unknown as FastifyRequest;
    expect(clientKey(gone)).toBe('gone');
  });

  describe('on an app logging its errors', () => {
    const log = capturedLog('error');
    const t = useTestApp({}, { logger: log.logger });

    it('lets the limits count a request whose client hung up before it was handled, and logs no error', async () => {
      let reached!: () => void;
      const handled = new Promise<string>((resolve) => (reached = () => resolve('handled')));
      t.app.get(
        '/api/test/hung-up',
        {
          config: { access: 'public' },
          // Before the limits count the request, as when its client resets the connection while it waits.
          onRequest: async (request) => void request.raw.socket.destroy(),
        },
        async () => {
          reached();
          return { ok: true };
        },
      );
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const client = connect((t.app.server.address() as AddressInfo).port, '127.0.0.1');
      client.on('error', () => undefined);
      client.write('GET /api/test/hung-up HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');

      expect(await Promise.race([handled, sleep(5_000, 'not handled')])).toBe('handled');
      await sleep(100);
      expect(log.text()).toBe('');
      client.destroy();
    });
  });
});
