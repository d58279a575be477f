import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';
import { emailActionSearch } from '../../lib/search-params';

export const Route = createFileRoute('/_auth/action')({
  validateSearch: emailActionSearch,
  component: EmailActionScreen,
});

function EmailActionScreen() {
  return (
    <Screen
      title="Opening your link"
      description="Completing the sign-in or password reset from your email."
    />
  );
}
