import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type {
  PaidSubscription,
  PayoutBody,
  SetSubscriptionPriceBody,
  SubscriptionPrice,
  TopUpBody,
  UserProfile,
} from '@stylebook/contracts';
import { useToast } from '../components/ui/toast';
import { api } from '../lib/api';
import { refreshAccountData } from './account-data';
import { profileKeys } from './keys';
import { searchKeys } from './search';

/**
 * The viewer's money: keyed by who is signed in, so another person signing in on the same tab never sees
 * the last one's balance for a moment.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  of: (viewerId: string) => [...walletKeys.all, viewerId] as const,
  summary: (viewerId: string) => [...walletKeys.of(viewerId), 'summary'] as const,
  transactions: (viewerId: string) => [...walletKeys.of(viewerId), 'transactions'] as const,
};

export const paidSubscriptionKeys = {
  all: ['paid-subscriptions'] as const,
  list: (viewerId: string) => [...paidSubscriptionKeys.all, viewerId] as const,
};

/** Transactions per page of the wallet's history. */
const WALLET_HISTORY_PAGE = 20;

export function walletQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: walletKeys.summary(viewerId),
    queryFn: ({ signal }) => api.wallet.get(signal),
  });
}

export function walletTransactionsQueryOptions(viewerId: string) {
  return infiniteQueryOptions({
    queryKey: walletKeys.transactions(viewerId),
    queryFn: ({ pageParam, signal }) =>
      api.wallet.transactions({ page: pageParam, limit: WALLET_HISTORY_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.pages ? pagination.page + 1 : undefined,
  });
}

export function paidSubscriptionsQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: paidSubscriptionKeys.list(viewerId),
    queryFn: ({ signal }) => api.paidSubscriptions.list(signal),
  });
}

/** A new Idempotency-Key: one per intent of the person (a confirm sheet opening), reused on every retry. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

function refreshWallet(queryClient: QueryClient, viewerId: string) {
  return queryClient.invalidateQueries({ queryKey: walletKeys.of(viewerId) });
}

export function useTopUp(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TopUpBody; idempotencyKey: string }) =>
      api.wallet.topUp(body, idempotencyKey),
    onSuccess: (result) => {
      if (result.status === 'succeeded') return refreshWallet(queryClient, viewerId);
    },
  });
}

export function usePayout(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PayoutBody; idempotencyKey: string }) =>
      api.wallet.payout(body, idempotencyKey),
    onSuccess: () => refreshWallet(queryClient, viewerId),
  });
}

/** A stylist's own price shows on their profile: written there, and the profile refetched. */
export function useSetSubscriptionPrice(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetSubscriptionPriceBody) => api.paidSubscriptions.setPrice(body),
    onSuccess: (subscriptionPrice) => {
      queryClient.setQueryData<UserProfile>(
        profileKeys.detail(viewerId),
        (profile) => profile && { ...profile, subscriptionPrice },
      );
      return queryClient.invalidateQueries({ queryKey: profileKeys.detail(viewerId) });
    },
  });
}

interface PaidStylist {
  id: string;
  username: string;
}

/** The viewer's paid subscription to a stylist, written into the cached profile at once. */
function writePaidSubscription(
  queryClient: QueryClient,
  stylistId: string,
  paidSubscription: PaidSubscription,
) {
  queryClient.setQueryData<UserProfile>(
    profileKeys.detail(stylistId),
    (profile) => profile && { ...profile, paidSubscription },
  );
}

/**
 * Takes a paid subscription. Everything the stylist keeps for paid subscribers changes with it, so every
 * group that may hold their collections, products and looks is refetched: locked placeholders become the
 * real collections without a reload. A 402 is the caller's to show (it carries the shortfall).
 */
export function usePaidSubscribe(viewerId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ stylist, idempotencyKey }: { stylist: PaidStylist; idempotencyKey: string }) =>
      api.paidSubscriptions.subscribe(stylist.id, idempotencyKey),
    onSuccess: (subscription, { stylist }) => {
      writePaidSubscription(queryClient, stylist.id, subscription);
      // Here rather than at the call: the locked screen that asked may already have turned into the open one.
      toast.show(`You're a paid subscriber of @${stylist.username}`, { type: 'success' });
      return refreshAfterPaidSubscription(queryClient, viewerId);
    },
  });
}

/** Cancels at the end of the period paid for: still unlocked until then, so only the money views change. */
export function useCancelPaidSubscription(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stylistId: string) => api.paidSubscriptions.cancel(stylistId),
    onSuccess: (subscription, stylistId) => {
      writePaidSubscription(queryClient, stylistId, subscription);
      return queryClient.invalidateQueries({ queryKey: paidSubscriptionKeys.list(viewerId) });
    },
  });
}

/**
 * Agrees to a stylist's new price as offered. Either way the list is refetched: a refusal (409) means the
 * stylist changed the price again, and the list then shows the price asked now.
 */
export function useAcceptSubscriptionPrice(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stylistId, offered }: { stylistId: string; offered: SubscriptionPrice }) =>
      api.paidSubscriptions.acceptPrice(stylistId, offered),
    onSuccess: (subscription, { stylistId }) => writePaidSubscription(queryClient, stylistId, subscription),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paidSubscriptionKeys.list(viewerId) }),
  });
}

function refreshAfterPaidSubscription(queryClient: QueryClient, viewerId: string) {
  return Promise.all([
    refreshAccountData(queryClient),
    queryClient.invalidateQueries({ queryKey: searchKeys.all }),
    refreshWallet(queryClient, viewerId),
    queryClient.invalidateQueries({ queryKey: paidSubscriptionKeys.list(viewerId) }),
  ]);
}
