import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../../auth/require-signed-in';
import { Screen } from '../../components/screen';

export const Route = createFileRoute('/settings/dashboard')({
  beforeLoad: requireSignedIn,
  component: DashboardScreen,
});

function DashboardScreen() {
  return (
    <Screen
      title="Dashboard"
      description="Subscribers, earnings, likes, saves and link clicks over time."
      backFallback="/settings"
    />
  );
}
