import { GooglePopupResult } from '@stylebook/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../lib/api';
import { safeReturnPath } from '../lib/return-path';
import { useEstablishSession } from './account-session';
import { registrationDraft } from './registration-draft';

const POPUP_BLOCKED_MESSAGE = 'Allow pop-ups for this site to continue with Google.';

/** The popup's message, if it came from this app's own origin and has the agreed shape. */
export function readGooglePopupMessage(event: Pick<MessageEvent, 'origin' | 'data'>, origin: string) {
  if (event.origin !== origin) return null;
  const parsed = GooglePopupResult.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/**
 * 'Continue with Google': opens the identity service's popup (docs/product.md §3) and redeems what it posts
 * back. A known account is signed in and returns to `returnToPath`; a new one continues the registration
 * steps at /register/username. Failures are handed to `onError` for the form's error box.
 */
export function useGoogleSignIn(returnToPath: string | undefined, onError: (message: string) => void) {
  const navigate = useNavigate();
  const establishSession = useEstablishSession();
  const [pending, setPending] = useState(false);
  const handlers = useRef({ onError, returnToPath });
  useEffect(() => {
    handlers.current = { onError, returnToPath };
  });

  useEffect(() => {
    async function redeem(credential: string) {
      setPending(true);
      try {
        const result = await api.auth.googleCallback(credential);
        if (result.status === 'logged_in') {
          establishSession(result);
          await navigate({ href: safeReturnPath(handlers.current.returnToPath), replace: true });
        } else {
          registrationDraft.startWithGoogle(result);
          await navigate({
            to: '/register/username',
            search: { returnToPath: handlers.current.returnToPath },
          });
        }
      } catch (error) {
        handlers.current.onError(error instanceof Error ? error.message : String(error));
      } finally {
        setPending(false);
      }
    }

    function onMessage(event: MessageEvent) {
      const message = readGooglePopupMessage(event, window.location.origin);
      if (!message) return;
      if (message.type === 'stylebook:google-error') handlers.current.onError(message.error);
      else void redeem(message.credential);
    }

    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [establishSession, navigate]);

  // Opened straight from the click, so pop-up blockers let it through.
  const start = useCallback(() => {
    const popup = window.open('/identity/google/start', 'stylebook-google', 'width=480,height=640');
    if (!popup) handlers.current.onError(POPUP_BLOCKED_MESSAGE);
  }, []);

  return { start, pending };
}
