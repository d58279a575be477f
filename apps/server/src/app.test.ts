import type { ErrorBody } from '@stylebook/contracts';
import { connect, type AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerVerifiedAccount, requestsTo, useTestApp } from './test/helpers.ts';

describe('app: error format and OpenAPI', () => {
  const t = useTestApp();

  beforeAll(async () => {
    t.app.get('/api/test/boom', { config: { access: 'public' } }, () => {
      throw new Error('secret detail at /srv/app.ts:12');
    });
    t.app.get(
      '/api/test/echo',
      {
        config: { access: 'public' },
        schema: { querystring: z.object({ count: z.coerce.number().int().min(1) }) },
      },
      (request) => request.query,
    );
  });

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
    const body = response.json<ErrorBody>();
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

describe('app: bad input is a 4xx, never a database error (docs/product.md §15)', () => {
  const t = useTestApp();
  let call: ReturnType<typeof requestsTo>;
  let stylist: Awaited<ReturnType<typeof registerVerifiedAccount>>;

  beforeAll(async () => {
    call = requestsTo(t.app);
    stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
  });

  const product = {
    purchaseUrl: 'https://shop.example/coat',
    brand: 'Acme',
    price: 120,
    currency: 'USD',
    gender: 'UNISEX',
    images: [{ url: '/media/uploads/coat.webp' }],
  };
  const look = { title: 'Autumn', coverImageUrl: '/media/uploads/look.webp' };

  it.each([
    [
      'POST',
      '/api/auth/register/user',
      'fullName',
      { email: 'ann@example.com', password: 'secret-pass', username: 'ann.lee' },
    ],
    ['PUT', '/api/users/me', 'name', {}],
    ['PUT', '/api/users/me', 'bio', {}],
    ['PUT', '/api/users/me', 'website', {}],
    ['POST', '/api/products', 'description', product],
    ['POST', '/api/products', 'brand', product],
    ['POST', '/api/products', 'purchaseUrl', product],
    ['POST', '/api/collections', 'name', {}],
    ['POST', '/api/looks', 'title', look],
    ['POST', '/api/looks', 'description', look],
  ] as const)('%s %s with NUL in %s answers 400 and says which field', async (method, path, field, body) => {
    const url = path.replace('/me', `/${stylist.user.id}`);
    const response = await call(method, url, stylist.token, {
      ...body,
      [field]: 'https://ann.example\u0000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `Invalid body field '${field}': Must not contain control characters`,
      code: 'VALIDATION',
    });
  });

  it('answers unpaired surrogates, which PostgreSQL would get as broken UTF-8, with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/collections',
      headers: { authorization: `Bearer ${stylist.token}`, 'content-type': 'application/json' },
      payload: '{"name":"x\\udc00\\udc00\\ud800y"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Invalid body field 'name': Must not contain broken characters (unpaired surrogates)",
      code: 'VALIDATION',
    });
  });

  it.each([
    ['/api/search', 'q'],
    ['/api/users', 'query'],
    ['/api/users/username/check', 'username'],
    ['/api/featured/products', 'seed'],
  ])('GET %s with NUL in ?%s answers 400', async (path, field) => {
    const response = await call('GET', `${path}?${field}=coat%00`, stylist.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `Invalid querystring field '${field}': Must not contain control characters`,
      code: 'VALIDATION',
    });
  });

  it.each(['/%E0%A4%A', '/api/users/%ZZ/profile', '/media/%', '/identity/%C0'])(
    'answers a malformed percent-encoding in %s with 400 {message, code}',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: expect.stringContaining('not a valid'),
        code: 'VALIDATION',
      });
    },
  );

  it.each([
    [
      'a control character in a header',
      'X-Note: a\u0000b\r\n',
      400,
      "The request can't be read",
      'VALIDATION',
    ],
    [
      'headers too large to read',
      `X-Note: ${'a'.repeat(20_000)}\r\n`,
      431,
      "The request's headers are too large",
      'PAYLOAD_TOO_LARGE',
    ],
  ])(
    'answers %s, refused before routing, with {message, code}',
    async (_what, header, status, message, code) => {
      if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const raw = await new Promise<string>((resolve, reject) => {
        let answer = '';
        const socket = connect(port, '127.0.0.1', () =>
          socket.write(`GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n${header}\r\n`),
        );
        socket.setEncoding('utf8');
        socket.on('data', (chunk) => (answer += chunk));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
      const [head = '', body] = raw.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(head).toContain('Content-Type: application/json; charset=utf-8');
      expect(JSON.parse(body ?? '')).toEqual({ message, code });
    },
  );

  // The app shell's catch-all route takes what the router cannot match, so this is the shell's JSON 404.
  it('answers a path parameter longer than Fastify reads with 404 {message, code}', async () => {
    const response = await t.app.inject({ url: `/api/users/${'x'.repeat(200)}/profile` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
  });
});
