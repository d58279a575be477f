import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@stylebook/contracts';
import { createSession, identityTransport } from './session.ts';
import type { IdentityTransport, SessionTokens } from './session.ts';

const user = {
  id: '4a1f3f57-2d0c-4c55-9b0a-7f6b0fcb6f0e',
  email: 'ines@example.com',
  emailVerified: true,
  username: 'ines',
  name: 'Inès',
  avatarUrl: null,
  role: 'STYLIST' as const,
  isModerator: false,
};

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

function tokens(token: string, refreshToken: string): SessionTokens {
  return { token, refreshToken, expiresIn: 900, user };
}

function transport(refresh: IdentityTransport['refresh']): IdentityTransport {
  return { refresh, signOut: vi.fn(async () => undefined) };
}

describe('createSession', () => {
  it('starts loading and resolves to signed out without a stored refresh token', async () => {
    const session = createSession({ storage: memoryStorage() });
    expect(session.getState().status).toBe('loading');
    await session.start();
    expect(session.getState()).toEqual({ status: 'signedOut', user: null });
  });

  it('makes getToken wait for the auth state', async () => {
    const session = createSession({ storage: memoryStorage() });
    let token: string | null | undefined;
    void session.getToken().then((value) => (token = value));
    await Promise.resolve();
    expect(token).toBeUndefined();

    session.establish(tokens('access-1', 'refresh-1'));
    await vi.waitFor(() => expect(token).toBe('access-1'));
  });

  it('restores a session from the stored refresh token and keeps the rotated one', async () => {
    const storage = memoryStorage({ 'stylebook.refreshToken': 'refresh-1' });
    const identity = transport(vi.fn(async () => tokens('access-2', 'refresh-2')));
    const session = createSession({ storage, identity });

    await session.start();

    expect(session.getState()).toEqual({ status: 'signedIn', user });
    expect(await session.getToken()).toBe('access-2');
    expect(storage.values.get('stylebook.refreshToken')).toBe('refresh-2');
  });

  it('signs out and forgets the refresh token when it can no longer be redeemed', async () => {
    const storage = memoryStorage({ 'stylebook.refreshToken': 'stale' });
    const session = createSession({ storage, identity: transport(async () => null) });

    await session.start();

    expect(session.getState().status).toBe('signedOut');
    expect(storage.values.has('stylebook.refreshToken')).toBe(false);
    expect(await session.getToken()).toBeNull();
  });

  it('refreshes an expired access token once for concurrent callers', async () => {
    let clock = 0;
    const refresh = vi.fn(async () => tokens('access-2', 'refresh-2'));
    const session = createSession({
      storage: memoryStorage(),
      identity: transport(refresh),
      now: () => clock,
    });
    session.establish(tokens('access-1', 'refresh-1'));

    clock = 900_000;
    const [first, second] = await Promise.all([session.getToken(), session.getToken()]);

    expect([first, second]).toEqual(['access-2', 'access-2']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
  });

  it('keeps the stored refresh token when the identity service cannot be reached', async () => {
    const storage = memoryStorage({ 'stylebook.refreshToken': 'refresh-1' });
    const session = createSession({
      storage,
      identity: transport(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });

    await session.start();

    expect(session.getState().status).toBe('signedOut');
    expect(storage.values.get('stylebook.refreshToken')).toBe('refresh-1');
  });

  it('revokes the refresh token on sign-out, and signs out locally even if that fails', async () => {
    const storage = memoryStorage();
    const identity = transport(async () => null);
    vi.mocked(identity.signOut).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const session = createSession({ storage, identity });
    session.establish(tokens('access-1', 'refresh-1'));

    await session.signOut();

    expect(identity.signOut).toHaveBeenCalledWith('refresh-1');
    expect(session.getState().status).toBe('signedOut');
    expect(storage.values.has('stylebook.refreshToken')).toBe(false);
  });

  it('picks up a changed user on refresh', async () => {
    const verified = { ...user, emailVerified: true };
    const session = createSession({
      storage: memoryStorage(),
      identity: transport(async () => ({ ...tokens('access-2', 'refresh-2'), user: verified })),
    });
    session.establish({ ...tokens('access-1', 'refresh-1'), user: { ...user, emailVerified: false } });

    await session.refresh();

    expect(session.getState()).toEqual({ status: 'signedIn', user: verified });
  });

  it('signs out after a restore still in flight, revoking the token it produced', async () => {
    const storage = memoryStorage({ 'stylebook.refreshToken': 'refresh-1' });
    const identity = transport(async () => tokens('access-2', 'refresh-2'));
    const session = createSession({ storage, identity });

    void session.start();
    await session.signOut();

    expect(identity.signOut).toHaveBeenCalledWith('refresh-2');
    expect(session.getState().status).toBe('signedOut');
    expect(storage.values.has('stylebook.refreshToken')).toBe(false);
  });
});

describe('identityTransport', () => {
  it('reads a refused refresh (401) as signed out and passes other failures on', async () => {
    const refused = identityTransport({
      refresh: async () => {
        throw new ApiError(401, 'Your session has expired. Please sign in again.');
      },
      signOut: async () => undefined,
    });
    await expect(refused.refresh('revoked')).resolves.toBeNull();

    const down = identityTransport({
      refresh: async () => {
        throw new ApiError(503, 'API error: 503');
      },
      signOut: async () => undefined,
    });
    await expect(down.refresh('refresh-1')).rejects.toMatchObject({ status: 503 });
  });
});
