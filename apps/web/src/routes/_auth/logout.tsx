import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';

export const Route = createFileRoute('/_auth/logout')({
  component: LogoutScreen,
});

function LogoutScreen() {
  return <Screen title="Log out" description="Signing you out of Stylebook." />;
}
