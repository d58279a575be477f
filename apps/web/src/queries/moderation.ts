import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CaseStatus, ModerationAction, UserSummary } from '@stylebook/contracts';
import { useToast } from '../components/ui/toast';
import { api } from '../lib/api';
import { refreshAccountData } from './account-data';
import { featuredKeys } from './featured';
import { searchKeys } from './search';

/** The moderators' queue and audit (docs/product.md §20), keyed by who is signed in, as blocks are. */
export const moderationKeys = {
  all: ['moderation'] as const,
  of: (viewerId: string) => [...moderationKeys.all, viewerId] as const,
  /** The Open or Resolved tab, a page at a time. */
  queue: (viewerId: string, status: CaseStatus) => [...moderationKeys.of(viewerId), 'queue', status] as const,
  audit: (viewerId: string) => [...moderationKeys.of(viewerId), 'audit'] as const,
};

/** Cases or audit entries per page of the moderation screen. */
const MODERATION_PAGE = 20;

/** The next page of a paged list, while there is one. */
const nextPage = ({ pagination }: { pagination: { page: number; pages: number } }) =>
  pagination.page < pagination.pages ? pagination.page + 1 : undefined;

export function moderationQueueQueryOptions(viewerId: string, status: CaseStatus) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.queue(viewerId, status),
    queryFn: ({ pageParam, signal }) =>
      api.moderation.queue({ status, page: pageParam, limit: MODERATION_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // Other moderators work the same queue: each visit shows it as it is now.
    staleTime: 0,
  });
}

export function moderationAuditQueryOptions(viewerId: string) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.audit(viewerId),
    queryFn: ({ pageParam, signal }) =>
      api.moderation.audit({ page: pageParam, limit: MODERATION_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
}

/**
 * An action moves a case between the tabs and adds to the audit; a removal, suspension or reinstatement also
 * changes where the thing or its owner shows (docs/product.md §20), so the groups that may show them are
 * fetched again, as after a block.
 */
function refreshAfterModeration(queryClient: QueryClient, viewerId: string) {
  return Promise.all([
    refreshAccountData(queryClient),
    ...[moderationKeys.of(viewerId), searchKeys.all, featuredKeys.allCollections].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ]);
}

/** What the toast says once an action on a case is done. */
export function actionDoneMessage(action: ModerationAction, owner: Pick<UserSummary, 'username'>): string {
  if (action === 'dismiss') return 'Report dismissed';
  if (action === 'remove') return 'Removed';
  return `@${owner.username} suspended`;
}

export interface CaseActionInput {
  caseId: string;
  action: ModerationAction;
  /** Blank means no note. */
  note: string;
  owner: Pick<UserSummary, 'username'>;
}

/** Dismisses a case, removes what it is about or suspends its owner; the sheet shows a refusal. */
export function useModerateCase(viewerId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ caseId, action, note }: CaseActionInput) =>
      api.moderation.act(caseId, { action, note: note.trim() || undefined }),
    onSuccess: (_case, { action, owner }) => {
      toast.show(actionDoneMessage(action, owner), { type: 'success' });
      return refreshAfterModeration(queryClient, viewerId);
    },
  });
}

/** Lifts a suspension: the person may sign in again and what they made shows again. */
export function useReinstate(viewerId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (owner: Pick<UserSummary, 'id' | 'username'>) => api.moderation.reinstate(owner.id),
    onSuccess: (_reply, owner) => {
      toast.show(`@${owner.username} reinstated`, { type: 'success' });
      return refreshAfterModeration(queryClient, viewerId);
    },
  });
}
