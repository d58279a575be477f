import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useCurrentUser } from '../../auth/auth-provider';
import { requireSignedIn } from '../../auth/require-signed-in';
import { openVerifyEmailSheet } from '../../auth/verify-email/verify-email-store';
import { buttonClasses } from '../../components/ui/button';
import { safeReturnPath } from '../../lib/return-path';
import { returnToPathSearch } from '../../lib/search-params';
import { AuthHeading } from './-components/auth-heading';

export const Route = createFileRoute('/_auth/onboarding')({
  validateSearch: returnToPathSearch,
  beforeLoad: requireSignedIn,
  component: OnboardingScreen,
});

function OnboardingScreen() {
  const { returnToPath } = Route.useSearch();
  const auth = useCurrentUser();
  const navigate = useNavigate();
  const awaitingVerification = auth.status === 'signedIn' && !auth.user.emailVerified;

  return (
    <>
      <span className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
        <MailCheck aria-hidden className="size-7" strokeWidth={1.75} />
      </span>
      <AuthHeading title="Welcome to Stylebook">
        {auth.status === 'signedIn' ? `You're all set, ${auth.user.name}.` : "You're all set."}
      </AuthHeading>
      {awaitingVerification && (
        <div className="mb-8 flex flex-col gap-3 text-[15px] leading-6 text-ink-muted">
          <p>
            We sent a verification link to <span className="font-semibold text-ink">{auth.user.email}</span>.
            Open it to confirm your email address, then you can like, save, create and subscribe.
          </p>
          <button
            type="button"
            onClick={openVerifyEmailSheet}
            className="font-semibold text-ink underline underline-offset-4"
          >
            Didn't get it?
          </button>
        </div>
      )}
      <button
        type="button"
        onClick={() => void navigate({ href: safeReturnPath(returnToPath) })}
        className={buttonClasses({ size: 'lg', className: 'w-full' })}
      >
        Continue
      </button>
    </>
  );
}
