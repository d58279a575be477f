import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';

export const Route = createFileRoute('/_auth/onboarding')({
  component: OnboardingScreen,
});

function OnboardingScreen() {
  return <Screen title="Welcome to Stylebook" description="A few quick steps to tailor your feed." />;
}
