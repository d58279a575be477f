import { createApiClient } from '@stylebook/contracts';
import { createSession, identityTransport } from '@stylebook/client';

/**
 * The identity calls the session itself makes. They never carry a bearer token, so they use a client of
 * their own rather than `lib/api` (whose token comes from this session).
 */
const identity = createApiClient({ baseUrl: '', logError: console.error }).identity;

/**
 * The browser's one session: restored on load from the stored refresh token, refreshed silently. A server
 * render has no storage and no identity: it draws what a signed-out visitor sees (docs/decisions.md).
 */
export const appSession = import.meta.env.SSR
  ? createSession()
  : createSession({ storage: window.localStorage, identity: identityTransport(identity) });
