import { createContext, use, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { AuthState, Session } from '@stylebook/client';

/**
 * What a server render draws and a hydrating page first matches: a signed-out visitor. A browser holding a
 * session re-renders with it right after hydration.
 */
const VISITOR: AuthState = { status: 'signedOut', user: null };
const visitorSnapshot = () => VISITOR;

const SessionContext = createContext<Session | null>(null);

export function AuthProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useCurrentUser must be used within AuthProvider');
  return session;
}

/** The auth state, re-rendering when it changes: loading, signed out, or signed in with the user. */
export function useCurrentUser(): AuthState {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.getState, visitorSnapshot);
}
