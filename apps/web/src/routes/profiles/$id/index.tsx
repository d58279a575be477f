import { createFileRoute } from '@tanstack/react-router';
import { loadProfile, profilePageHead } from '../-components/load-profile';
import { ProfileNotFound } from '../-components/profile-not-found';
import { ProfileScreen } from '../-components/profile-screen';

export const Route = createFileRoute('/profiles/$id/')({
  loader: ({ context: { queryClient }, params: { id } }) => loadProfile(queryClient, id),
  head: ({ match: { context }, params: { id } }) =>
    profilePageHead(context.queryClient, id, context.publicOrigin),
  notFoundComponent: ProfileNotFound,
  component: ProfileRoute,
});

function ProfileRoute() {
  const { id } = Route.useParams();
  // Keyed by person, so another profile starts on its Collections tab.
  return <ProfileScreen key={id} id={id} />;
}
