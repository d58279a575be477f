import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../components/screen';

export const Route = createFileRoute('/settings/dashboard')({
  component: DashboardScreen,
});

function DashboardScreen() {
  return (
    <Screen title="Dashboard" description="Subscribers, earnings, likes, saves and link clicks over time." />
  );
}
