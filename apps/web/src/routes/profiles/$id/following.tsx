import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { pageSearch } from '../../../lib/paging';
import { peopleQueryOptions } from '../../../queries/profile';
import { loadProfile } from '../-components/load-profile';
import { PeopleScreen } from '../-components/people-screen';
import { ProfileNotFound } from '../-components/profile-not-found';

export const Route = createFileRoute('/profiles/$id/following')({
  validateSearch: pageSearch,
  // The defaults stay out of the address, so the first page is plain /profiles/{id}/following.
  search: { middlewares: [stripSearchParams({ page: 1, limit: 10 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params: { id }, deps }) => {
    void queryClient.prefetchQuery(peopleQueryOptions('following', id, deps));
    await loadProfile(queryClient, id);
  },
  notFoundComponent: ProfileNotFound,
  component: FollowingRoute,
});

function FollowingRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  return <PeopleScreen list="following" id={id} search={search} />;
}
