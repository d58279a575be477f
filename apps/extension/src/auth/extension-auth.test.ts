import { ApiError, type SessionTokens } from '@stylebook/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createExtensionAuth, SESSION_ENDED_NOTICE } from './extension-auth.ts';
import { HAND_OFF_MESSAGES } from './hand-off.ts';
import type { KeyValueArea } from './storage.ts';

const APP = 'https://stylebook.example';
const user = {
  id: '4a1f3f57-2d0c-4c55-9b0a-7f6b0fcb6f0e',
  email: 'priya@example.com',
  emailVerified: true,
  username: 'priya',
  name: 'Priya',
  avatarUrl: null,
  role: 'USER' as const,
  isModerator: false,
};

/** chrome.storage as the tests see it: an object of values. */
function fakeArea(initial: Record<string, unknown> = {}): KeyValueArea & { values: Record<string, unknown> } {
  const values = { ...initial };
  const keysOf = (keys: string | string[]) => (Array.isArray(keys) ? keys : [keys]);
  return {
    values,
    get: async (keys) =>
      keys === null
        ? { ...values }
        : Object.fromEntries(
            keysOf(keys)
              .filter((key) => key in values)
              .map((key) => [key, values[key]]),
          ),
    set: async (items) => void Object.assign(values, items),
    remove: async (keys) => keysOf(keys).forEach((key) => delete values[key]),
  };
}

const tokens = (n: number): SessionTokens => ({
  token: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresIn: 900,
  user,
});

function setUp(local: Record<string, unknown> = {}, refresh?: (token: string) => Promise<SessionTokens>) {
  const storage = { local: fakeArea(local), pending: fakeArea() };
  const identity = {
    refresh: vi.fn(refresh ?? (async (token: string) => tokens(Number(token.split('-')[1]) + 1))),
    signOut: vi.fn(async () => undefined),
  };
  const tabs = {
    open: vi.fn(async (_url: string) => undefined),
    close: vi.fn(async (_tabId: number) => undefined),
  };
  const auth = createExtensionAuth({ appUrl: APP, ...storage, identity, tabs });
  return { auth, identity, tabs, ...storage };
}

const revoked = async (): Promise<SessionTokens> => {
  throw new ApiError(401, 'Your session has expired. Please sign in again.');
};

async function startSignIn(context: ReturnType<typeof setUp>): Promise<string> {
  await context.auth.handlers.signIn();
  const opened = new URL(context.tabs.open.mock.calls[0]![0]);
  expect(`${opened.origin}${opened.pathname}`).toBe(`${APP}/extension-auth-check`);
  expect(opened.searchParams.get('source')).toBe('extension');
  return opened.searchParams.get('state')!;
}

const callback = (params: Record<string, string>) =>
  `${APP}/extension-auth-callback?${new URLSearchParams({ source: 'extension', ...params })}`;

describe('the extension sign-in', () => {
  it('starts signed out, then signs in through the hand-off and closes its tab', async () => {
    const context = setUp();
    expect(await context.auth.handlers.session()).toEqual({ status: 'signedOut', notice: null });
    const state = await startSignIn(context);

    await context.auth.onTabAddress(7, callback({ state, token: 'access-1', refreshToken: 'refresh-1' }));

    expect(await context.auth.handlers.session()).toEqual({ status: 'signedIn', user });
    expect(await context.auth.handlers.token()).toBe('access-2');
    expect(context.local.values['stylebook.refreshToken']).toBe('refresh-2');
    expect(context.pending.values).toEqual({});
    expect(context.tabs.close).toHaveBeenCalledWith(7);
  });

  it('refuses a callback whose state it did not make, and revokes the session it carries', async () => {
    const context = setUp();
    const state = await startSignIn(context);

    await context.auth.onTabAddress(7, callback({ state: 'forged', token: 'a', refreshToken: 'theirs' }));

    expect(await context.auth.handlers.session()).toEqual({
      status: 'signedOut',
      notice: HAND_OFF_MESSAGES.foreignState,
    });
    expect(context.identity.signOut).toHaveBeenCalledWith('theirs');
    expect(context.identity.refresh).not.toHaveBeenCalled();
    expect(context.tabs.close).not.toHaveBeenCalled();
    // The real callback may still come.
    expect(context.pending.values['stylebook.handOffState']).toBe(state);
  });

  it('ignores tabs elsewhere', async () => {
    const context = setUp();
    await startSignIn(context);
    await context.auth.onTabAddress(7, 'https://shop.example/extension-auth-callback?state=x&refreshToken=y');
    expect(context.identity.refresh).not.toHaveBeenCalled();
    expect(context.identity.signOut).not.toHaveBeenCalled();
  });

  it('restores the stored session and keeps the rotated refresh token', async () => {
    const context = setUp({ 'stylebook.refreshToken': 'refresh-4' });
    expect(await context.auth.handlers.session()).toEqual({ status: 'signedIn', user });
    expect(context.local.values['stylebook.refreshToken']).toBe('refresh-5');
  });

  it('signs out with a notice when the stored session was revoked', async () => {
    const context = setUp({ 'stylebook.refreshToken': 'refresh-4' }, revoked);
    expect(await context.auth.handlers.session()).toEqual({
      status: 'signedOut',
      notice: SESSION_ENDED_NOTICE,
    });
    expect(context.local.values).toEqual({ 'stylebook.signedOutNotice': SESSION_ENDED_NOTICE });
  });

  it('gets a fresh token after a 401 once, and signs out when the session is over', async () => {
    let live = true;
    const context = setUp({ 'stylebook.refreshToken': 'refresh-1' }, async (token) => {
      if (!live) return revoked();
      return tokens(Number(token.split('-')[1]) + 1);
    });
    await context.auth.handlers.session();
    expect(await context.auth.handlers.refresh()).toBe('access-3');

    live = false;
    expect(await context.auth.handlers.refresh()).toBeNull();
    expect(await context.auth.handlers.session()).toEqual({
      status: 'signedOut',
      notice: SESSION_ENDED_NOTICE,
    });
    expect(context.local.values['stylebook.refreshToken']).toBeUndefined();
  });

  it('signs out on request, revoking the session on the server', async () => {
    const context = setUp({ 'stylebook.refreshToken': 'refresh-1' });
    await context.auth.handlers.session();
    await context.auth.handlers.signOut();
    expect(context.identity.signOut).toHaveBeenCalledWith('refresh-2');
    expect(await context.auth.handlers.session()).toEqual({ status: 'signedOut', notice: null });
  });
});
