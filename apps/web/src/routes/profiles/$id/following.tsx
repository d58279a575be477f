import { createFileRoute } from '@tanstack/react-router';
import { Screen } from '../../../components/screen';

export const Route = createFileRoute('/profiles/$id/following')({
  component: FollowingScreen,
});

function FollowingScreen() {
  return <Screen title="Following" description="Profiles this member subscribes to." />;
}
