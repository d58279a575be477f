import { zodResolver } from '@hookform/resolvers/zod';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ChangePasswordForm } from '../../../auth/auth-forms';
import { requireSignedIn } from '../../../auth/require-signed-in';
import { Screen } from '../../../components/screen';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { api } from '../../../lib/api';
import { formErrorMessage } from '../../../lib/form-error';

export const Route = createFileRoute('/settings/account/change-password')({
  beforeLoad: requireSignedIn,
  component: ChangePasswordScreen,
});

function ChangePasswordScreen() {
  const navigate = useNavigate();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const changePassword = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await api.identity.changePassword(currentPassword, newPassword);
      toast.show('Your password has been changed', { type: 'success' });
      await navigate({ to: '/settings/account' });
    } catch (error) {
      setFormError(formErrorMessage(error));
    }
  });

  return (
    <Screen
      title="Change password"
      description="Choose a new password for signing in. Your other devices will be signed out."
      backFallback="/settings/account"
    >
      <form noValidate onSubmit={changePassword} className="flex max-w-md flex-col gap-4">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {formError && <Alert tone="error">{formError}</Alert>}
        <button
          type="submit"
          disabled={isSubmitting}
          className={buttonClasses({ size: 'lg', className: 'self-start' })}
        >
          Save new password
        </button>
      </form>
    </Screen>
  );
}
