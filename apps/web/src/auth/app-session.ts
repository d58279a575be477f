import { createApiClient } from '@stylebook/contracts';
import { createSession, identityTransport } from '@stylebook/client';

/**
 * The identity calls the session itself makes. They never carry a bearer token, so they use a client of
 * their own rather than `lib/api` (whose token comes from this session).
 */
const identity = createApiClient({ baseUrl: '', logError: console.error }).identity;

/** The browser's one session: restored on load from the stored refresh token, refreshed silently. */
export const appSession = createSession({
  storage: window.localStorage,
  identity: identityTransport(identity),
});
