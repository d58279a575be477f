import { createFileRoute } from '@tanstack/react-router';
import { loadProfile } from '../-components/load-profile';
import { ProfileNotFound } from '../-components/profile-not-found';
import { ProfileScreen } from '../-components/profile-screen';

export const Route = createFileRoute('/profiles/$id/')({
  loader: ({ context: { queryClient }, params: { id } }) => loadProfile(queryClient, id),
  notFoundComponent: ProfileNotFound,
  component: ProfileRoute,
});

function ProfileRoute() {
  const { id } = Route.useParams();
  return <ProfileScreen id={id} />;
}
