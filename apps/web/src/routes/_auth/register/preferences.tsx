import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { GenderPreference } from '@stylebook/contracts';
import type { z } from 'zod';
import { registrationDraft } from '../../../auth/registration-draft';
import { buttonClasses } from '../../../components/ui/button';
import { ChoiceCards } from '../../../components/ui/choice-cards';
import { returnToPathSearch } from '../../../lib/search-params';
import { RegisterStep } from './-components/register-step';
import { requireEarlierSteps } from './-components/require-earlier-steps';

export const Route = createFileRoute('/_auth/register/preferences')({
  validateSearch: returnToPathSearch,
  beforeLoad: requireEarlierSteps('preferences'),
  component: RegisterPreferencesScreen,
});

type Preference = z.infer<typeof GenderPreference>;

const PREFERENCES: ReadonlyArray<{ value: Preference; label: string; description: string }> = [
  { value: 'MENSWEAR', label: 'Menswear', description: 'Tailoring, streetwear and everything in between' },
  { value: 'WOMENSWEAR', label: 'Womenswear', description: 'Dresses, denim, edits and the new season' },
  { value: 'UNISEX', label: 'Unisex', description: 'A bit of everything, whoever it is cut for' },
];

function RegisterPreferencesScreen() {
  const { returnToPath } = Route.useSearch();
  const navigate = useNavigate();
  const [preference, setPreference] = useState(() => registrationDraft.read()?.genderPreference);

  async function next(choice: Preference | undefined) {
    registrationDraft.answer({ genderPreference: choice });
    await navigate({ to: '/register/instagram', search: { returnToPath } });
  }

  return (
    <RegisterStep
      step="preferences"
      title="Your style"
      description="What do you like to wear? We use it to tailor your feed."
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void next(preference);
        }}
        className="flex flex-col gap-4 text-left"
      >
        <ChoiceCards
          legend="Style preference"
          name="genderPreference"
          options={PREFERENCES}
          value={preference}
          onChange={setPreference}
        />
        <button type="submit" disabled={!preference} className={buttonClasses({ size: 'lg' })}>
          Continue
        </button>
        <button
          type="button"
          onClick={() => void next(undefined)}
          className={buttonClasses({ variant: 'ghost', size: 'lg' })}
        >
          Skip
        </button>
      </form>
    </RegisterStep>
  );
}
