import { z } from 'zod';
import { Email } from './auth.ts';
import { Id, multilineText, singleLineText } from './common.ts';
import { FEEDBACK_MESSAGE_MAX_LENGTH } from './constants.ts';
import { MediaUrl } from './product.ts';

export const FEEDBACK_MESSAGE_REQUIRED = 'Please write a message';
export const FEEDBACK_MESSAGE_TOO_LONG = 'Your message must be at most 5,000 characters';
export const FEEDBACK_EMAIL_REQUIRED = 'Please enter your email address so we can reply';

/** 1–5,000 characters once trimmed (docs/product.md §17); line breaks kept. */
export const FeedbackMessage = multilineText({ message: FEEDBACK_MESSAGE_REQUIRED })
  .trim()
  .min(1, FEEDBACK_MESSAGE_REQUIRED)
  .max(FEEDBACK_MESSAGE_MAX_LENGTH, FEEDBACK_MESSAGE_TOO_LONG);

/**
 * `POST /api/feedback`. `email` is where a signed-out visitor wants the answer (required then); a signed-in
 * person is answered at their account's address and any `email` sent is ignored. `attachmentUrl` is an image
 * uploaded through the `feedback/attachment` presign. `appVersion` is the web app's build, for support.
 */
export const CreateFeedbackBody = z.object({
  message: FeedbackMessage,
  attachmentUrl: MediaUrl.optional(),
  email: Email.optional(),
  appVersion: singleLineText().trim().max(100).optional(),
});
export type CreateFeedbackBody = z.infer<typeof CreateFeedbackBody>;

export const FeedbackCreated = z.object({ id: Id });
export type FeedbackCreated = z.infer<typeof FeedbackCreated>;
