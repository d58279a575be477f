import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useEstablishSession } from '../../../auth/account-session';
import { registrationDraft, registrationRequest } from '../../../auth/registration-draft';
import type { AccountType } from '../../../auth/registration-draft';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { ChoiceCards } from '../../../components/ui/choice-cards';
import { api } from '../../../lib/api';
import { formErrorMessage } from '../../../lib/form-error';
import { safeReturnPath } from '../../../lib/return-path';
import { returnToPathSearch } from '../../../lib/search-params';
import { RegisterStep } from './-components/register-step';
import { requireEarlierSteps } from './-components/require-earlier-steps';

export const Route = createFileRoute('/_auth/register/account-type')({
  validateSearch: returnToPathSearch,
  beforeLoad: requireEarlierSteps('account-type'),
  component: RegisterAccountTypeScreen,
});

const ACCOUNT_TYPES: ReadonlyArray<{ value: AccountType; label: string; description: string }> = [
  {
    value: 'USER',
    label: 'Shopper',
    description: 'Save products, build looks and follow the stylists you love.',
  },
  {
    value: 'STYLIST',
    label: 'Stylist',
    description: 'Curate public collections for followers and offer paid subscriptions.',
  },
];

function RegisterAccountTypeScreen() {
  const { returnToPath } = Route.useSearch();
  const navigate = useNavigate();
  const establishSession = useEstablishSession();
  const [accountType, setAccountType] = useState<AccountType>();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function createAccount(event: FormEvent) {
    event.preventDefault();
    if (!accountType) return;
    // The verification mail leads back to where the person was heading, or to the welcome screen.
    const request = registrationRequest(
      registrationDraft.read(),
      accountType,
      safeReturnPath(returnToPath, '/onboarding'),
    );
    if (!request) return void navigate({ to: '/register', search: { returnToPath } });
    setFormError(null);
    setSubmitting(true);
    try {
      if (request.method === 'google') {
        establishSession(await api.auth.googleCompleteRegistration(request.body));
      } else {
        const register = request.accountType === 'STYLIST' ? api.auth.registerStylist : api.auth.registerUser;
        establishSession(await register(request.body));
      }
      registrationDraft.clear();
      await navigate({ to: '/onboarding', search: { returnToPath }, replace: true });
    } catch (error) {
      setFormError(formErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <RegisterStep
      step="account-type"
      title="How will you use Stylebook?"
      description="Pick the account that fits how you use fashion."
    >
      <form onSubmit={(event) => void createAccount(event)} className="flex flex-col gap-4 text-left">
        <ChoiceCards
          legend="Account type"
          name="accountType"
          options={ACCOUNT_TYPES}
          value={accountType}
          onChange={setAccountType}
        />
        {formError && <Alert tone="error">{formError}</Alert>}
        <button type="submit" disabled={!accountType || submitting} className={buttonClasses({ size: 'lg' })}>
          {submitting ? 'Creating account...' : 'Create account'}
        </button>
      </form>
    </RegisterStep>
  );
}
