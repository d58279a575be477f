import { describe, expect, it, vi } from 'vitest';
import { retryWithFreshToken } from './token-retry.ts';

const answer = (status: number) => new Response(null, { status });
const bearerOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

describe('retryWithFreshToken', () => {
  it('repeats a refused request once with a fresh token', async () => {
    const fetchOnce = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) =>
      answer(bearerOf(init) === 'Bearer new' ? 200 : 401),
    );
    const fresh = vi.fn(async () => 'new');
    const response = await retryWithFreshToken(fetchOnce, fresh)('/api/x', {
      headers: { Authorization: 'Bearer old' },
    });
    expect(response.status).toBe(200);
    expect(fetchOnce).toHaveBeenCalledTimes(2);
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('lets the 401 stand when the session is over, and leaves anonymous requests alone', async () => {
    const fetchOnce = vi.fn(async () => answer(401));
    const fresh = vi.fn(async () => null);
    const retrying = retryWithFreshToken(fetchOnce, fresh);
    expect((await retrying('/api/x', { headers: { Authorization: 'Bearer old' } })).status).toBe(401);
    expect((await retrying('/api/y')).status).toBe(401);
    expect(fresh).toHaveBeenCalledTimes(1);
    expect(fetchOnce).toHaveBeenCalledTimes(2);
  });
});
