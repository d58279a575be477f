import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';
import { resetPasswordSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: resetPasswordSearch,
  component: ResetPasswordScreen,
});

function ResetPasswordScreen() {
  return <Screen title="Reset password" description="Choose a new password for your account." />;
}
