import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  PagedUsers,
  PageQuery,
  SearchResults,
  FollowState,
  UserListItem,
  UserProfile,
  UserProfileSummary,
} from '@stylebook/contracts';
import { useToast } from '../components/ui/toast';
import { api } from '../lib/api';
import { formErrorMessage } from '../lib/form-error';
import { profileKeys } from './keys';
import { refreshFollowingFeed } from './following';
import { searchKeys } from './search';
import { STALE_TIME } from './stale-time';

/** Page size of a profile's Products tab. */
const PROFILE_PRODUCTS_PAGE = 30;

export function profileQueryOptions(id: string) {
  return queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: ({ signal }) => api.users.profile(id, signal),
    staleTime: STALE_TIME.profile,
  });
}

export function profileLooksQueryOptions(id: string) {
  return queryOptions({
    queryKey: profileKeys.looks(id),
    queryFn: ({ signal }) => api.users.looks(id, signal),
    staleTime: STALE_TIME.profile,
  });
}

export function profileProductsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: profileKeys.products(id),
    queryFn: ({ pageParam, signal }) =>
      api.users.products(id, { limit: PROFILE_PRODUCTS_PAGE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) =>
      lastPage.hasMore && lastPage.nextOffset !== null ? lastPage.nextOffset : undefined,
    staleTime: STALE_TIME.profile,
  });
}

/**
 * A person saved their name, username, bio, website or photo: written into their cached profile at once,
 * then every section of it is fetched again, as its cards carry the owner's name and photo.
 */
export function profileEdited(queryClient: QueryClient, summary: UserProfileSummary) {
  queryClient.setQueryData<UserProfile>(
    profileKeys.detail(summary.id),
    (profile) => profile && { ...profile, ...summary },
  );
  return Promise.all(
    [profileKeys.detail, profileKeys.looks, profileKeys.products].map((key) =>
      queryClient.invalidateQueries({ queryKey: key(summary.id) }),
    ),
  );
}

export type PeopleList = 'followers' | 'following';

export function peopleQueryOptions(list: PeopleList, id: string, query: PageQuery) {
  return queryOptions({
    queryKey: list === 'followers' ? profileKeys.followers(id, query) : profileKeys.following(id, query),
    queryFn: ({ signal }) =>
      list === 'followers'
        ? api.users.subscribers(id, query, signal)
        : api.users.subscribedTo(id, query, signal),
    staleTime: STALE_TIME.profile,
  });
}

/** A profile as a follow shows it: whether the viewer follows, and how many do. */
export function withFollow(profile: UserProfile, isSubscribed: boolean): UserProfile {
  if (profile.isSubscribed === isSubscribed) return profile;
  return {
    ...profile,
    isSubscribed,
    subscriberCount: Math.max(0, profile.subscriberCount + (isSubscribed ? 1 : -1)),
  };
}

function markPerson(people: UserListItem[], id: string, isSubscribed: boolean): UserListItem[] {
  return people.map((person) => (person.id === id ? { ...person, isSubscribed } : person));
}

/**
 * The overlay (docs/product.md §12): writes whether the viewer follows a person into every cached copy of
 * them — the profile (with its count), every followers and following list, and people found by search.
 */
export function writeFollow(
  queryClient: QueryClient,
  id: string,
  state: Pick<FollowState, 'isSubscribed'> & { subscriberCount?: number },
) {
  queryClient.setQueryData<UserProfile>(profileKeys.detail(id), (profile) => {
    if (!profile) return profile;
    const toggled = withFollow(profile, state.isSubscribed);
    return state.subscriberCount === undefined
      ? toggled
      : { ...toggled, subscriberCount: state.subscriberCount };
  });
  queryClient.setQueriesData<PagedUsers>(
    { queryKey: profileKeys.people },
    (page) => page && { ...page, items: markPerson(page.items, id, state.isSubscribed) },
  );
  queryClient.setQueriesData<SearchResults>(
    { queryKey: searchKeys.overviews },
    (results) =>
      results && {
        ...results,
        people: { ...results.people, items: markPerson(results.people.items, id, state.isSubscribed) },
      },
  );
  queryClient.setQueriesData<InfiniteData<SearchResults['people']>>(
    { queryKey: searchKeys.kinds('people') },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: markPerson(page.items, id, state.isSubscribed) })),
      },
  );
}

/** The caches a follow touches: snapshotted before it, put back if the server refuses it. */
const FOLLOW_GROUPS = [profileKeys.all, searchKeys.all];

/**
 * Follow and unfollow (the buttons say Subscribe and Unsubscribe, docs/product.md §8): shown at once,
 * rolled back with an error toast if the server refuses. Afterwards the lists that gained or lost a row are
 * refetched: the viewer's own profile and following list, and the person's followers.
 */
export function useToggleFollow() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id, follow }: { id: string; follow: boolean; viewerId: string }) =>
      follow ? api.users.subscribe(id) : api.users.unsubscribe(id),
    onMutate: async ({ id, follow }) => {
      await Promise.all(FOLLOW_GROUPS.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const saved = FOLLOW_GROUPS.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
      writeFollow(queryClient, id, { isSubscribed: follow });
      return {
        rollback: () => saved.forEach(([queryKey, data]) => queryClient.setQueryData(queryKey, data)),
      };
    },
    onError: (error, _variables, context) => {
      context?.rollback();
      toast.show(formErrorMessage(error), { type: 'error' });
    },
    onSuccess: (state, { id }) => writeFollow(queryClient, id, state),
    onSettled: (_state, _error, { id, viewerId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.detail(viewerId) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.followingOf(viewerId) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.followersOf(id) }),
        refreshFollowingFeed(queryClient),
      ]),
  });
}
