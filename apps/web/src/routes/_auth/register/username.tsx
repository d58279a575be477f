import { zodResolver } from '@hookform/resolvers/zod';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { UsernameForm } from '../../../auth/auth-forms';
import { registrationDraft } from '../../../auth/registration-draft';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import {
  usernameBlocksSubmit,
  usernameFieldMessages,
  useUsernameAvailability,
} from '../../../components/username-availability';
import { returnToPathSearch } from '../../../lib/search-params';
import { RegisterStep } from './-components/register-step';
import { requireEarlierSteps } from './-components/require-earlier-steps';

export const Route = createFileRoute('/_auth/register/username')({
  validateSearch: returnToPathSearch,
  beforeLoad: requireEarlierSteps('username'),
  component: RegisterUsernameScreen,
});

function RegisterUsernameScreen() {
  const { returnToPath } = Route.useSearch();
  const navigate = useNavigate();
  const [draft] = useState(() => registrationDraft.read());
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(UsernameForm), defaultValues: { username: draft?.username ?? '' } });
  const availability = useUsernameAvailability(watch('username'));
  const messages = usernameFieldMessages(availability, errors.username?.message);

  const next = handleSubmit(async ({ username }) => {
    if (usernameBlocksSubmit(availability)) return;
    registrationDraft.answer({ username });
    await navigate({ to: '/register/preferences', search: { returnToPath } });
  });

  return (
    <RegisterStep
      step="username"
      title="Choose a username"
      description="This is how other people find you on Stylebook."
    >
      <form noValidate onSubmit={next} className="flex flex-col gap-4 text-left">
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={messages.error}
          hint={messages.hint}
          {...register('username')}
        />
        <button
          type="submit"
          disabled={usernameBlocksSubmit(availability)}
          className={buttonClasses({ size: 'lg' })}
        >
          Continue
        </button>
      </form>
    </RegisterStep>
  );
}
