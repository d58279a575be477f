import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useSignOut } from '../../auth/account-session';
import { useRunOnce } from '../../lib/use-run-once';
import { AuthHeading } from './-components/auth-heading';

export const Route = createFileRoute('/_auth/logout')({
  component: LogoutScreen,
});

function LogoutScreen() {
  const signOut = useSignOut();
  const navigate = useNavigate();

  useRunOnce(() => {
    void signOut().then(() => navigate({ to: '/', replace: true }));
  });

  return <AuthHeading title="Logging out">Signing you out of Stylebook.</AuthHeading>;
}
