/** The message the error screen shows for an error (docs/product.md §16). */

export const CONNECTION_ERROR_MESSAGE =
  "We're having trouble connecting to our servers. Please check your internet connection and try again.";
export const AUTH_ERROR_MESSAGE = 'There was an authentication issue. You may need to log in again.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

export function errorScreenMessage(error: unknown): string {
  const message = rawMessage(error);
  const lower = message.toLowerCase();
  if (['network', 'fetch', 'api'].some((word) => lower.includes(word))) return CONNECTION_ERROR_MESSAGE;
  if (['auth', 'unauthorized'].some((word) => lower.includes(word))) return AUTH_ERROR_MESSAGE;
  return message || UNEXPECTED_ERROR_MESSAGE;
}

function rawMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/**
 * Whether a failure came from having no network: the browser says it is offline, and the request or the
 * screen's code never got an answer (fetch and import() then reject with a TypeError). A server that
 * answered with an error is not this, even offline.
 */
export function isOfflineFailure(error: unknown, online: boolean = navigator.onLine): boolean {
  return !online && error instanceof TypeError;
}
