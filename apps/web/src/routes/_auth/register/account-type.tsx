import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';
import { returnToPathSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/_auth/register/account-type')({
  validateSearch: returnToPathSearch,
  component: RegisterAccountTypeScreen,
});

function RegisterAccountTypeScreen() {
  return <Screen title="Account type" description="Shop for yourself, or style for others as a stylist." />;
}
