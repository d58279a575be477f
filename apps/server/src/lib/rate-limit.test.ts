import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, metricSample, type TestApp } from '../test/helpers.ts';
import {
  REDIS_MISSING,
  redisServerInstalled,
  startRedisServer,
  type RedisServer,
} from '../test/redis-server.ts';
import { rateLimitHook } from './rate-limit.ts';

if (!redisServerInstalled) console.warn(`${REDIS_MISSING}: skipped`);

/** Two routes limited to two requests a minute per IP each, as two modules' hooks would be. */
function addLimitedRoutes(app: FastifyInstance): void {
  for (const name of ['first', 'second']) {
    const limit = rateLimitHook(app, `test-${name}`, { max: 2, timeWindow: '1 minute' });
    app.get(`/api/test/${name}`, { onRequest: limit }, async () => ({ ok: true }));
  }
}

const get = (app: FastifyInstance, url: string, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'GET', url, remoteAddress });
/** What /metrics says of the Redis fallback: 1 while the process counts its own requests. */
const redisFallback = (app: FastifyInstance) => metricSample(app, 'stylebook_rate_limit_redis_fallback');

describe('a named limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const limit = rateLimitHook(t.app, 'test-outside', { max: 2, timeWindow: '1 minute' });
    t.app.get('/outside-the-api', { onRequest: limit }, async () => ({ ok: true }));
  });
  afterAll(() => t?.close());

  it('limits its route wherever it lies, the global limit covering only the API', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(t.app, '/outside-the-api')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe.skipIf(!redisServerInstalled)('rate limits with REDIS_URL', () => {
  let redis: RedisServer;
  let t: TestApp;
  let other: FastifyInstance;
  let client: Redis;

  beforeAll(async () => {
    redis = await startRedisServer();
    client = new Redis(redis.url, { lazyConnect: true });
    t = await buildTestApp({ redisUrl: redis.url, rateLimitPerMinute: 3 });
    addLimitedRoutes(t.app);
    other = await t.anotherProcess();
    addLimitedRoutes(other);
  });
  afterAll(async () => {
    client.disconnect();
    await t?.close();
    await redis?.stop();
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
