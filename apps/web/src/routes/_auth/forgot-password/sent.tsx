import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';
import { forgotPasswordSentSearch } from '../../../lib/search-params';

export const Route = createFileRoute('/_auth/forgot-password/sent')({
  validateSearch: forgotPasswordSentSearch,
  component: ForgotPasswordSentScreen,
});

function ForgotPasswordSentScreen() {
  return (
    <Screen
      title="Check your email"
      description="If an account exists for that address, a reset link is on its way."
    />
  );
}
