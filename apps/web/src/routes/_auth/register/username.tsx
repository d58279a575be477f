import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';
import { returnToPathSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/_auth/register/username')({
  validateSearch: returnToPathSearch,
  component: RegisterUsernameScreen,
});

function RegisterUsernameScreen() {
  return <Screen title="Choose a username" description="This is how other people will find you." />;
}
