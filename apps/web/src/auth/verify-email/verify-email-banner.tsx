import { MailWarning } from 'lucide-react';
import { useCurrentUser } from '../auth-provider';
import { openVerifyEmailSheet } from './verify-email-store';

/** A slim reminder for a signed-in person whose email is not verified yet; opens the verify sheet. */
export function VerifyEmailBanner() {
  const auth = useCurrentUser();
  if (auth.status !== 'signedIn' || auth.user.emailVerified) return null;
  return (
    <button
      type="button"
      onClick={openVerifyEmailSheet}
      className="mt-3 flex w-full items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-2.5 text-left text-sm text-amber-900 transition hover:bg-amber-100"
    >
      <MailWarning aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">
        <span className="font-semibold">Verify your email</span>
        <span className="text-amber-800"> to like, save, create and subscribe.</span>
      </span>
    </button>
  );
}
