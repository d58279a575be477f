import { ApiError } from '@stylebook/contracts';

/**
 * Whether a failed query is tried again: once, for a network failure or a server error. A refusal (4xx such
 * as 404 for an unknown profile) answers the same the second time, so its screen shows at once; so does
 * any failure while the browser is offline, whose screen offers its own Retry.
 */
export function retryOnce(failureCount: number, error: unknown): boolean {
  if (!navigator.onLine) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
