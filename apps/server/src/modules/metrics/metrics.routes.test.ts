import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newProduct, newUser, registerAccount, sampleOf, useTestApp } from '../../test/helpers.ts';

const TOKEN = 'a-long-random-scrape-token';

describe('GET /metrics', () => {
  const t = useTestApp({ metricsToken: TOKEN });
  const scrape = async () => {
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode, response.body).toBe(200);
    return response.body;
  };

  it('answers this machine in Prometheus text format, with every family the issue asks for', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await t.app.inject({ url: '/metrics', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      for (const family of [
        'stylebook_http_request_duration_seconds',
        'stylebook_mail_outbox_pending',
        'stylebook_mail_outbox_oldest_pending_seconds',
        'stylebook_mail_sent',
        'stylebook_mail_failed',
        'stylebook_job_runs_total',
        'stylebook_job_failures_total',
        'stylebook_job_lag_seconds',
        'stylebook_cache_hits_total',
        'stylebook_cache_misses_total',
        'stylebook_db_pool_connections',
        'stylebook_rate_limit_redis_fallback',
        'process_cpu_user_seconds_total',
        'nodejs_eventloop_lag_seconds',
      ]) {
        expect(response.body).toContain(`# TYPE ${family} `);
      }
    }
  });

  it('does not exist for anyone else, unless they present METRICS_TOKEN', async () => {
    const unknownRoute = { message: 'Route GET /metrics not found', code: 'NOT_FOUND' };
    const remote = { url: '/metrics', remoteAddress: '203.0.113.9' };
    const refused = [
      await t.app.inject(remote),
      await t.app.inject({ ...remote, headers: { authorization: 'Bearer not-the-token' } }),
      await t.app.inject({ ...remote, headers: { authorization: `Bearer ${TOKEN}x` } }),
      await t.app.inject({ ...remote, headers: { authorization: TOKEN } }),
      // A proxy on this machine passing on a remote client's request.
      await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } }),
      // A remote client writing this machine's address into the header, behind such a proxy.
      await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' } }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknownRoute);
    }
    expect((await t.app.inject({ url: '/nothing-here', remoteAddress: '203.0.113.9' })).json()).toEqual({
      ...unknownRoute,
      message: 'Route GET /nothing-here not found',
    });

    const withToken = await t.app.inject({ ...remote, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('# TYPE stylebook_http_request_duration_seconds histogram');
  });

  it('times each request under the route it matched and its status, never its URL', async () => {
    const owner = await newUser(t.database.db);
    const product = await newProduct(t.database.db, { ownerId: owner.id });
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(200);
    }
    const missing = await t.app.inject({ url: '/api/products/00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(404);

    const body = await scrape();
    const route = { method: 'GET', route: '/api/products/:id' };
    const count = 'stylebook_http_request_duration_seconds_count';
    expect(sampleOf(body, count, { ...route, status_code: '200' })).toBe(2);
    expect(sampleOf(body, count, { ...route, status_code: '404' })).toBe(1);
    expect(
      sampleOf(body, 'stylebook_http_request_duration_seconds_bucket', {
        ...route,
        status_code: '200',
        le: '+Inf',
      }),
    ).toBe(2);
    expect(body).not.toContain(product.id);
  });

  it('counts a hit when a cache had what was asked, and a miss when it loaded it', async () => {
    const owner = await newUser(t.database.db);
    const product = await newProduct(t.database.db, { ownerId: owner.id });
    // The product's creation reaches the caches first, so it cannot drop the page between the two reads.
    await t.app.changeFeed.poll();
    const cache = { cache: 'product-pages' };
    const before = await scrape();
    for (let i = 0; i < 2; i++) await t.app.inject({ url: `/api/products/${product.id}` });
    const after = await scrape();
    const grew = (name: string) => sampleOf(after, name, cache)! - sampleOf(before, name, cache)!;
    expect(grew('stylebook_cache_misses_total')).toBe(1);
    expect(grew('stylebook_cache_hits_total')).toBe(1);
  });

  it('reports the background jobs, the mail outbox, the database connections and the Redis fallback', async () => {
    await registerAccount(t.app);
    await expect.poll(async () => sampleOf(await scrape(), 'stylebook_mail_sent')).toBeGreaterThanOrEqual(1);
    const body = await scrape();
    expect(sampleOf(body, 'stylebook_mail_outbox_pending')).toBe(0);
    expect(sampleOf(body, 'stylebook_mail_outbox_oldest_pending_seconds')).toBe(0);
    expect(sampleOf(body, 'stylebook_mail_failed')).toBe(0);
    for (const job of ['feed rebuild', 'mail delivery', 'subscription renewals', 'price checks']) {
      expect(sampleOf(body, 'stylebook_job_failures_total', { job }), job).toBe(0);
      // On time, a job lags by no more than the length of a pass.
      expect(sampleOf(body, 'stylebook_job_lag_seconds', { job }), job).toBeLessThan(5);
    }
    expect(sampleOf(body, 'stylebook_job_runs_total', { job: 'mail delivery' })).toBeGreaterThanOrEqual(1);
    expect(sampleOf(body, 'stylebook_db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
    expect(sampleOf(body, 'stylebook_db_pool_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
    // PGlite's one connection queues inside it: idle and waiting are PostgreSQL's pool's alone.
    const waiting = sampleOf(body, 'stylebook_db_pool_connections', { state: 'waiting' });
    if (t.database.kind === 'postgres') expect(waiting).toBeGreaterThanOrEqual(0);
    else expect(waiting).toBeUndefined();
    expect(sampleOf(body, 'stylebook_rate_limit_redis_fallback')).toBe(0);
  });
});

describe('GET /metrics with the web build served', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'stylebook-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<html><body><div id="root"></div></body></html>');
  writeFileSync(path.join(webDist, 'assets', 'index-a1.js'), 'export {};');
  writeFileSync(path.join(webDist, 'assets', 'routes-b2.js'), 'export {};');
  const t = useTestApp({ webDist });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  it("times the build's files under one label, not one per file name", async () => {
    for (const file of ['index-a1.js', 'routes-b2.js']) {
      expect((await t.app.inject({ url: `/assets/${file}` })).statusCode).toBe(200);
    }
    const body = (await t.app.inject({ url: '/metrics' })).body;
    const count = 'stylebook_http_request_duration_seconds_count';
    expect(sampleOf(body, count, { method: 'GET', route: 'static file', status_code: '200' })).toBe(2);
    expect(body).not.toContain('index-a1.js');
  });
});
