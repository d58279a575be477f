import { ApiError, createApiClient } from '@stylebook/contracts';
import { appSession } from '../auth/app-session';
import { openVerifyEmailSheet } from '../auth/verify-email/verify-email-store';

/** Every failed call is logged (SPEC.md §8); one the server refused for an unverified email asks to verify it. */
function onApiError(error: ApiError) {
  console.error(error);
  if (error.code === 'EMAIL_NOT_VERIFIED') openVerifyEmailSheet();
}

export const api = createApiClient({ baseUrl: '', getToken: appSession.getToken, logError: onApiError });

/** Logs a failed call (SPEC.md §8) that the client has not logged already: offline, or an unreadable reply. */
export function logFailure(error: unknown) {
  if (!(error instanceof ApiError)) console.error(error);
}
