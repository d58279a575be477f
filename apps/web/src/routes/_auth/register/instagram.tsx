import { zodResolver } from '@hookform/resolvers/zod';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { InstagramForm } from '../../../auth/auth-forms';
import { registrationDraft } from '../../../auth/registration-draft';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { returnToPathSearch } from '../../../lib/search-params';
import { RegisterStep } from './-components/register-step';
import { requireEarlierSteps } from './-components/require-earlier-steps';

export const Route = createFileRoute('/_auth/register/instagram')({
  validateSearch: returnToPathSearch,
  beforeLoad: requireEarlierSteps('instagram'),
  component: RegisterInstagramScreen,
});

function RegisterInstagramScreen() {
  const { returnToPath } = Route.useSearch();
  const navigate = useNavigate();
  const [saved] = useState(() => registrationDraft.read()?.instagram ?? '');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(InstagramForm), defaultValues: { instagram: saved } });

  async function next(instagram: string) {
    registrationDraft.answer({ instagram: instagram || undefined });
    await navigate({ to: '/register/account-type', search: { returnToPath } });
  }

  return (
    <RegisterStep
      step="instagram"
      title="Connect Instagram"
      description="Add your Instagram handle so followers recognise you. You can skip this."
    >
      <form
        noValidate
        onSubmit={handleSubmit(({ instagram }) => next(instagram))}
        className="flex flex-col gap-4 text-left"
      >
        <TextField
          label="Instagram handle"
          placeholder="@yourhandle"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.instagram?.message}
          {...register('instagram')}
        />
        <button type="submit" className={buttonClasses({ size: 'lg' })}>
          Continue
        </button>
        <button
          type="button"
          onClick={() => void next('')}
          className={buttonClasses({ variant: 'ghost', size: 'lg' })}
        >
          Skip
        </button>
      </form>
    </RegisterStep>
  );
}
