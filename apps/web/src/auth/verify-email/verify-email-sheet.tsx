import { useRouterState } from '@tanstack/react-router';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { Sheet } from '../../components/ui/sheet';
import { useToast } from '../../components/ui/toast';
import { api } from '../../lib/api';
import { useSession } from '../auth-provider';
import { verifyEmailSheet } from './verify-email-store';
import {
  VERIFICATION_SENT_MESSAGE,
  describeVerificationFailure,
  sendVerificationEmail,
} from './verify-email-state';
import type { VerifyEmailState } from './verify-email-state';

const VERIFY_EMAIL_TEXT =
  'We have sent a verification link to your email address. Please check your inbox and click the link before continuing. Check your spam folder.';

/** The "Verify your email" sheet (docs/product.md §16), driven by the store's state. */
export default function VerifyEmailSheet({ state }: { state: VerifyEmailState }) {
  const session = useSession();
  const toast = useToast();
  // The verification link brings the person back to where they were (docs/product.md §3).
  const continueUrl = useRouterState({
    select: ({ location }) => `${location.pathname}${location.searchStr}`,
  });
  const sending = state.status === 'sending';

  async function resend() {
    if (verifyEmailSheet.getState().status === 'sending') return;
    verifyEmailSheet.dispatch({ type: 'send' });
    try {
      await sendVerificationEmail(session.getState(), api.identity.sendVerification, continueUrl);
      verifyEmailSheet.dispatch({ type: 'sent' });
    } catch (error) {
      const failure = describeVerificationFailure(error);
      if (failure.tooManyAttempts) {
        toast.show(VERIFICATION_SENT_MESSAGE, { type: 'success', position: 'top-full', duration: 5000 });
        verifyEmailSheet.dispatch({ type: 'close' });
      } else {
        verifyEmailSheet.dispatch({ type: 'failed', error: failure.message });
      }
    }
  }

  return (
    <Sheet
      open={state.status !== 'closed'}
      onOpenChange={(open) => verifyEmailSheet.dispatch({ type: open ? 'open' : 'close' })}
      title="Verify your email"
    >
      <div className="mx-auto flex max-w-sm flex-col gap-4 pb-2">
        <p className="text-center text-[15px] leading-6 text-ink-muted">{VERIFY_EMAIL_TEXT}</p>
        {state.status === 'error' && <Alert tone="error">{state.error}</Alert>}
        {state.status === 'open' && state.notice && <Alert tone="success">{state.notice}</Alert>}
        <button
          type="button"
          onClick={() => void resend()}
          disabled={sending}
          className={buttonClasses({ size: 'lg' })}
        >
          {sending ? 'Sending...' : 'Resend verification email'}
        </button>
        <button
          type="button"
          onClick={() => verifyEmailSheet.dispatch({ type: 'close' })}
          className={buttonClasses({ variant: 'outline', size: 'lg' })}
        >
          Close
        </button>
      </div>
    </Sheet>
  );
}
