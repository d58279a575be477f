import { Writable } from 'node:stream';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import pino from 'pino';
import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, refreshTokens } from '../../db/schema/index.ts';
import {
  bearer,
  useTestApp,
  codeFromMail,
  readMailbox,
  registerAccount,
  type TestApp,
} from '../../test/helpers.ts';
import { createAccessTokens } from './access-tokens.ts';
import { loadSigningKey } from './identity.repository.ts';

type Tokens = RouteReply<'signIn'>;

const json = (response: { json: <T>() => T }) => response.json<ErrorBody>();

describe('identity API', () => {
  const logLines: string[] = [];
  const logger = pino(
    { level: 'trace' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } }, { logger });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  /** Moves a person's token rotations past the reuse grace, so reusing one is a replay, not a second tab. */
  const rotatedLongAgo = (userId: string) =>
    t.database.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - interval '1 hour'` })
      .where(and(eq(refreshTokens.userId, userId), isNotNull(refreshTokens.rotatedAt)));

  describe('sign-in', () => {
    it('signs in with the registered password and answers the same for a wrong password or unknown email', async () => {
      const account = await registerAccount(t.app);
      const ok = await post('/identity/sign-in', {
        email: account.email.toUpperCase(),
        password: account.password,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        token: expect.any(String),
        refreshToken: expect.any(String),
        expiresIn: 900,
        user: { id: account.user.id, email: account.email, emailVerified: false, role: 'USER' },
      });

      const wrong = await post('/identity/sign-in', { email: account.email, password: 'not-the-password' });
      const unknown = await post('/identity/sign-in', {
        email: 'nobody@test.stylebook.local',
        password: 'whatever1',
      });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(json(response)).toEqual({ message: 'Incorrect email or password', code: 'UNAUTHENTICATED' });
      }
    });

    it('rejects malformed bodies with 400 and a message, on every endpoint', async () => {
      const cases: [string, unknown][] = [
        ['/identity/sign-in', { email: 'not-an-email', password: 'x' }],
        ['/identity/sign-in', {}],
        ['/identity/token', { refreshToken: 42 }],
        ['/identity/sign-out', {}],
        ['/identity/email-link', { email: '' }],
        ['/identity/email-link/complete', { oobCode: '' }],
        ['/identity/password-reset', { email: 'nope' }],
        ['/identity/password-reset/confirm', { oobCode: 'abc', newPassword: '123' }],
        ['/identity/verification/confirm', {}],
        ['/api/auth/register/user', { fullName: 'A', email: 'a@b.co', password: 'secret1', username: 'abc' }],
        [
          '/api/auth/register/stylist',
          { fullName: 'Ann Lee', email: 'bad', password: 'secret1', username: 'abc' },
        ],
        ['/api/auth/google/callback', {}],
        [
          '/api/auth/google/complete-registration',
          { registrationToken: 'x', username: 'A!', accountType: 'X' },
        ],
      ];
      for (const [url, payload] of cases) {
        const response = await post(url, payload);
        expect(response.statusCode, url).toBe(400);
        expect(json(response).code, url).toBe('VALIDATION');
        expect(json(response).message.length, url).toBeGreaterThan(0);
      }
      const shortPassword = await post('/identity/password-reset/confirm', {
        oobCode: 'abc',
        newPassword: '123',
      });
      expect(json(shortPassword).message).toContain('Password must be at least 6 characters');
    });
  });

  describe('tokens', () => {
    it('rotates refresh tokens, and reusing a rotated one revokes the whole family', async () => {
      const account = await registerAccount(t.app);
      const first = await post('/identity/token', { refreshToken: account.refreshToken });
      expect(first.statusCode).toBe(200);
      const rotated = first.json<Tokens>();
      expect(rotated.refreshToken).not.toBe(account.refreshToken);

      await rotatedLongAgo(account.user.id);
      const replay = await post('/identity/token', { refreshToken: account.refreshToken });
      expect(replay.statusCode).toBe(401);
      // The thief's replay ended the family: the legitimate newer token no longer works either.
      const afterReplay = await post('/identity/token', { refreshToken: rotated.refreshToken });
      expect(afterReplay.statusCode).toBe(401);
      expect(json(afterReplay)).toEqual({
        message: 'Your session has expired. Please sign in again.',
        code: 'UNAUTHENTICATED',
      });
    });

    it('lets two tabs refresh with the same token at once, keeping the session', async () => {
      const account = await registerAccount(t.app);
      const [first, second] = await Promise.all([
        post('/identity/token', { refreshToken: account.refreshToken }),
        post('/identity/token', { refreshToken: account.refreshToken }),
      ]);
      expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
      // Moments later (a reload racing a refresh) the same token still works, once per tab.
      const third = await post('/identity/token', { refreshToken: account.refreshToken });
      expect(third.statusCode).toBe(200);
      for (const response of [first!, second!, third]) {
        const tokens = response.json<Tokens>();
        expect(
          (await t.app.inject({ url: '/identity/sessions', headers: bearer(tokens.token) })).statusCode,
        ).toBe(200);
        expect((await post('/identity/token', { refreshToken: tokens.refreshToken })).statusCode).toBe(200);
      }
      const sessions = (
        await t.app.inject({ url: '/identity/sessions', headers: bearer(account.token) })
      ).json<RouteReply<'listSessions'>>().sessions;
      expect(sessions).toHaveLength(1);
    });

    it('refuses an expired access token with 401, and a valid one works', async () => {
      const account = await registerAccount(t.app);
      const key = await loadSigningKey(t.database.db);
      const tokens = await createAccessTokens(key!, t.config.publicOrigin);
      const sixteenMinutesAgo = new Date(Date.now() - 16 * 60 * 1000);
      const sessionId = (
        await t.app.inject({ url: '/identity/sessions', headers: bearer(account.token) })
      ).json<RouteReply<'listSessions'>>().sessions[0]!.id;
      const expired = await tokens.sign({ userId: account.user.id, sessionId }, sixteenMinutesAgo);

      const refused = await t.app.inject({ url: '/identity/sessions', headers: bearer(expired) });
      expect(refused.statusCode).toBe(401);
      expect(json(refused).code).toBe('UNAUTHENTICATED');
      const accepted = await t.app.inject({ url: '/identity/sessions', headers: bearer(account.token) });
      expect(accepted.statusCode).toBe(200);
    });

    it('signs out one session, leaving the others', async () => {
      const account = await registerAccount(t.app);
      const second = (
        await post('/identity/sign-in', { email: account.email, password: account.password })
      ).json<Tokens>();
      expect((await post('/identity/sign-out', { refreshToken: account.refreshToken })).statusCode).toBe(204);
      expect((await post('/identity/token', { refreshToken: account.refreshToken })).statusCode).toBe(401);
      expect((await post('/identity/token', { refreshToken: second.refreshToken })).statusCode).toBe(200);
    });

    it('requires a session for signed-in endpoints', async () => {
      for (const [method, url] of [
        ['GET', '/identity/sessions'],
        ['POST', '/identity/sign-out-everywhere'],
        ['POST', '/identity/verification'],
        ['POST', '/identity/extension-session'],
        ['POST', '/identity/password'],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          payload: method === 'POST' ? { currentPassword: 'secret1', newPassword: 'secret2' } : undefined,
        });
        expect(response.statusCode, url).toBe(401);
        expect(json(response), url).toEqual({ message: 'User not authenticated', code: 'UNAUTHENTICATED' });
      }
    });
  });

  describe('mailed codes', () => {
    it('verifies the email with the code from the registration mail, once', async () => {
      const account = await registerAccount(t.app);
      const [mail] = await readMailbox(t.app, account.email);
      expect(mail?.subject).toBe('Verify your email for Stylebook');
      const code = await codeFromMail(t.app, account.email, '/verify-email');

      const confirmed = await post('/identity/verification/confirm', { oobCode: code });
      expect(confirmed.statusCode).toBe(200);
      const signedIn = await post('/identity/sign-in', { email: account.email, password: account.password });
      expect(signedIn.json<Tokens>().user.emailVerified).toBe(true);

      const again = await post('/identity/verification/confirm', { oobCode: code });
      expect(again.statusCode).toBe(400);
      expect(json(again)).toEqual({
        message: 'This link is invalid or has expired. Request a new one.',
        code: 'INVALID_CODE',
      });
    });

    it('resends verification to a signed-in person, keeping the return path on this app only', async () => {
      const account = await registerAccount(t.app);
      const sent = await post(
        '/identity/verification',
        { continueUrl: 'https://evil.test/phish' },
        bearer(account.token),
      );
      expect(sent.statusCode).toBe(204);
      const [latest] = await readMailbox(t.app, account.email);
      expect(latest?.text).toContain('/verify-email?oobCode=');
      expect(latest?.text).toContain('continueUrl=%2F');
      expect(latest?.text).not.toContain('evil.test');
    });

    it('signs in with an emailed link once, and says nothing about unknown emails', async () => {
      const account = await registerAccount(t.app);
      const before = (await readMailbox(t.app)).length;
      const unknown = await post('/identity/email-link', {
        email: 'ghost@test.stylebook.local',
        continueUrl: '/',
      });
      expect(unknown.statusCode).toBe(204);
      expect((await readMailbox(t.app)).length).toBe(before);

      const known = await post('/identity/email-link', {
        email: account.email,
        continueUrl: '/collections/1',
      });
      expect(known.statusCode).toBe(204);
      const code = await codeFromMail(t.app, account.email, '/action');
      const [mail] = await readMailbox(t.app, account.email);
      expect(mail?.text).toContain('mode=signIn');

      const completed = await post('/identity/email-link/complete', { oobCode: code });
      expect(completed.statusCode).toBe(200);
      expect(completed.json()).toMatchObject({
        continueUrl: '/collections/1',
        user: { id: account.user.id, emailVerified: true },
      });
      expect((await post('/identity/email-link/complete', { oobCode: code })).statusCode).toBe(400);
    });

    it('refuses an expired code', async () => {
      const account = await registerAccount(t.app);
      await post('/identity/email-link', { email: account.email });
      const code = await codeFromMail(t.app, account.email, '/action');
      await t.database.db
        .update(oneTimeCodes)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(oneTimeCodes.userId, account.user.id));
      const response = await post('/identity/email-link/complete', { oobCode: code });
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('INVALID_CODE');
    });

    it('resets the password with a mailed code, ending every session', async () => {
      const account = await registerAccount(t.app);
      expect(
        (await post('/identity/password-reset', { email: 'ghost@test.stylebook.local' })).statusCode,
      ).toBe(204);
      expect((await post('/identity/password-reset', { email: account.email })).statusCode).toBe(204);
      const code = await codeFromMail(t.app, account.email, '/action');

      const reset = await post('/identity/password-reset/confirm', {
        oobCode: code,
        newPassword: 'brand-new-1',
      });
      expect(reset.statusCode).toBe(204);
      expect((await post('/identity/token', { refreshToken: account.refreshToken })).statusCode).toBe(401);
      expect(
        (await post('/identity/sign-in', { email: account.email, password: account.password })).statusCode,
      ).toBe(401);
      expect(
        (await post('/identity/sign-in', { email: account.email, password: 'brand-new-1' })).statusCode,
      ).toBe(200);
      expect(
        (await post('/identity/password-reset/confirm', { oobCode: code, newPassword: 'another-1' }))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('account sessions', () => {
    it('changes the password with the current one, keeping this session and ending the others', async () => {
      const account = await registerAccount(t.app);
      const other = (
        await post('/identity/sign-in', { email: account.email, password: account.password })
      ).json<Tokens>();

      const wrong = await post(
        '/identity/password',
        { currentPassword: 'wrong-one', newPassword: 'changed-1' },
        bearer(account.token),
      );
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong).message).toBe('Current password is incorrect');

      const changed = await post(
        '/identity/password',
        { currentPassword: account.password, newPassword: 'changed-1' },
        bearer(account.token),
      );
      expect(changed.statusCode).toBe(204);
      expect((await post('/identity/token', { refreshToken: other.refreshToken })).statusCode).toBe(401);
      expect((await post('/identity/token', { refreshToken: account.refreshToken })).statusCode).toBe(200);
    });

    it('lists sessions with the extension apart, revokes one, and signs out everywhere', async () => {
      const account = await registerAccount(t.app);
      const extension = await post(
        '/identity/extension-session',
        { source: 'chrome' },
        bearer(account.token),
      );
      expect(extension.statusCode).toBe(200);
      const extensionRefresh = extension.json<Tokens>().refreshToken;

      const listed = (await t.app.inject({ url: '/identity/sessions', headers: bearer(account.token) })).json<
        RouteReply<'listSessions'>
      >().sessions;
      expect(listed.map((s) => [s.client, s.current]).sort()).toEqual([
        ['extension', false],
        ['web', true],
      ]);
      const extensionSession = listed.find((s) => s.client === 'extension')!;

      const stranger = await registerAccount(t.app);
      const foreign = await t.app.inject({
        method: 'DELETE',
        url: `/identity/sessions/${extensionSession.id}`,
        headers: bearer(stranger.token),
      });
      expect(foreign.statusCode).toBe(404);

      const revoked = await t.app.inject({
        method: 'DELETE',
        url: `/identity/sessions/${extensionSession.id}`,
        headers: bearer(account.token),
      });
      expect(revoked.statusCode).toBe(204);
      expect((await post('/identity/token', { refreshToken: extensionRefresh })).statusCode).toBe(401);

      expect((await post('/identity/sign-out-everywhere', {}, bearer(account.token))).statusCode).toBe(204);
      expect((await post('/identity/token', { refreshToken: account.refreshToken })).statusCode).toBe(401);
    });
  });

  describe('revocation ends the access tokens of a session at once', () => {
    const sessionExpired = {
      message: 'Your session has expired. Please sign in again.',
      code: 'UNAUTHENTICATED',
    };

    /** Every way a still-unexpired access token could be used after its session ended. */
    async function expectDead(token: string, userId: string) {
      const attempts = [
        await post('/identity/extension-session', { source: 'chrome' }, bearer(token)),
        await t.app.inject({ url: '/identity/sessions', headers: bearer(token) }),
        await post('/identity/verification', {}, bearer(token)),
        await t.app.inject({
          method: 'PUT',
          url: `/api/users/${userId}`,
          payload: { name: 'Revived' },
          headers: bearer(token),
        }),
      ];
      for (const response of attempts) {
        expect(response.statusCode, response.body).toBe(401);
        expect(json(response)).toEqual(sessionExpired);
      }
    }

    it('after signing out everywhere', async () => {
      const account = await registerAccount(t.app);
      expect((await post('/identity/sign-out-everywhere', {}, bearer(account.token))).statusCode).toBe(204);
      await expectDead(account.token, account.user.id);
    });

    it('after a password reset', async () => {
      const account = await registerAccount(t.app);
      await post('/identity/password-reset', { email: account.email });
      const code = await codeFromMail(t.app, account.email, '/action');
      await post('/identity/password-reset/confirm', { oobCode: code, newPassword: 'after-reset-1' });
      await expectDead(account.token, account.user.id);
    });

    it('after a rotated refresh token is reused', async () => {
      const account = await registerAccount(t.app);
      const rotated = (await post('/identity/token', { refreshToken: account.refreshToken })).json<Tokens>();
      await rotatedLongAgo(account.user.id);
      expect((await post('/identity/token', { refreshToken: account.refreshToken })).statusCode).toBe(401);
      await expectDead(account.token, account.user.id);
      await expectDead(rotated.token, account.user.id);
    });

    it('after signing out of that session, or revoking it from the account page', async () => {
      const account = await registerAccount(t.app);
      const other = (
        await post('/identity/sign-in', { email: account.email, password: account.password })
      ).json<Tokens>();
      expect((await post('/identity/sign-out', { refreshToken: other.refreshToken })).statusCode).toBe(204);
      await expectDead(other.token, account.user.id);

      const extension = (
        await post('/identity/extension-session', { source: 'chrome' }, bearer(account.token))
      ).json<Tokens>();
      const sessions = (
        await t.app.inject({ url: '/identity/sessions', headers: bearer(account.token) })
      ).json<RouteReply<'listSessions'>>().sessions;
      const extensionSession = sessions.find((session) => session.client === 'extension')!;
      await t.app.inject({
        method: 'DELETE',
        url: `/identity/sessions/${extensionSession.id}`,
        headers: bearer(account.token),
      });
      await expectDead(extension.token, account.user.id);
      // The session that did the revoking lives on.
      expect(
        (await t.app.inject({ url: '/identity/sessions', headers: bearer(account.token) })).statusCode,
      ).toBe(200);
    });

    it('after the account is deleted', async () => {
      const account = await registerAccount(t.app);
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/${account.user.id}`,
        headers: bearer(account.token),
      });
      expect(deleted.statusCode).toBe(204);
      await expectDead(account.token, account.user.id);
    });
  });

  it('never logs passwords, tokens or codes', async () => {
    const account = await registerAccount(t.app, { password: 'log-canary-password' });
    await post('/identity/sign-in', { email: account.email, password: 'log-canary-password' });
    await post('/identity/password-reset', { email: account.email });
    const code = await codeFromMail(t.app, account.email, '/action');
    await post('/identity/password-reset/confirm', { oobCode: code, newPassword: 'log-canary-new' });
    await t.app.inject({ url: '/identity/sessions', headers: bearer(account.token) });
    const verification = await codeFromMail(t.app, account.email, '/verify-email');

    const logs = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(5);
    for (const secret of [
      'log-canary-password',
      'log-canary-new',
      account.token,
      account.refreshToken,
      code,
      verification,
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});

describe('moderators', () => {
  const moderatorEmail = 'moderator@test.stylebook.local';
  const t = useTestApp({ moderatorEmails: new Set([moderatorEmail]) });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('are the accounts ADMIN_EMAILS lists, on every reply that carries the signed-in user', async () => {
    const moderator = await registerAccount(t.app, { email: 'Moderator@Test.Stylebook.Local' });
    const person = await registerAccount(t.app);
    const [asModerator, asPerson] = await Promise.all(
      [moderator, person].map((account) =>
        Promise.all([
          post('/identity/sign-in', { email: account.email, password: account.password }),
          post('/identity/token', { refreshToken: account.refreshToken }),
        ]),
      ),
    );
    expect(moderator.user).toMatchObject({ email: moderatorEmail, isModerator: true });
    for (const reply of asModerator!) expect(reply.json<Tokens>().user.isModerator).toBe(true);
    expect(person.user).toMatchObject({ isModerator: false });
    for (const reply of asPerson!) expect(reply.json<Tokens>().user.isModerator).toBe(false);
  });
});

describe('identity rate limits', () => {
  const t = useTestApp({ authRateLimit: { perIp: 6, perEmail: 3 } });

  it('limits mail per address and requests per IP, answering 429 with a message', async () => {
    const send = (email: string) =>
      t.app.inject({ method: 'POST', url: '/identity/password-reset', payload: { email } });
    for (let i = 0; i < 3; i++) expect((await send('target@test.stylebook.local')).statusCode).toBe(204);
    const limited = await send('target@test.stylebook.local');
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
    expect(json(limited).message).toMatch(/^Too many requests\. Try again in /);

    // Another address still gets through until the IP's own budget of 6 runs out.
    expect((await send('other@test.stylebook.local')).statusCode).toBe(204);
    expect((await send('third@test.stylebook.local')).statusCode).toBe(204);
    expect((await send('fourth@test.stylebook.local')).statusCode).toBe(429);
  });

  it('counts registrations in the same per-IP budget as sign-in', async () => {
    const signIn = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/identity/sign-in',
        payload: { email: `who${n}@test.stylebook.local`, password: 'guess-1' },
        remoteAddress: '192.0.2.20',
      });
    for (let i = 0; i < 6; i++) expect((await signIn(i)).statusCode).toBe(401);
    expect((await signIn(6)).statusCode).toBe(429);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/user',
      payload: {
        fullName: 'Probe Person',
        email: 'probe@test.stylebook.local',
        password: 'secret-1',
        username: 'probe_person',
      },
      remoteAddress: '192.0.2.20',
    });
    expect(register.statusCode).toBe(429);
    expect(json(register).code).toBe('RATE_LIMITED');
  });

  it('limits registrations per email address, across IPs', async () => {
    const register = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register/user',
        payload: {
          fullName: 'Taken Twice',
          email: 'taken@test.stylebook.local',
          password: 'secret-1',
          username: `taken_${n}`,
        },
        remoteAddress: `192.0.2.${100 + n}`,
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(2)).statusCode).toBe(409);
    expect((await register(3)).statusCode).toBe(409);
    const limited = await register(4);
    expect(limited.statusCode).toBe(429);
    expect(json(limited).code).toBe('RATE_LIMITED');
  });

  it('ignores X-Forwarded-For unless proxies are trusted', async () => {
    const spoofed = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/identity/password-reset',
        payload: { email: `spoof${n}@test.stylebook.local` },
        headers: { 'x-forwarded-for': `203.0.113.${n}` },
        remoteAddress: '192.0.2.30',
      });
    for (let n = 1; n <= 6; n++) expect((await spoofed(n)).statusCode).toBe(204);
    expect((await spoofed(7)).statusCode).toBe(429);
  });
});

describe('behind a trusted proxy', () => {
  const t = useTestApp({ authRateLimit: { perIp: 2, perEmail: 100 }, trustProxy: '10.0.0.0/8' });

  it('limits each client by the address the proxy forwarded', async () => {
    const viaProxy = (client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/identity/password-reset',
        payload: { email: 'someone@test.stylebook.local' },
        headers: { 'x-forwarded-for': client },
        remoteAddress: '10.0.0.2',
      });
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(204);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(204);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    // Only the proxy is trusted: a client's own forged entry in front of the one it added does not count.
    expect((await viaProxy('1.2.3.4, 198.51.100.1')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(204);
  });

  it('does not believe the header from a client that is not a trusted proxy', async () => {
    const direct = (forged: string) =>
      t.app.inject({
        method: 'POST',
        url: '/identity/password-reset',
        payload: { email: 'direct@test.stylebook.local' },
        headers: { 'x-forwarded-for': forged },
        remoteAddress: '192.0.2.77',
      });
    expect((await direct('198.51.100.10')).statusCode).toBe(204);
    expect((await direct('198.51.100.11')).statusCode).toBe(204);
    expect((await direct('198.51.100.12')).statusCode).toBe(429);
  });
});

describe('sign-in methods', () => {
  const without = useTestApp();
  const withGoogle = useTestApp({
    google: { issuer: 'http://127.0.0.1:9', clientId: 'stylebook-web', clientSecret: 'not-a-secret' },
  });

  it('offers Google only when it is configured', async () => {
    const methods = async (t: TestApp) =>
      (await t.app.inject({ method: 'GET', url: '/identity/sign-in-methods' })).json<unknown>();
    expect(await methods(without)).toEqual({ google: false });
    expect(await methods(withGoogle)).toEqual({ google: true });
  });
});
