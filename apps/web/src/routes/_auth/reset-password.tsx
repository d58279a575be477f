import { zodResolver } from '@hookform/resolvers/zod';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ResetPasswordForm } from '../../auth/auth-forms';
import { Alert } from '../../components/ui/alert';
import { buttonClasses } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';
import { api } from '../../lib/api';
import { formErrorMessage } from '../../lib/form-error';
import { resetPasswordSearch } from '../../lib/search-params';
import { AuthHeading } from './-components/auth-heading';

export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: resetPasswordSearch,
  component: ResetPasswordScreen,
});

/** The server's wording for a used, expired or unknown code, also used when the link has no code at all. */
const INVALID_LINK_MESSAGE = 'This link is invalid or has expired. Request a new one.';

function ResetPasswordScreen() {
  const { oobCode } = Route.useSearch();
  const navigate = useNavigate();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(oobCode ? null : INVALID_LINK_MESSAGE);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const resetPassword = handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    try {
      await api.identity.confirmPasswordReset(oobCode, newPassword);
      toast.show('Your password has been reset. Log in with your new password.', { type: 'success' });
      await navigate({ to: '/login', replace: true });
    } catch (error) {
      setFormError(formErrorMessage(error));
    }
  });

  return (
    <>
      <AuthHeading title="Choose a new password">Pick a password of at least 6 characters.</AuthHeading>
      <form noValidate onSubmit={resetPassword} className="flex flex-col gap-4 text-left">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {formError && (
          <Alert tone="error">
            {formError}{' '}
            <Link to="/forgot-password" className="font-semibold underline underline-offset-2">
              Request a new link
            </Link>
          </Alert>
        )}
        <button type="submit" disabled={isSubmitting || !oobCode} className={buttonClasses({ size: 'lg' })}>
          Reset password
        </button>
      </form>
    </>
  );
}
