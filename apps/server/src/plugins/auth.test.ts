import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, codeFromMail, registerAccount, useTestApp } from '../test/helpers.ts';

describe('auth plugin', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  beforeAll(async () => {
    // Stands for the create/like/save/subscribe routes, which declare the same access.
    t.app.post('/api/test/like', { config: { access: 'verified' } }, async (request) => ({
      likedBy: request.actor?.userId,
    }));
  });

  const like = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/test/like', payload: {}, headers });

  it('asks anonymous visitors to sign in first', async () => {
    const response = await like();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'User not authenticated', code: 'UNAUTHENTICATED' });
  });

  it('refuses a malformed or forged bearer token with 401', async () => {
    expect((await like({ authorization: 'Basic abc' })).statusCode).toBe(401);
    const forged = await like(bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({
      message: 'Your session has expired. Please sign in again.',
      code: 'UNAUTHENTICATED',
    });
  });

  it('answers 403 EMAIL_NOT_VERIFIED until the address is verified, then lets the action through', async () => {
    const account = await registerAccount(t.app);
    const refused = await like(bearer(account.token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Please verify your email address first',
      code: 'EMAIL_NOT_VERIFIED',
    });

    const code = await codeFromMail(t.app, account.email, '/verify-email');
    await t.app.inject({ method: 'POST', url: '/identity/verification/confirm', payload: { oobCode: code } });
    const allowed = await like(bearer(account.token));
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ likedBy: account.user.id });
  });
});
