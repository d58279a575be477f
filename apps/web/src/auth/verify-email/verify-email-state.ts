import { ApiError } from '@stylebook/contracts';
import type { AuthState } from '@stylebook/client';

export const VERIFICATION_SENT_MESSAGE = 'Verification email sent! Please check your inbox.';
export const VERIFICATION_FAILED_MESSAGE = 'Failed to send verification email. Please try again.';
export const USER_NOT_AUTHENTICATED_MESSAGE = 'User not authenticated';

/**
 * The "Verify your email" sheet (docs/product.md §16): closed, open, sending, error. `notice` is the success
 * message shown in the green box after a resend.
 */
export type VerifyEmailState =
  | { status: 'closed' }
  | { status: 'open'; notice: string | null }
  | { status: 'sending' }
  | { status: 'error'; error: string };

export type VerifyEmailAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'send' }
  | { type: 'sent' }
  | { type: 'failed'; error: string };

export const CLOSED: VerifyEmailState = { status: 'closed' };

/**
 * Opening clears any error; closing clears the error and the sending flag; a send is blocked while one is
 * in progress; the outcome of a send lands only while it is still the one in progress.
 */
export function verifyEmailReducer(state: VerifyEmailState, action: VerifyEmailAction): VerifyEmailState {
  switch (action.type) {
    case 'open':
      return state.status === 'sending' ? state : { status: 'open', notice: null };
    case 'close':
      return state.status === 'closed' ? state : CLOSED;
    case 'send':
      return state.status === 'open' || state.status === 'error' ? { status: 'sending' } : state;
    case 'sent':
      return state.status === 'sending' ? { status: 'open', notice: VERIFICATION_SENT_MESSAGE } : state;
    case 'failed':
      return state.status === 'sending' ? { status: 'error', error: action.error } : state;
  }
}

export type VerificationFailure = { tooManyAttempts: true } | { tooManyAttempts: false; message: string };

/**
 * docs/product.md §16: too many attempts (by message, by the provider code auth/too-many-requests, or by our
 * API's RATE_LIMITED) means a mail already went out, so it counts as sent; anything else shows its message.
 */
export function describeVerificationFailure(error: unknown): VerificationFailure {
  const message = error instanceof Error ? error.message : '';
  const code = error instanceof ApiError ? error.code : readCode(error);
  const lowered = message.toLowerCase();
  if (
    lowered.includes('too_many_attempts') ||
    lowered.includes('too many attempts') ||
    code === 'auth/too-many-requests' ||
    code === 'RATE_LIMITED'
  ) {
    return { tooManyAttempts: true };
  }
  return { tooManyAttempts: false, message: message || VERIFICATION_FAILED_MESSAGE };
}

function readCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/**
 * Sends a verification mail for the signed-in user (otherwise 'User not authenticated', docs/product.md §16).
 */
export async function sendVerificationEmail(
  auth: AuthState,
  send: (continueUrl: string) => Promise<void>,
  continueUrl: string,
): Promise<void> {
  if (auth.status !== 'signedIn') throw new Error(USER_NOT_AUTHENTICATED_MESSAGE);
  await send(continueUrl);
}
