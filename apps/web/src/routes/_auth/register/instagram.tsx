import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';
import { returnToPathSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/_auth/register/instagram')({
  validateSearch: returnToPathSearch,
  component: RegisterInstagramScreen,
});

function RegisterInstagramScreen() {
  return (
    <Screen title="Connect Instagram" description="Add your Instagram handle so followers recognise you." />
  );
}
