import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildQueryString, createApiClient, pathOf } from './api-client.ts';
import { ENDPOINTS } from './endpoints.ts';

function recordingFetch(response: Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return response.clone();
  });
  return { calls, fetch: fetchFn as unknown as typeof fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('buildQueryString', () => {
  it('skips null and undefined values and keeps falsy ones', () => {
    expect(buildQueryString({ a: 1, b: null, c: undefined, d: 0, e: false, f: '' })).toBe(
      '?a=1&d=0&e=false&f=',
    );
  });

  it('is empty when nothing remains', () => {
    expect(buildQueryString({ a: null })).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });
});

describe('createApiClient', () => {
  it('attaches the bearer token once the auth state resolves', async () => {
    const { calls, fetch } = recordingFetch(json({ ok: true }));
    let resolveToken: (token: string) => void = () => {};
    const tokenPromise = new Promise<string>((resolve) => (resolveToken = resolve));
    const client = createApiClient({ baseUrl: 'http://api', fetch, getToken: () => tokenPromise });

    const pending = client.get('/api/thing');
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    resolveToken('tok-1');
    await pending;

    expect(calls[0]?.url).toBe('http://api/api/thing');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('proceeds without a token when it cannot be had', async () => {
    const { calls, fetch } = recordingFetch(json({}));
    const client = createApiClient({
      baseUrl: '',
      fetch,
      getToken: () => Promise.reject(new Error('refresh failed')),
    });
    await client.get('/api/thing');
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends JSON bodies for every method but GET', async () => {
    const { calls, fetch } = recordingFetch(json({}));
    const client = createApiClient({ baseUrl: '', fetch });
    await client.post('/a', { x: 1 });
    await client.put('/b', { y: 2 });
    await client.delete('/c');
    expect(calls.map((c) => [c.init.method, c.init.body])).toEqual([
      ['POST', '{"x":1}'],
      ['PUT', '{"y":2}'],
      ['DELETE', '{}'],
    ]);
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('names a money-moving request with its Idempotency-Key', async () => {
    const { calls, fetch } = recordingFetch(
      json({ status: 'succeeded', transactionId: '0b7e1d3c-5a8f-4e2b-9c6d-1f2a3b4c5d6e' }, 201),
    );
    const client = createApiClient({ baseUrl: '', fetch });
    await client.wallet.topUp({ amount: 1299, currency: 'USD' }, 'key-1');
    expect((calls[0]?.init.headers as Record<string, string>)['idempotency-key']).toBe('key-1');
    expect(calls[0]?.init.body).toBe('{"amount":1299,"currency":"USD"}');
  });

  it('carries the shortfall of a refused charge', async () => {
    const { fetch } = recordingFetch(
      json(
        {
          code: 'INSUFFICIENT_FUNDS',
          message: 'Not enough money',
          shortfall: { amount: 500, currency: 'EUR' },
        },
        402,
      ),
    );
    const client = createApiClient({ baseUrl: '', fetch });
    const error = await client.paidSubscriptions.subscribe('u1', 'key-2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, code: 'INSUFFICIENT_FUNDS', shortfall: { amount: 500 } });
  });

  it('carries no shortfall that is not an amount of a known currency', async () => {
    const { fetch } = recordingFetch(
      json({ code: 'INSUFFICIENT_FUNDS', message: 'Not enough money', shortfall: { amount: 5 } }, 402),
    );
    const client = createApiClient({ baseUrl: '', fetch });
    const error = await client.paidSubscriptions.subscribe('u1', 'key-3').catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'Not enough money',
      code: 'INSUFFICIENT_FUNDS',
      shortfall: undefined,
    });
  });

  it("keeps the server's message for an error code the contracts do not know, without the code", async () => {
    const { fetch } = recordingFetch(json({ message: 'Teapot', code: 'I_AM_A_TEAPOT' }, 418));
    const client = createApiClient({ baseUrl: '', fetch });
    const error = await client.get('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Teapot', code: undefined });
  });

  it('turns a 204 into an empty object', async () => {
    const { fetch } = recordingFetch(new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: '', fetch });
    await expect(client.delete('/api/x')).resolves.toEqual({});
  });

  it("uses the server's message for errors and logs them", async () => {
    const { fetch } = recordingFetch(json({ message: 'Collection not found', code: 'NOT_FOUND' }, 404));
    const logError = vi.fn();
    const client = createApiClient({ baseUrl: '', fetch, logError });
    const error = await client.get('/api/collections/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Collection not found');
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('NOT_FOUND');
    expect(logError).toHaveBeenCalledWith(error);
  });

  it("falls back to 'API error: {status}' when the reply has no message", async () => {
    const { fetch } = recordingFetch(new Response('<html>bad gateway</html>', { status: 502 }));
    const client = createApiClient({ baseUrl: '', fetch });
    await expect(client.get('/api/x')).rejects.toThrow('API error: 502');
  });

  it('skips null query values in the URL', async () => {
    const { calls, fetch } = recordingFetch(
      json({ items: [], hasMore: false, nextOffset: null, generation: null }),
    );
    const client = createApiClient({ baseUrl: '', fetch });
    await client.featured.products({ limit: 30, offset: 0, seed: undefined });
    expect(calls[0]?.url).toBe('/api/featured/products?limit=30&offset=0');
  });
});

describe('calls derived from the route table', () => {
  it("fills the path's parameters, encoded, and takes the method from the table", async () => {
    const { calls, fetch } = recordingFetch(json({ items: [] }));
    const client = createApiClient({ baseUrl: 'http://api', fetch });

    await client.collections.removeProduct('c/1', 'p 2');
    await client.call('listSubscribers', { params: { id: 'u1' }, query: { page: 2 } });

    expect(calls.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'DELETE http://api/api/collections/c%2F1/products/p%202',
      'GET http://api/api/users/u1/subscribers?page=2',
    ]);
  });

  it('gives every route of the table a path the server registers in the same form', () => {
    for (const [name, { method, path }] of Object.entries(ENDPOINTS)) {
      expect(`${method} ${path}`, name).toMatch(/^(GET|POST|PUT|DELETE) \/[\w/:.-]*$/);
      expect(pathOf(path, { id: 'x', productId: 'y', lookId: 'z' }), name).not.toContain(':');
    }
  });
});
