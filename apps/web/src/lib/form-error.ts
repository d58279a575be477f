import { ApiError } from '@stylebook/contracts';
import { errorScreenMessage } from '../components/error-message';

/** What a form's error box says: the server's own message, or the error screen's wording for anything else. */
export function formErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : errorScreenMessage(error);
}
