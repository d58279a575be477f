import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/settings/subscriptions/price')({
  component: SubscriptionPriceScreen,
});

function SubscriptionPriceScreen() {
  return (
    <Screen
      title="Subscription price"
      description="Set the monthly price of a paid subscription to your profile."
      backFallback="/settings"
    />
  );
}
