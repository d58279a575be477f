import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailedNotificationKind, NotificationMailPreferences } from '@stylebook/contracts';
import { api } from '../lib/api';

/** The signed-in person's notifications, keyed by who is signed in, as the wallet is. */
export const notificationKeys = {
  all: ['notifications'] as const,
  of: (viewerId: string) => [...notificationKeys.all, viewerId] as const,
  unreadCount: (viewerId: string) => [...notificationKeys.of(viewerId), 'unread-count'] as const,
  list: (viewerId: string) => [...notificationKeys.of(viewerId), 'list'] as const,
  preferences: (viewerId: string) => [...notificationKeys.of(viewerId), 'preferences'] as const,
};

/** How often an open app asks for the unread count, besides whenever its window regains focus. */
export const UNREAD_COUNT_REFRESH_MS = 60 * 1000;

export function unreadCountQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: notificationKeys.unreadCount(viewerId),
    queryFn: ({ signal }) => api.notifications.unreadCount(signal),
    select: ({ unreadCount }) => unreadCount,
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}

export function notificationsQueryOptions(viewerId: string) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(viewerId),
    queryFn: ({ pageParam, signal }) =>
      api.notifications.list(pageParam ? { cursor: pageParam } : {}, signal),
    initialPageParam: null as string | null,
    getNextPageParam: ({ nextCursor }) => nextCursor ?? undefined,
    // Each visit shows what is new, with what was unread then still marked so.
    staleTime: 0,
  });
}

/** Marks read every notification up to `upTo` (the newest shown), and sets the bell from the answer. */
export function useMarkNotificationsRead(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) => api.notifications.markRead({ upTo }),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.unreadCount(viewerId), answer),
  });
}

export function notificationPreferencesQueryOptions(viewerId: string) {
  return queryOptions({
    queryKey: notificationKeys.preferences(viewerId),
    queryFn: ({ signal }) => api.notifications.preferences(signal),
  });
}

/** Turns one kind of notification mail on or off, shown at once and rolled back when refused. */
export function useSetNotificationMail(viewerId: string) {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences(viewerId);
  return useMutation({
    // One change at a time, in the order made, so a quick on-off-on ends as the person left it.
    scope: { id: key.join('/') },
    mutationFn: ({ kind, on }: { kind: MailedNotificationKind; on: boolean }) =>
      api.notifications.setPreferences({ mail: { [kind]: on } }),
    onMutate: async ({ kind, on }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NotificationMailPreferences>(key);
      if (before) queryClient.setQueryData(key, { mail: { ...before.mail, [kind]: on } });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
}
