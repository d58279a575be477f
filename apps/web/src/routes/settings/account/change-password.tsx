import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/settings/account/change-password')({
  component: ChangePasswordScreen,
});

function ChangePasswordScreen() {
  return (
    <Screen
      title="Change password"
      description="Choose a new password for signing in."
      backFallback="/settings/account"
    />
  );
}
