import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/settings/subscriptions/manage')({
  component: ManageSubscriptionsScreen,
});

function ManageSubscriptionsScreen() {
  return (
    <Screen
      title="Manage subscriptions"
      description="Your paid subscriptions: renewal dates and cancellation."
    />
  );
}
