import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.ts';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('is open to anonymous callers and reports the database as reachable', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { kind: t.database.kind, reachable: true, latencyMs: expect.any(Number) },
      uptimeSeconds: expect.any(Number),
    });
  });

  it('answers liveness without touching the database', async () => {
    const response = await t.app.inject({ url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
