import { createFileRoute } from '@tanstack/react-router';
import { loadProfile, profilePageHead } from '../profiles/-components/load-profile';
import { ProfileNotFound } from '../profiles/-components/profile-not-found';
import { ProfileScreen } from '../profiles/-components/profile-screen';

/** The same person and screen as /profiles/{id} (docs/product.md §14). */
export const Route = createFileRoute('/users/$id')({
  loader: ({ context: { queryClient }, params: { id } }) => loadProfile(queryClient, id),
  head: ({ match: { context }, params: { id } }) =>
    profilePageHead(context.queryClient, id, context.publicOrigin),
  notFoundComponent: ProfileNotFound,
  component: UserRoute,
});

function UserRoute() {
  const { id } = Route.useParams();
  // Keyed by person, so another profile starts on its Collections tab.
  return <ProfileScreen key={id} id={id} />;
}
