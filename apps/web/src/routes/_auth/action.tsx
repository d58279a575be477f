import { Link, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useEstablishSession } from '../../auth/account-session';
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

/** Email-link actions on the app's own origin (SPEC.md §2 /action): signing in by link. */
function EmailActionScreen() {
  const { mode, oobCode, continueUrl } = Route.useSearch();
  const navigate = useNavigate();
  const establishSession = useEstablishSession();
  const [error, setError] = useState<string | null>(
    mode === 'signIn' && oobCode ? null : UNSUPPORTED_LINK_MESSAGE,
  );

  useRunOnce(() => {
    if (mode !== 'signIn' || !oobCode) return;
    api.identity
      .completeSignInLink(oobCode)
      .then(async ({ continueUrl: serverContinueUrl, ...tokens }) => {
        establishSession(tokens);
        await navigate({ href: safeReturnPath(serverContinueUrl || continueUrl), replace: true });
      })
      .catch((failure: unknown) => setError(formErrorMessage(failure)));
  });

  if (!error) {
    return <AuthHeading title="Signing you in">Just a moment while we open your link.</AuthHeading>;
  }
  return (
    <>
      <AuthHeading title="We couldn't open this link" />
      <Alert tone="error">{error}</Alert>
      <Link to="/login" className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}>
        Go to log in
      </Link>
    </>
  );
}
