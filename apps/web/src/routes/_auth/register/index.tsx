import { zodResolver } from '@hookform/resolvers/zod';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RegisterForm } from '../../../auth/auth-forms';
import { registrationDraft } from '../../../auth/registration-draft';
import { skipWhenSignedIn } from '../../../auth/require-signed-in';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { returnToPathSearch } from '../../../lib/search-params';
import { AuthHeading, OrDivider } from '../-components/auth-heading';
import { GoogleButton, useGoogleOffered } from '../-components/google-button';

/** Underlined so the links read as links in the small print (colour alone is not enough). */
const legalLinkClasses = 'font-semibold text-ink underline underline-offset-2';

export const Route = createFileRoute('/_auth/register/')({
  validateSearch: returnToPathSearch,
  beforeLoad: skipWhenSignedIn,
  component: RegisterScreen,
});

function RegisterScreen() {
  const { returnToPath } = Route.useSearch();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const googleOffered = useGoogleOffered();
  const draft = registrationDraft.read();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RegisterForm),
    defaultValues: {
      fullName: draft?.method === 'email' ? draft.fullName : '',
      email: draft?.method === 'email' ? draft.email : '',
      password: '',
    },
  });

  const next = handleSubmit(async (details) => {
    registrationDraft.startWithEmail(details);
    await navigate({ to: '/register/username', search: { returnToPath } });
  });

  return (
    <>
      <AuthHeading title="Create an account">
        Save the pieces you love, build looks and follow stylists.
      </AuthHeading>
      <form noValidate onSubmit={next} className="flex flex-col gap-4 text-left">
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
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
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {formError && <Alert tone="error">{formError}</Alert>}
        <button type="submit" className={buttonClasses({ size: 'lg' })}>
          Continue
        </button>
        <p className="text-xs text-ink-muted">
          By continuing, you agree to our{' '}
          <Link to="/settings/about/terms-and-conditions" className={legalLinkClasses}>
            Terms and Conditions
          </Link>{' '}
          and{' '}
          <Link to="/settings/about/privacy-policy" className={legalLinkClasses}>
            Privacy Policy
          </Link>
          .
        </p>
      </form>
      {googleOffered && (
        <>
          <OrDivider />
          <GoogleButton returnToPath={returnToPath} onError={setFormError} />
        </>
      )}
      <p className="mt-8 text-sm text-ink-muted">
        Already have an account?{' '}
        <Link
          to="/login"
          search={{ returnToPath }}
          className="font-semibold text-ink underline-offset-4 hover:underline"
        >
          Log in
        </Link>
      </p>
    </>
  );
}
