import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { UserProfileSummary } from '@stylebook/contracts';
import { api } from '../lib/api';
import { profileEdited } from './profile';
import { STALE_TIME } from './stale-time';

/** The signed-in person's own account: their summary and their sessions, under the 'user' group. */
export const accountKeys = {
  summary: (userId: string) => ['user', userId, 'summary'] as const,
  sessions: ['user', 'sessions'] as const,
};

export function accountSummaryQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountKeys.summary(userId),
    queryFn: () => api.users.summary(userId),
    staleTime: STALE_TIME.profile,
  });
}

/** The person's own fields as the server saved them: the account screen's summary and their profile. */
export function accountEdited(queryClient: QueryClient, summary: UserProfileSummary) {
  queryClient.setQueryData(accountKeys.summary(summary.id), summary);
  return profileEdited(queryClient, summary);
}

export function accountSessionsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: () => api.identity.sessions().then(({ sessions }) => sessions),
  });
}

/** Whether this deployment offers Google sign-in: fixed by its configuration, so asked once per page load. */
export function signInMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['sign-in-methods'] as const,
    queryFn: () => api.identity.signInMethods(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
