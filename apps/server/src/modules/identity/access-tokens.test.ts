import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens, newSigningKey } from './access-tokens.ts';

describe('access tokens', () => {
  it('carry the user id until they expire after 15 minutes', async () => {
    const tokens = await createAccessTokens(await newSigningKey(), 'http://stylebook.test');
    const issuedAt = new Date('2026-01-01T10:00:00Z');
    const token = await tokens.sign({ userId: 'user-1', sessionId: 'family-1' }, issuedAt);

    expect(await tokens.verify(token, new Date(issuedAt.getTime() + 60_000))).toEqual({
      userId: 'user-1',
      sessionId: 'family-1',
    });
    const justBefore = new Date(issuedAt.getTime() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await tokens.verify(token, justBefore)).toEqual({ userId: 'user-1', sessionId: 'family-1' });
    const after = new Date(issuedAt.getTime() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect(await tokens.verify(token, after)).toBeNull();
  });

  it('are not interchangeable with assertions signed by the same key', async () => {
    const tokens = await createAccessTokens(await newSigningKey(), 'http://stylebook.test');
    const assertion = await tokens.signAssertion({ sub: 'user-1', sid: 'family-1' }, 'google-assertion', 300);
    expect(await tokens.verify(assertion)).toBeNull();
    expect(await tokens.verifyAssertion(assertion, 'google-assertion')).toMatchObject({ sub: 'user-1' });
    const access = await tokens.sign({ userId: 'user-1', sessionId: 'family-1' });
    expect(await tokens.verifyAssertion(access, 'google-assertion')).toBeNull();
  });

  it('refuse tokens signed with another key, for another issuer, or altered', async () => {
    const key = await newSigningKey();
    const tokens = await createAccessTokens(key, 'http://stylebook.test');
    const otherKey = await createAccessTokens(await newSigningKey(), 'http://stylebook.test');
    const otherIssuer = await createAccessTokens(key, 'http://elsewhere.test');
    const token = await tokens.sign({ userId: 'user-1', sessionId: 'family-1' });

    expect(await otherKey.verify(token)).toBeNull();
    expect(await otherIssuer.verify(token)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'admin', iss: 'http://stylebook.test' })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.`)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
  });
});
