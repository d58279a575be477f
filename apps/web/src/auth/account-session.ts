import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshAccountData } from '../queries/account-data';
import { useSession } from './auth-provider';
import type { SessionTokens } from '@stylebook/client';

/** Adopts the tokens of a completed sign-in or registration, then refreshes what depends on who is signed in. */
export function useEstablishSession(): (tokens: SessionTokens) => void {
  const session = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    (tokens: SessionTokens) => {
      session.establish(tokens);
      void refreshAccountData(queryClient);
    },
    [session, queryClient],
  );
}

/** Signs out here (the server forgets this device's session) and refreshes what depended on the person. */
export function useSignOut(): () => Promise<void> {
  const session = useSession();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await session.signOut();
    void refreshAccountData(queryClient);
  }, [session, queryClient]);
}
