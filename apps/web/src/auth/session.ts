import type { UserSummary } from '@stylebook/contracts';

export type CurrentUser = UserSummary;

/** SPEC.md §4: the auth state starts as loading, then resolves to a user or to no user. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: CurrentUser };

/** What the identity service answers on sign-in and on refresh (DESIGN.md §4). */
export interface SessionTokens {
  token: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  user: CurrentUser;
}

/** The identity-service calls a session depends on; the identity module provides them. */
export interface IdentityTransport {
  /** Trades a refresh token for a new pair, or null when the refresh token is no longer valid. */
  refresh(refreshToken: string): Promise<SessionTokens | null>;
}

export interface SessionOptions {
  /** Absent until the identity service exists: a stored refresh token then cannot be redeemed. */
  identity?: IdentityTransport;
  /** Where the refresh token survives reloads. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
}

export type Session = ReturnType<typeof createSession>;

const REFRESH_TOKEN_KEY = 'stylebook.refreshToken';
/** Refresh a little early so a token never expires between being read and reaching the server. */
const EXPIRY_MARGIN_MS = 30_000;

/**
 * The signed-in identity: the access token lives only in memory, the refresh token in storage.
 * `getToken` waits for the auth state, so requests sent while it is loading carry the right token.
 */
export function createSession({ identity, storage, now = Date.now }: SessionOptions = {}) {
  let state: AuthState = { status: 'loading', user: null };
  let accessToken: string | null = null;
  let accessTokenExpiresAt = 0;
  let refreshInFlight: Promise<string | null> | null = null;
  const listeners = new Set<() => void>();
  const waiters: Array<(state: AuthState) => void> = [];

  function setState(next: AuthState) {
    state = next;
    if (next.status !== 'loading') waiters.splice(0).forEach((resolve) => resolve(next));
    listeners.forEach((listener) => listener());
  }

  function readRefreshToken(): string | null {
    try {
      return storage?.getItem(REFRESH_TOKEN_KEY) ?? null;
    } catch {
      return null;
    }
  }

  function writeRefreshToken(token: string | null) {
    try {
      if (token) storage?.setItem(REFRESH_TOKEN_KEY, token);
      else storage?.removeItem(REFRESH_TOKEN_KEY);
    } catch {
      // Storage can be unavailable (private browsing): the session then lasts until the tab closes.
    }
  }

  function establish(tokens: SessionTokens) {
    accessToken = tokens.token;
    accessTokenExpiresAt = now() + tokens.expiresIn * 1000;
    writeRefreshToken(tokens.refreshToken);
    setState({ status: 'signedIn', user: tokens.user });
  }

  function clear() {
    accessToken = null;
    accessTokenExpiresAt = 0;
    writeRefreshToken(null);
    setState({ status: 'signedOut', user: null });
  }

  /** One refresh at a time: concurrent requests share it instead of rotating the token twice. */
  function refreshAccessToken(): Promise<string | null> {
    refreshInFlight ??= (async () => {
      const refreshToken = readRefreshToken();
      const tokens = refreshToken && identity ? await identity.refresh(refreshToken) : null;
      if (tokens) establish(tokens);
      else clear();
      return tokens?.token ?? null;
    })().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  function whenResolved(): Promise<AuthState> {
    if (state.status !== 'loading') return Promise.resolve(state);
    return new Promise((resolve) => waiters.push(resolve));
  }

  return {
    getState: (): AuthState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenResolved,
    /** Resolves the initial auth state from a stored refresh token, if any. */
    async start(): Promise<AuthState> {
      if (readRefreshToken()) await refreshAccessToken();
      else clear();
      return state;
    },
    /** Adopts the tokens of a completed sign-in. */
    establish,
    /** Forgets the identity locally (sign-out). */
    clear,
    /** The bearer token for the next request, or null when signed out. */
    async getToken(): Promise<string | null> {
      const resolved = await whenResolved();
      if (resolved.status !== 'signedIn') return null;
      if (accessToken && now() < accessTokenExpiresAt - EXPIRY_MARGIN_MS) return accessToken;
      return refreshAccessToken();
    },
  };
}
