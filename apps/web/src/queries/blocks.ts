import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { PagedUsers, UserListItem } from '@stylebook/contracts';
import { useToast } from '../components/ui/toast';
import { api } from '../lib/api';
import { formErrorMessage } from '../lib/form-error';
import { refreshAccountData } from './account-data';
import { featuredKeys } from './featured';
import { notificationKeys } from './notifications';
import { searchKeys } from './search';
import { paidSubscriptionKeys, walletKeys } from './wallet';

/** The people the signed-in person blocked (docs/product.md §20), keyed by who is signed in. */
export const blockKeys = {
  all: ['blocks'] as const,
  of: (viewerId: string) => [...blockKeys.all, viewerId] as const,
  /** Settings → Blocked accounts, a page at a time. */
  list: (viewerId: string) => [...blockKeys.of(viewerId), 'list'] as const,
  /** Whether the viewer blocked one person: what that person's hidden profile says. */
  person: (viewerId: string, id: string) => [...blockKeys.of(viewerId), 'person', id] as const,
};

/** Who a block names, and how its toasts and screens name them. */
export type BlockedPerson = Pick<UserListItem, 'id' | 'username'>;

/** People per page of Settings → Blocked accounts. */
const BLOCKED_ACCOUNTS_PAGE = 20;
/** The most a page of the list may hold: looking one person up reads as few pages as it can. */
const LOOKUP_PAGE = 100;

export function blockedAccountsQueryOptions(viewerId: string) {
  return infiniteQueryOptions({
    queryKey: blockKeys.list(viewerId),
    queryFn: ({ pageParam, signal }) =>
      api.blocks.list({ page: pageParam, limit: BLOCKED_ACCOUNTS_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.pages ? pagination.page + 1 : undefined,
  });
}

/**
 * Whether the viewer blocked `id`, and if so who: a profile answers 404 both ways (docs/product.md §20), and
 * only the viewer's own list tells "you blocked them" from "they blocked you" or "there is no one".
 */
export function blockedPersonQueryOptions(viewerId: string, id: string) {
  return queryOptions({
    queryKey: blockKeys.person(viewerId, id),
    queryFn: async ({ signal }): Promise<BlockedPerson | null> => {
      for (let page = 1; ; page += 1) {
        const { items, pagination } = await api.blocks.list({ page, limit: LOOKUP_PAGE }, signal);
        const person = items.find((item) => item.id === id);
        if (person) return person;
        if (page >= pagination.pages) return null;
      }
    },
  });
}

/**
 * A block or unblock changes where the other person shows for the viewer (docs/product.md §20): the groups
 * that may show them (profiles, products and the featured feeds, looks, collections, search, notifications)
 * are fetched again, and so are the money views, since a block ends a paid subscription with a refund.
 */
function refreshAfterBlock(queryClient: QueryClient, viewerId: string) {
  return Promise.all([
    refreshAccountData(queryClient),
    ...[
      searchKeys.all,
      featuredKeys.allCollections,
      notificationKeys.of(viewerId),
      walletKeys.of(viewerId),
      paidSubscriptionKeys.list(viewerId),
      blockKeys.list(viewerId),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

/** Blocks a person after the confirmation sheet; the sheet shows a refusal. */
export function useBlock(viewerId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (person: BlockedPerson) => api.blocks.block(person.id),
    onSuccess: (_reply, person) => {
      queryClient.setQueryData(blockKeys.person(viewerId, person.id), {
        id: person.id,
        username: person.username,
      });
      toast.show(`Blocked @${person.username}`, { type: 'success' });
      return refreshAfterBlock(queryClient, viewerId);
    },
  });
}

/**
 * Unblocks a person: gone from Settings → Blocked accounts at once, then shown again wherever they were.
 * `showAgain` reloads a screen that said "You blocked @…" (a route that answered not found); only then is
 * the block forgotten, so that screen never says "doesn't exist" in between.
 */
export function useUnblock(viewerId: string, showAgain?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (person: BlockedPerson) => api.blocks.unblock(person.id),
    onError: (error) => toast.show(formErrorMessage(error), { type: 'error' }),
    onSuccess: async (_reply, person) => {
      toast.show(`Unblocked @${person.username}`, { type: 'success' });
      queryClient.setQueryData<InfiniteData<PagedUsers, number>>(
        blockKeys.list(viewerId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((item) => item.id !== person.id),
            })),
          },
      );
      await refreshAfterBlock(queryClient, viewerId);
      await showAgain?.();
      queryClient.setQueryData(blockKeys.person(viewerId, person.id), null);
    },
  });
}
