import { zodResolver } from '@hookform/resolvers/zod';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { EmailForm } from '../../../auth/auth-forms';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { api } from '../../../lib/api';
import { formErrorMessage } from '../../../lib/form-error';
import { AuthHeading, BackToLogin } from '../-components/auth-heading';

export const Route = createFileRoute('/_auth/forgot-password/')({
  component: ForgotPasswordScreen,
});

function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(EmailForm), defaultValues: { email: '' } });

  const sendLink = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await api.identity.requestPasswordReset(email);
      await navigate({ to: '/forgot-password/sent', search: { email } });
    } catch (error) {
      setFormError(formErrorMessage(error));
    }
  });

  return (
    <>
      <AuthHeading title="Forgot password?">
        Enter the email you signed up with and we'll send you a link to choose a new password.
      </AuthHeading>
      <form noValidate onSubmit={sendLink} className="flex flex-col gap-4 text-left">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        {formError && <Alert tone="error">{formError}</Alert>}
        <button type="submit" disabled={isSubmitting} className={buttonClasses({ size: 'lg' })}>
          Send reset link
        </button>
      </form>
      <BackToLogin />
    </>
  );
}
