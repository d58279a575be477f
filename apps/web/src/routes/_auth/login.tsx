import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';
import { returnToPathSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_auth/login')({
  validateSearch: returnToPathSearch,
  component: LoginScreen,
});

function LoginScreen() {
  return (
    <Screen title="Log in" description="Sign in with your email and password, Google, or an emailed link." />
  );
}
