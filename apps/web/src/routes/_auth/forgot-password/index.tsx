import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/_auth/forgot-password/')({
  component: ForgotPasswordScreen,
});

function ForgotPasswordScreen() {
  return <Screen title="Forgot password" description="We will email you a link to choose a new password." />;
}
