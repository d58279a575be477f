import { Link, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useEstablishSession } from '../../auth/account-session';
import { useSession } from '../../auth/auth-provider';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { api } from '../../lib/api';
import { formErrorMessage } from '../../lib/form-error';
import { safeReturnPath } from '../../lib/return-path';
import { emailActionSearch } from '../../lib/search-params';
import { useRunOnce } from '../../lib/use-run-once';
import { AuthHeading } from './-components/auth-heading';

export const Route = createFileRoute('/_auth/action')({
  validateSearch: emailActionSearch,
  // A reset link only passes through: the form lives at /reset-password.
  beforeLoad: ({ search }) => {
    if (search.mode === 'resetPassword') {
      throw redirect({ to: '/reset-password', search: { oobCode: search.oobCode ?? '' }, replace: true });
    }
  },
  component: EmailActionScreen,
});

const UNSUPPORTED_LINK_MESSAGE =
  "This link can't be opened here. Check that you copied the whole link from the email.";

type LinkStep =
  | { kind: 'checking' }
  | { kind: 'confirmSwitch'; username: string; oobCode: string }
  | { kind: 'signingIn' }
  | { kind: 'failed'; message: string };

/**
 * Email-link actions on the app's own origin (`/action`): signing in by link. Someone already
 * signed in is asked before the link switches accounts, and the link is used only once they agree: a link
 * someone else mailed themselves must not silently sign this browser into their account
 * (docs/decisions.md).
 */
function EmailActionScreen() {
  const { mode, oobCode, continueUrl } = Route.useSearch();
  const navigate = useNavigate();
  const session = useSession();
  const establishSession = useEstablishSession();
  const [step, setStep] = useState<LinkStep>(
    mode === 'signIn' && oobCode
      ? { kind: 'checking' }
      : { kind: 'failed', message: UNSUPPORTED_LINK_MESSAGE },
  );

  const signIn = (code: string) => {
    setStep({ kind: 'signingIn' });
    api.identity
      .completeSignInLink(code)
      .then(async ({ continueUrl: serverContinueUrl, ...tokens }) => {
        establishSession(tokens);
        await navigate({ href: safeReturnPath(serverContinueUrl || continueUrl), replace: true });
      })
      .catch((failure: unknown) => setStep({ kind: 'failed', message: formErrorMessage(failure) }));
  };

  useRunOnce(() => {
    if (mode !== 'signIn' || !oobCode) return;
    void session.whenResolved().then((auth) => {
      if (auth.status === 'signedIn')
        setStep({ kind: 'confirmSwitch', username: auth.user.username, oobCode });
      else signIn(oobCode);
    });
  });

  if (step.kind === 'checking' || step.kind === 'signingIn') {
    return <AuthHeading title="Signing you in">Just a moment while we open your link.</AuthHeading>;
  }
  if (step.kind === 'confirmSwitch') {
    return (
      <>
        <AuthHeading title="Switch accounts?">
          You're signed in as @{step.username}. Sign in as the account this link is for?
        </AuthHeading>
        <button
          type="button"
          onClick={() => signIn(step.oobCode)}
          className={buttonClasses({ size: 'lg', className: 'w-full' })}
        >
          Continue
        </button>
        <button
          type="button"
          onClick={() => void navigate({ to: '/', replace: true })}
          className={buttonClasses({ variant: 'outline', size: 'lg', className: 'mt-3 w-full' })}
        >
          Cancel
        </button>
      </>
    );
  }
  return (
    <>
      <AuthHeading title="We couldn't open this link" />
      <Alert tone="error">{step.message}</Alert>
      <Link to="/login" className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
        Go to log in
      </Link>
    </>
  );
}
