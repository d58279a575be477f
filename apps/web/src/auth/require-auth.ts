import { useCallback } from 'react';
import type { AuthState, CurrentUser } from '@stylebook/client';
import { useToast } from '../components/ui/toast';
import { useSession } from './auth-provider';
import { useSignInPrompt } from './sign-in-prompt';

export const SIGN_IN_FIRST_MESSAGE = 'Sign in first to like, save and subscribe';

/**
 * Guards like, save, subscribe, report and block: runs `action` with the signed-in person, and otherwise
 * explains why and opens the sign-in prompt. It asks the session, not the last render: in the first moment
 * after a page loads the render still shows a visitor (the server's) while a stored session is restored, and
 * a tap then waits for it instead of asking someone signed in to sign in. Usage: `requireAuth((user) => …)`.
 */
export function useRequireAuth(): (action: (user: CurrentUser) => void) => void {
  const session = useSession();
  const toast = useToast();
  const signInPrompt = useSignInPrompt();

  return useCallback(
    (action) => {
      const decide = (state: AuthState) => {
        if (state.status === 'signedIn') return action(state.user);
        // At the top: the sign-in sheet rises from the bottom, and a toast there would cover its "Log in".
        toast.show(SIGN_IN_FIRST_MESSAGE, { type: 'info', position: 'top-center' });
        signInPrompt.open();
      };
      void session.whenResolved().then(decide);
    },
    [session, toast, signInPrompt],
  );
}
