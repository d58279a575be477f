import { CLOSED, verifyEmailReducer } from './verify-email-state';
import type { VerifyEmailAction, VerifyEmailState } from './verify-email-state';

/**
 * The one "Verify your email" sheet of the app, as a module-level store so that code outside React (the
 * API layer, on EMAIL_NOT_VERIFIED) can open it as easily as a button can.
 */
let state: VerifyEmailState = CLOSED;
const listeners = new Set<() => void>();

export const verifyEmailSheet = {
  getState: (): VerifyEmailState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dispatch(action: VerifyEmailAction): void {
    const next = verifyEmailReducer(state, action);
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  },
};

export function openVerifyEmailSheet(): void {
  verifyEmailSheet.dispatch({ type: 'open' });
}
