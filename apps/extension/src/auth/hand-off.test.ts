import { describe, expect, it } from 'vitest';
import { authCheckUrl, HAND_OFF_MESSAGES, newHandOffState, readHandOff } from './hand-off.ts';

const APP = 'https://stylebook.example';
const callback = (params: Record<string, string>) =>
  `${APP}/extension-auth-callback?${new URLSearchParams(params)}`;

describe('the sign-in hand-off', () => {
  it('makes a fresh unguessable state each time', () => {
    const states = new Set(Array.from({ length: 50 }, newHandOffState));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('opens the app with the state and the extension as source', () => {
    expect(authCheckUrl(APP, 'abc')).toBe(`${APP}/extension-auth-check?state=abc&source=extension`);
  });

  it('takes the tokens of a callback that carries its own state', () => {
    const address = callback({ state: 's1', source: 'extension', token: 'access', refreshToken: 'refresh' });
    expect(readHandOff(address, APP, 's1')).toEqual({ status: 'signedIn', refreshToken: 'refresh' });
  });

  it('refuses a callback with another state, or when no sign-in was started, and names its token', () => {
    const address = callback({ state: 'forged', token: 'access', refreshToken: 'theirs' });
    const refused = {
      status: 'refused',
      message: HAND_OFF_MESSAGES.foreignState,
      strayRefreshToken: 'theirs',
    };
    expect(readHandOff(address, APP, 's1')).toEqual(refused);
    expect(readHandOff(address, APP, null)).toEqual(refused);
  });

  it("passes on the app's error", () => {
    expect(readHandOff(callback({ state: 's1', error: 'Please verify your email' }), APP, 's1')).toEqual({
      status: 'refused',
      message: 'Please verify your email',
      strayRefreshToken: null,
    });
    expect(readHandOff(callback({ state: 's1' }), APP, 's1')).toMatchObject({
      message: HAND_OFF_MESSAGES.nothingHandedOver,
    });
  });

  it('ignores every other address, including the same path on another origin', () => {
    expect(readHandOff(`${APP}/products/1`, APP, 's1')).toBeNull();
    expect(
      readHandOff('https://evil.example/extension-auth-callback?state=s1&refreshToken=x', APP, 's1'),
    ).toBeNull();
    expect(readHandOff('not a url', APP, 's1')).toBeNull();
  });
});
