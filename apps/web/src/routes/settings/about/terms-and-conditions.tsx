import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/settings/about/terms-and-conditions')({
  component: TermsScreen,
});

function TermsScreen() {
  return (
    <Screen
      title="Terms and conditions"
      description="The terms that apply when you use Stylebook."
      backFallback="/settings/about"
    />
  );
}
