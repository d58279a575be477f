import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser, useSession } from '../../auth/auth-provider';
import { openVerifyEmailSheet } from '../../auth/verify-email/verify-email-store';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { api } from '../../lib/api';
import { formErrorMessage } from '../../lib/form-error';
import { safeReturnPath } from '../../lib/return-path';
import { verifyEmailSearch } from '../../lib/search-params';
import { useRunOnce } from '../../lib/use-run-once';
import { AuthHeading } from './-components/auth-heading';

export const Route = createFileRoute('/_auth/verify-email')({
  validateSearch: verifyEmailSearch,
  component: VerifyEmailScreen,
});

const MISSING_CODE_MESSAGE = 'This link is invalid or has expired. Request a new one.';

type Verification =
  | { status: 'verifying' }
  | { status: 'verified'; continueUrl: string }
  | { status: 'failed'; message: string };

function VerifyEmailScreen() {
  const { oobCode, continueUrl } = Route.useSearch();
  const session = useSession();
  const auth = useCurrentUser();
  const navigate = useNavigate();
  const [verification, setVerification] = useState<Verification>(
    oobCode ? { status: 'verifying' } : { status: 'failed', message: MISSING_CODE_MESSAGE },
  );

  useRunOnce(() => {
    if (!oobCode) return;
    api.identity
      .confirmVerification(oobCode)
      .then(async (result) => {
        setVerification({
          status: 'verified',
          continueUrl: safeReturnPath(result.continueUrl || continueUrl),
        });
        // A signed-in session picks up its verified email from a fresh token.
        if ((await session.whenResolved()).status === 'signedIn') await session.refresh().catch(() => null);
      })
      .catch((error: unknown) => setVerification({ status: 'failed', message: formErrorMessage(error) }));
  });

  if (verification.status === 'verifying') {
    return <AuthHeading title="Verifying your email">Just a moment.</AuthHeading>;
  }
  if (verification.status === 'verified') {
    return (
      <>
        <CircleCheck aria-hidden className="mx-auto mb-6 size-12 text-emerald-600" strokeWidth={1.5} />
        <AuthHeading title="Email verified">Thanks, your email address is confirmed.</AuthHeading>
        <button
          type="button"
          onClick={() => void navigate({ href: verification.continueUrl, replace: true })}
          className={buttonClasses({ size: 'lg', className: 'w-full' })}
        >
          Continue
        </button>
      </>
    );
  }
  return (
    <>
      <AuthHeading title="We couldn't verify your email" />
      <Alert tone="error">{verification.message}</Alert>
      {auth.status === 'signedIn' && !auth.user.emailVerified ? (
        <button
          type="button"
          onClick={openVerifyEmailSheet}
          className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}
        >
          Send a new link
        </button>
      ) : (
        <button
          type="button"
          onClick={() => void navigate({ to: '/' })}
          className={buttonClasses({ variant: 'outline', size: 'lg', className: 'mt-6 w-full' })}
        >
          Go to Featured
        </button>
      )}
    </>
  );
}
