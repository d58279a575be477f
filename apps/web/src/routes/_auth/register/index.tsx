import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';
import { returnToPathSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/_auth/register/')({
  validateSearch: returnToPathSearch,
  component: RegisterScreen,
});

function RegisterScreen() {
  return (
    <Screen
      title="Create an account"
      description="Join Stylebook to save products, build looks and follow stylists."
    />
  );
}
