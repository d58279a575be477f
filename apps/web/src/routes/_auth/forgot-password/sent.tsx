import { Link, createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { api } from '../../../lib/api';
import { formErrorMessage } from '../../../lib/form-error';
import { forgotPasswordSentSearch } from '../../../lib/search-params';
import { AuthHeading, BackToLogin } from '../-components/auth-heading';

export const Route = createFileRoute('/_auth/forgot-password/sent')({
  validateSearch: forgotPasswordSentSearch,
  component: ForgotPasswordSentScreen,
});

type ResendState = { status: 'idle' | 'sending' | 'sent' } | { status: 'error'; message: string };

function ForgotPasswordSentScreen() {
  const { email } = Route.useSearch();
  const [resend, setResend] = useState<ResendState>({ status: 'idle' });

  async function sendAgain() {
    setResend({ status: 'sending' });
    try {
      await api.identity.requestPasswordReset(email);
      setResend({ status: 'sent' });
    } catch (error) {
      setResend({ status: 'error', message: formErrorMessage(error) });
    }
  }

  return (
    <>
      <AuthHeading title="Check your email">
        {email ? (
          <>
            If an account exists for <span className="font-semibold text-ink">{email}</span>, we sent it a
            link to reset your password. The link works for one hour.
          </>
        ) : (
          'If an account exists for that address, we sent it a link to reset your password.'
        )}
      </AuthHeading>
      <div className="flex flex-col gap-4">
        {resend.status === 'sent' && <Alert tone="success">We sent the link again.</Alert>}
        {resend.status === 'error' && <Alert tone="error">{resend.message}</Alert>}
        {email ? (
          <button
            type="button"
            onClick={() => void sendAgain()}
            disabled={resend.status === 'sending'}
            className={buttonClasses({ variant: 'outline', size: 'lg' })}
          >
            {resend.status === 'sending' ? 'Sending...' : 'Resend email'}
          </button>
        ) : (
          <Link to="/forgot-password" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            Try another email
          </Link>
        )}
      </div>
      <BackToLogin />
    </>
  );
}
