import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';
import { verifyEmailSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_auth/verify-email')({
  validateSearch: verifyEmailSearch,
  component: VerifyEmailScreen,
});

function VerifyEmailScreen() {
  return <Screen title="Verify your email" description="Confirming the verification link from your inbox." />;
}
