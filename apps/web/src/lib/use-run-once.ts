import { useEffect, useRef } from 'react';

/**
 * Runs the first render's `effect` once per mounted screen, even under StrictMode's double effects: for
 * one-time codes (a sign-in link, a verification code) that the server accepts only once.
 */
export function useRunOnce(effect: () => void): void {
  const pending = useRef<(() => void) | null>(effect);
  useEffect(() => {
    const run = pending.current;
    pending.current = null;
    run?.();
  }, []);
}
