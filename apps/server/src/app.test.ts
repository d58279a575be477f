import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './test/helpers.ts';

describe('app: error format and OpenAPI', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    t.app.get('/api/test/boom', () => {
      throw new Error('secret detail at /srv/app.ts:12');
    });
    t.app.get(
      '/api/test/echo',
      { schema: { querystring: z.object({ count: z.coerce.number().int().min(1) }) } },
      (request) => request.query,
    );
  });
  afterAll(() => t.close());

  it('answers an unknown /api route with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
  });

  it('hides a thrown error behind a generic 500 without a stack', async () => {
    const response = await t.app.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
    expect(response.body).not.toContain('secret detail');
    expect(response.body).not.toContain('at ');
  });

  it('rejects a query the schema refuses with 400 VALIDATION and a message', async () => {
    const response = await t.app.inject({ url: '/api/test/echo?count=zero' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; code: string }>();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toMatch(/count/);
    expect((await t.app.inject({ url: '/api/test/echo?count=2' })).json()).toEqual({ count: 2 });
  });

  it('publishes the OpenAPI document at /api/docs/json', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/featured/products', '/api/featured/collections']),
    );
  });
});
