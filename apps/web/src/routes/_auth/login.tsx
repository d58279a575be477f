import { zodResolver } from '@hookform/resolvers/zod';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useEstablishSession } from '../../auth/account-session';
import { EmailForm, LoginForm } from '../../auth/auth-forms';
import { skipWhenSignedIn } from '../../auth/require-signed-in';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { api } from '../../lib/api';
import { formErrorMessage } from '../../lib/form-error';
import { safeReturnPath } from '../../lib/return-path';
import { returnToPathSearch } from '../../lib/search-params';
import { AuthHeading, OrDivider } from './-components/auth-heading';
import { GoogleButton, useGoogleOffered } from './-components/google-button';

export const Route = createFileRoute('/_auth/login')({
  validateSearch: returnToPathSearch,
  beforeLoad: skipWhenSignedIn,
  component: LoginScreen,
});

function LoginScreen() {
  const { returnToPath } = Route.useSearch();
  const navigate = useNavigate();
  const establishSession = useEstablishSession();
  const googleOffered = useGoogleOffered();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const [sendingLink, setSendingLink] = useState(false);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LoginForm), defaultValues: { email: '', password: '' } });

  const logIn = handleSubmit(async ({ email, password }) => {
    setFormError(null);
    try {
      establishSession(await api.identity.signIn(email, password));
      await navigate({ href: safeReturnPath(returnToPath), replace: true });
    } catch (error) {
      setFormError(formErrorMessage(error));
    }
  });

  /** Mails a one-time sign-in link to the typed address; the link returns to `returnToPath`. */
  async function emailSignInLink() {
    setFormError(null);
    setLinkSentTo(null);
    if (!(await trigger('email'))) return;
    const { email } = EmailForm.parse({ email: getValues('email') });
    setSendingLink(true);
    try {
      await api.identity.sendSignInLink(email, safeReturnPath(returnToPath));
      setLinkSentTo(email);
    } catch (error) {
      setFormError(formErrorMessage(error));
    } finally {
      setSendingLink(false);
    }
  }

  return (
    <>
      <AuthHeading title="Log in">Welcome back. Sign in to your Stylebook account.</AuthHeading>
      <form noValidate onSubmit={logIn} className="flex flex-col gap-4 text-left">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link
          to="/forgot-password"
          className="-mt-1 self-end text-sm font-medium text-ink underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
        {formError && <Alert tone="error">{formError}</Alert>}
        {linkSentTo && (
          <Alert tone="success">
            We sent a sign-in link to {linkSentTo}. Open it on this device to log in.
          </Alert>
        )}
        <button type="submit" disabled={isSubmitting} className={buttonClasses({ size: 'lg' })}>
          Log in
        </button>
      </form>
      <OrDivider />
      <div className="flex flex-col gap-3">
        {googleOffered && <GoogleButton returnToPath={returnToPath} onError={setFormError} />}
        <button
          type="button"
          onClick={() => void emailSignInLink()}
          disabled={sendingLink}
          className={buttonClasses({ variant: 'outline', size: 'lg' })}
        >
          {sendingLink ? 'Sending...' : 'Email me a sign-in link'}
        </button>
      </div>
      <p className="mt-8 text-sm text-ink-muted">
        New to Stylebook?{' '}
        <Link
          to="/register"
          search={{ returnToPath }}
          className="font-semibold text-ink underline-offset-4 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </>
  );
}
