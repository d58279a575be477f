import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CreateLookBody, LikeState, Look, UpdateLookBody, UserLooks } from '@stylebook/contracts';
import { useCallback } from 'react';
import { api } from '../lib/api';
import { lookCardOf } from './collections';
import { useLikeToggle } from './like-toggle';
import { lookKeys, productKeys, profileKeys } from './keys';

export function lookQueryOptions(id: string) {
  return queryOptions({
    queryKey: lookKeys.detail(id),
    queryFn: ({ signal }) => api.looks.get(id, signal),
  });
}

/**
 * A look made, changed or deleted: its page, and its card in its owner's profile Looks (newest first, as the
 * server lists them), written at once; then that list and the product pages, which list the looks each
 * product is in, are fetched again. docs/product.md §12.
 */
function lookChanged(queryClient: QueryClient, ownerId: string, id: string, look: Look | null) {
  if (look) queryClient.setQueryData(lookKeys.detail(id), look);
  else queryClient.removeQueries({ queryKey: lookKeys.detail(id) });
  queryClient.setQueryData<UserLooks>(profileKeys.looks(ownerId), (cached) => {
    if (!cached) return cached;
    if (!look) return { looks: cached.looks.filter((card) => card.id !== id) };
    const card = lookCardOf(look);
    const listed = cached.looks.some((shown) => shown.id === id);
    return {
      looks: listed ? cached.looks.map((shown) => (shown.id === id ? card : shown)) : [card, ...cached.looks],
    };
  });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: profileKeys.looks(ownerId) }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
  ]);
}

export function useCreateLook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLookBody) => api.looks.create(body),
    onSuccess: (look) => lookChanged(queryClient, look.ownerId, look.id, look),
  });
}

export function useUpdateLook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLookBody) => api.looks.update(id, body),
    onSuccess: (look) => lookChanged(queryClient, look.ownerId, id, look),
  });
}

export function useDeleteLook({ id, ownerId }: Pick<Look, 'id' | 'ownerId'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.looks.delete(id),
    onSuccess: () => lookChanged(queryClient, ownerId, id, null),
  });
}

/** The look page's like button, queued and rolled back like a product's (the caller guards sign-in). */
export function useToggleLookLike(look: Look): (likedByMe: boolean) => void {
  const queryClient = useQueryClient();
  const { id } = look;
  return useLikeToggle({
    read: useCallback(
      () => queryClient.getQueryData<Look>(lookKeys.detail(id)) ?? look,
      [queryClient, id, look],
    ),
    write: useCallback(
      (like: LikeState) =>
        queryClient.setQueryData<Look>(lookKeys.detail(id), (shown) => shown && { ...shown, ...like }),
      [queryClient, id],
    ),
    send: useCallback((liked: boolean) => (liked ? api.looks.like(id) : api.looks.unlike(id)), [id]),
  });
}
