import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/settings/about/privacy-policy')({
  component: PrivacyPolicyScreen,
});

function PrivacyPolicyScreen() {
  return (
    <Screen
      title="Privacy policy"
      description="How Stylebook handles your personal data."
      backFallback="/settings/about"
    />
  );
}
