import { ApiError, type ApiClient, type CurrentUser, type SessionTokens } from '@stylebook/contracts';

export type { CurrentUser, SessionTokens };

/** docs/product.md §12: the auth state starts as loading, then resolves to a user or to no user. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: CurrentUser };

/** The identity-service calls a session depends on; the identity module provides them. */
export interface IdentityTransport {
  /** Trades a refresh token for a new pair, or null when the refresh token is no longer valid. */
  refresh(refreshToken: string): Promise<SessionTokens | null>;
  /** Revokes the refresh token's family on the server. */
  signOut(refreshToken: string): Promise<void>;
}

/** The transport over an API client's identity calls: a refresh the server refuses (401) means signed out. */
export function identityTransport(
  identity: Pick<ApiClient['identity'], 'refresh' | 'signOut'>,
): IdentityTransport {
  return {
    refresh: (refreshToken) =>
      identity.refresh(refreshToken).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }),
    signOut: (refreshToken) => identity.signOut(refreshToken),
  };
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

  /**
   * One refresh at a time: concurrent requests share it instead of rotating the token twice. When the
   * identity service cannot be reached, the stored refresh token is kept for the next attempt, and a
   * session still loading resolves to signed out so nothing waits for it forever.
   */
  function refreshAccessToken(): Promise<string | null> {
    refreshInFlight ??= (async () => {
      const refreshToken = readRefreshToken();
      let tokens: SessionTokens | null;
      try {
        tokens = refreshToken && identity ? await identity.refresh(refreshToken) : null;
      } catch (error) {
        if (state.status === 'loading') setState({ status: 'signedOut', user: null });
        throw error;
      }
      if (tokens) establish(tokens);
      else clear();
      return tokens?.token ?? null;
    })().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  /** Revokes the refresh token on the server (best effort: an unreachable server must not keep anyone signed in), then forgets it. */
  async function signOut(): Promise<void> {
    // A restore or refresh still running would otherwise store a fresh token after this one is revoked.
    await whenResolved();
    await refreshInFlight?.catch(() => null);
    const refreshToken = readRefreshToken();
    try {
      if (refreshToken && identity) await identity.signOut(refreshToken);
    } catch {
      // Signed out locally all the same; the server's token expires on its own.
    }
    clear();
  }

  function whenResolved(): Promise<AuthState> {
    if (state.status !== 'loading') return Promise.resolve(state);
    return new Promise((resolve) => waiters.push(resolve));
  }

  return {
    getState: (): AuthState => state,
    /** Whether this browser holds a session, known before the auth state has loaded. */
    hasStoredSession: (): boolean => readRefreshToken() !== null,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    whenResolved,
    /** Resolves the initial auth state from a stored refresh token, if any. */
    async start(): Promise<AuthState> {
      if (readRefreshToken()) await refreshAccessToken().catch(() => null);
      else clear();
      return state;
    },
    /** Adopts the tokens of a completed sign-in. */
    establish,
    /** Trades the refresh token for a new pair now, e.g. to pick up a user whose email was just verified. */
    refresh: refreshAccessToken,
    /** Updates the signed-in user after their account details changed. */
    updateUser(changes: Partial<CurrentUser>) {
      if (state.status === 'signedIn') setState({ status: 'signedIn', user: { ...state.user, ...changes } });
    },
    /** Forgets the identity locally, without telling the server (it already revoked the session). */
    clear,
    signOut,
    /** The bearer token for the next request, or null when signed out. */
    async getToken(): Promise<string | null> {
      const resolved = await whenResolved();
      if (resolved.status !== 'signedIn') return null;
      if (accessToken && now() < accessTokenExpiresAt - EXPIRY_MARGIN_MS) return accessToken;
      return refreshAccessToken();
    },
  };
}
