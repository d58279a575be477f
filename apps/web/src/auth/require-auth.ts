import { useCallback } from 'react';
import { useToast } from '../components/ui/toast';
import { useCurrentUser } from './auth-provider';
import { useSignInPrompt } from './sign-in-prompt';

export const SIGN_IN_FIRST_MESSAGE = 'Sign in first to like, save and subscribe';

/**
 * Guards like, save and subscribe: returns whether the user may go ahead, and otherwise explains why
 * and opens the sign-in prompt. Usage: `if (!requireAuth()) return;`
 */
export function useRequireAuth(): () => boolean {
  const auth = useCurrentUser();
  const toast = useToast();
  const signInPrompt = useSignInPrompt();

  return useCallback(() => {
    if (auth.status === 'signedIn') return true;
    // At the top: the sign-in sheet rises from the bottom, and a toast there would cover its "Log in".
    toast.show(SIGN_IN_FIRST_MESSAGE, { type: 'info', position: 'top-center' });
    signInPrompt.open();
    return false;
  }, [auth.status, toast, signInPrompt]);
}
