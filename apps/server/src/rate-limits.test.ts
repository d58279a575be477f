import { randomUUID } from 'node:crypto';
import { ENDPOINTS } from '@stylebook/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerVerifiedAccount, useTestApp } from './test/helpers.ts';
import {
  REDIS_MISSING,
  redisServerInstalled,
  startRedisServer,
  type RedisServer,
} from './test/redis-server.ts';
import { sendSpelled, SPELLINGS, type Spelling } from './test/spellings.ts';

if (!redisServerInstalled) console.warn(`${REDIS_MISSING}: the Redis half skipped`);

const LIMITS = {
  rateLimitPerMinute: 40,
  authRateLimit: { perIp: 4, perEmail: 3 },
  uploadsPerHour: 3,
  // The tests name their client in X-Forwarded-For, so each limit starts with a budget of its own.
  trustProxy: '127.0.0.1',
};

let clients = 0;
/** An address no other request of this file comes from. */
const newClient = () => `198.51.100.${++clients}`;

interface LimitedRoute {
  limit: string;
  method: 'GET' | 'POST';
  /** The plain path. */
  path: () => string;
  /** Requests the budget allows. */
  budget: number;
  /** What each request within the budget answers: it reached the handler. */
  answers: number;
  /** Whether the budget is one client's; otherwise every request comes from a new address. */
  perClient: boolean;
  token?: () => string;
  body?: () => object;
}

const COUNTED = [
  { where: 'in the process', redis: false },
  { where: 'in Redis (REDIS_URL)', redis: true },
].filter(({ redis }) => !redis || redisServerInstalled);

describe.each(COUNTED)('every spelling of a limited route spends one budget counted $where', ({ redis }) => {
  let redisServer: RedisServer | undefined;
  let person: { token: string; user: { id: string } };

  beforeAll(async () => {
    redisServer = redis ? await startRedisServer() : undefined;
  });
  afterAll(() => redisServer?.stop());
  const t = useTestApp(() => ({ ...LIMITS, redisUrl: redisServer?.url }));
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    person = await registerVerifiedAccount(t.app);
  });

  const newEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@test.stylebook.local`;
  const guessedEmail = newEmail('guessed');
  const floodedInbox = newEmail('flooded');

  const ROUTES: LimitedRoute[] = [
    {
      limit: 'the global limit',
      method: 'GET',
      path: () => '/api/health/live',
      budget: LIMITS.rateLimitPerMinute,
      answers: 200,
      perClient: true,
    },
    {
      limit: 'the global limit, on share cards too',
      method: 'GET',
      path: () => `/share-cards/products/${randomUUID()}.jpg`,
      budget: LIMITS.rateLimitPerMinute,
      answers: 404,
      perClient: true,
    },
    {
      limit: 'sign-in per IP',
      method: 'POST',
      path: () => '/identity/sign-in',
      budget: LIMITS.authRateLimit.perIp,
      answers: 401,
      perClient: true,
      body: () => ({ email: newEmail('anyone'), password: 'wrong-guess' }),
    },
    {
      limit: 'sign-in per email address',
      method: 'POST',
      path: () => '/identity/sign-in',
      budget: LIMITS.authRateLimit.perEmail,
      answers: 401,
      perClient: false,
      body: () => ({ email: guessedEmail, password: 'wrong-guess' }),
    },
    {
      limit: 'reset mails per email address',
      method: 'POST',
      path: () => '/identity/password-reset',
      budget: LIMITS.authRateLimit.perEmail,
      answers: 204,
      perClient: false,
      body: () => ({ email: floodedInbox }),
    },
    {
      limit: 'registrations per IP',
      method: 'POST',
      path: () => '/api/auth/register/user',
      budget: LIMITS.authRateLimit.perIp,
      answers: 201,
      perClient: true,
      body: () => {
        const name = `new_${randomUUID().slice(0, 8)}`;
        return { fullName: 'New Person', email: newEmail(name), password: 'secret-1', username: name };
      },
    },
    {
      limit: 'feedback per IP',
      method: 'POST',
      path: () => '/api/feedback',
      budget: 10,
      answers: 201,
      perClient: true,
      body: () => ({ message: 'Lovely app', email: newEmail('feedback') }),
    },
    {
      limit: 'feedback per person',
      method: 'POST',
      path: () => '/api/feedback',
      budget: 5,
      answers: 201,
      perClient: false,
      token: () => person.token,
      body: () => ({ message: 'Lovely app' }),
    },
    {
      limit: 'signed-out upload grants per IP',
      method: 'POST',
      path: () => ENDPOINTS.presignFeedbackAttachment.path,
      budget: 10,
      answers: 200,
      perClient: true,
      body: () => ({ fileName: 'a.png', contentType: 'image/png' }),
    },
    {
      limit: 'upload grants per person',
      method: 'POST',
      path: () => ENDPOINTS.presignProductImage.path,
      budget: LIMITS.uploadsPerHour,
      answers: 200,
      perClient: false,
      token: () => person.token,
      body: () => ({ fileName: 'a.png', contentType: 'image/png' }),
    },
    {
      limit: 'account exports per person',
      method: 'GET',
      path: () => `/api/users/${person.user.id}/export`,
      budget: 10,
      answers: 200,
      perClient: false,
      token: () => person.token,
    },
    {
      limit: 'search history per person',
      method: 'POST',
      path: () => '/api/search/history',
      budget: 30,
      answers: 204,
      perClient: false,
      token: () => person.token,
      body: () => ({ q: 'linen jacket' }),
    },
    {
      limit: 'scrapes per person',
      method: 'POST',
      path: () => '/api/products/scrape',
      budget: 30,
      // A loopback address, which the scraper's guard refuses before fetching anything.
      answers: 400,
      perClient: false,
      token: () => person.token,
      body: () => ({ url: 'http://127.0.0.1/product' }),
    },
    {
      limit: 'purchase-link clicks per IP',
      method: 'GET',
      path: () => `/r/${randomUUID()}`,
      budget: 60,
      answers: 404,
      perClient: true,
    },
  ];

  it.each(ROUTES)('$limit', async (route) => {
    const client = newClient();
    const send = (spelling: Spelling) =>
      sendSpelled(
        t.app,
        {
          method: route.method,
          url: route.path(),
          headers: {
            'x-forwarded-for': route.perClient ? client : newClient(),
            ...(route.token ? bearer(route.token()) : {}),
            ...(route.body ? { 'content-type': 'application/json' } : {}),
          },
          payload: route.body ? JSON.stringify(route.body()) : undefined,
        },
        spelling,
      );
    // The budget spent by all spellings in turn, each one reaching the route.
    const spent = [];
    for (let n = 0; n < route.budget; n++) {
      const spelling = SPELLINGS[n % SPELLINGS.length]!;
      spent.push(`${spelling} ${(await send(spelling)).statusCode}`);
    }
    expect(spent).toEqual(
      Array.from({ length: route.budget }, (_, n) => `${SPELLINGS[n % SPELLINGS.length]} ${route.answers}`),
    );
    for (const spelling of SPELLINGS) {
      const refused = await send(spelling);
      expect({ spelling, status: refused.statusCode, body: JSON.parse(refused.body) as object }).toEqual({
        spelling,
        status: 429,
        body: { message: expect.stringMatching(/^Too many requests\. Try again in /), code: 'RATE_LIMITED' },
      });
    }
  });

  it('locks out a guessed password in every spelling once the plain path is locked out', async () => {
    const account = await registerVerifiedAccount(t.app);
    // Each guess from an address of its own, so the account's budget is what runs out, not an IP's.
    const signIn = (password: string, spelling: Spelling) =>
      sendSpelled(
        t.app,
        {
          method: 'POST',
          url: '/identity/sign-in',
          headers: { 'x-forwarded-for': newClient(), 'content-type': 'application/json' },
          payload: JSON.stringify({ email: account.email, password }),
        },
        spelling,
      );
    // Registering spent the first request of the address's budget.
    for (let n = 1; n < LIMITS.authRateLimit.perEmail; n++) {
      expect((await signIn(`wrong-${n}`, 'plain')).statusCode).toBe(401);
    }
    expect((await signIn(account.password, 'plain')).statusCode).toBe(429);
    for (const spelling of ['percent-encoded', 'absolute-form'] as const) {
      const guess = await signIn(account.password, spelling);
      expect({ spelling, status: guess.statusCode }).toEqual({ spelling, status: 429 });
      expect(guess.body).not.toContain(account.user.id);
    }
  });
});
