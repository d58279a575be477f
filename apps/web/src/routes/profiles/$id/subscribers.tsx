import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { pageSearch } from '../../../lib/paging';
import { peopleQueryOptions } from '../../../queries/profile';
import { loadProfile } from '../-components/load-profile';
import { PeopleScreen } from '../-components/people-screen';
import { ProfileNotFound } from '../-components/profile-not-found';

export const Route = createFileRoute('/profiles/$id/subscribers')({
  validateSearch: pageSearch,
  // The defaults stay out of the address, so the first page is plain /profiles/{id}/subscribers.
  search: { middlewares: [stripSearchParams({ page: 1, limit: 10 })] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params: { id }, deps }) => {
    void queryClient.prefetchQuery(peopleQueryOptions('followers', id, deps));
    await loadProfile(queryClient, id);
  },
  notFoundComponent: ProfileNotFound,
  component: SubscribersRoute,
});

function SubscribersRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  return <PeopleScreen list="followers" id={id} search={search} />;
}
