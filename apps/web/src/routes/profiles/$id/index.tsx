import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/profiles/$id/')({
  component: ProfileScreen,
});

function ProfileScreen() {
  return <Screen title="Profile" description="Collections, looks and products from this stylist." />;
}
