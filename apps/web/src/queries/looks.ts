import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CreateLookBody, LikeState, Look, UpdateLookBody } from '@stylebook/contracts';
import { useCallback } from 'react';
import { api } from '../lib/api';
import { useLikeToggle } from './like-toggle';
import { productKeys } from './products';

/** Looks live under the 'looks' group, which is refreshed after sign-in (docs/product.md §12). */
export const lookKeys = {
  all: ['looks'] as const,
  detail: (id: string) => [...lookKeys.all, 'detail', id] as const,
};

export function lookQueryOptions(id: string) {
  return queryOptions({
    queryKey: lookKeys.detail(id),
    queryFn: ({ signal }) => api.looks.get(id, signal),
  });
}

/** A product page lists the looks it is in, so a changed look refreshes the products it touches. */
function refreshProducts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: productKeys.all });
}

export function useCreateLook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLookBody) => api.looks.create(body),
    onSuccess: (look) => {
      queryClient.setQueryData(lookKeys.detail(look.id), look);
      return refreshProducts(queryClient);
    },
  });
}

export function useUpdateLook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLookBody) => api.looks.update(id, body),
    onSuccess: (look) => {
      queryClient.setQueryData(lookKeys.detail(id), look);
      return refreshProducts(queryClient);
    },
  });
}

export function useDeleteLook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.looks.delete(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: lookKeys.detail(id) });
      return refreshProducts(queryClient);
    },
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
