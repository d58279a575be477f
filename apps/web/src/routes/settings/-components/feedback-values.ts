import {
  Email,
  FEEDBACK_EMAIL_REQUIRED,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FeedbackMessage,
} from '@stylebook/contracts';
import { z } from 'zod';

/** The feedback form of a signed-in person: they are answered at their account's address. */
export const SignedInFeedbackForm = z.object({ message: FeedbackMessage });

/** A signed-out visitor also says where to answer. */
export const VisitorFeedbackForm = SignedInFeedbackForm.extend({
  email: z.string().trim().min(1, FEEDBACK_EMAIL_REQUIRED).pipe(Email),
});

export type FeedbackValues = { message: string; email?: string };

/** '1,234 / 5,000': what the counter under the message shows. */
export function characterCount(message: string): string {
  const format = (n: number) => n.toLocaleString('en-US');
  return `${format(message.length)} / ${format(FEEDBACK_MESSAGE_MAX_LENGTH)}`;
}
