import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/profiles/$id/subscribers')({
  component: SubscribersScreen,
});

function SubscribersScreen() {
  return <Screen title="Subscribers" description="People who subscribe to this profile." />;
}
