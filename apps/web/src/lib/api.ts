import { ApiError, createApiClient } from '@stylebook/contracts';
import { appSession } from '../auth/app-session';
import { openVerifyEmailSheet } from '../auth/verify-email/verify-email-store';

/**
 * Every failed call is logged (docs/product.md §16); one the server refused for an unverified email asks to
 * verify it.
 */
function onApiError(error: ApiError) {
  if (import.meta.env.SSR) return;
  console.error(error);
  if (error.code === 'EMAIL_NOT_VERIFIED') openVerifyEmailSheet();
}

/**
 * How calls reach the API: the browser's fetch, or in a server render the API in the same process, which
 * the renderer hands over once (`sendApiCallsThrough`) before it draws any page.
 */
let transport: typeof fetch = (input, init) => globalThis.fetch(input, init);

export function sendApiCallsThrough(fetch: typeof globalThis.fetch): void {
  transport = fetch;
}

export const api = createApiClient({
  baseUrl: '',
  getToken: appSession.getToken,
  logError: onApiError,
  fetch: (input, init) => transport(input, init),
});

/**
 * Logs a failed call (docs/product.md §16) that the client has not logged already: offline, or an unreadable
 * reply.
 */
export function logFailure(error: unknown) {
  if (!(error instanceof ApiError)) console.error(error);
}
