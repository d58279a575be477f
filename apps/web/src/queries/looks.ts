import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CreateLookBody, UpdateLookBody } from '@stylebook/contracts';
import { api } from '../lib/api';
import { productKeys } from './products';

/** Looks live under the 'looks' group, which is refreshed after sign-in (SPEC.md §4). */
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
