/**
 * The sign-in hand-off (docs/product.md §3): the extension opens the app's /extension-auth-check with a
 * random `state`; the app, once the person is signed in, issues the extension a session of its own and lands
 * on /extension-auth-callback with `state`, `token` and `refreshToken` (or `error`) in the address. Only a
 * callback carrying the state this extension made is accepted.
 */

export const HAND_OFF_SOURCE = 'extension';

/** 32 random bytes, base64url: the hand-off's one-time `state`. */
export function newHandOffState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function authCheckUrl(appUrl: string, state: string): string {
  const url = new URL('/extension-auth-check', appUrl);
  url.search = new URLSearchParams({ state, source: HAND_OFF_SOURCE }).toString();
  return url.toString();
}

export type HandOff =
  | { status: 'signedIn'; refreshToken: string }
  | { status: 'refused'; message: string; strayRefreshToken: string | null };

export const HAND_OFF_MESSAGES = {
  foreignState: 'That sign-in was not started from this extension. Please sign in again.',
  nothingHandedOver: 'No sign-in was handed over. Please sign in again.',
} as const;

/**
 * Reads the app's callback address: null for any other address, else the tokens when `state` is the one
 * expected, or why it is refused. A refused callback's refresh token is handed back so it can be revoked
 * rather than left as a live session nobody holds.
 */
export function readHandOff(address: string, appUrl: string, expectedState: string | null): HandOff | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.origin !== new URL(appUrl).origin || url.pathname !== '/extension-auth-callback') return null;
  const params = url.searchParams;
  const refreshToken = params.get('refreshToken');
  if (!expectedState || params.get('state') !== expectedState) {
    return { status: 'refused', message: HAND_OFF_MESSAGES.foreignState, strayRefreshToken: refreshToken };
  }
  const error = params.get('error');
  if (error || !refreshToken) {
    return {
      status: 'refused',
      message: error || HAND_OFF_MESSAGES.nothingHandedOver,
      strayRefreshToken: refreshToken,
    };
  }
  return { status: 'signedIn', refreshToken };
}
