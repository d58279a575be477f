import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../components/screen';

export const Route = createFileRoute('/privacy')({
  component: PrivacyScreen,
});

function PrivacyScreen() {
  return <Screen title="Privacy" description="How Stylebook collects, uses and protects your information." />;
}
