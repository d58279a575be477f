import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CreateProductBody, LikeState, Product, UpdateProductBody } from '@stylebook/contracts';
import { useCallback } from 'react';
import { api } from '../lib/api';
import { useLikeToggle } from './like-toggle';
import { STALE_TIME } from './stale-time';

/** Products live under the 'products' group, which is refreshed after sign-in (SPEC.md §4). */
export const productKeys = {
  all: ['products'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
  ofUser: (userId: string) => [...productKeys.all, 'user', userId] as const,
};

const USER_PRODUCTS_PAGE_SIZE = 30;

/** A person's products as the viewer may see them, newest first, paged by offset. */
export function userProductsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: productKeys.ofUser(userId),
    queryFn: ({ pageParam, signal }) =>
      api.users.products(userId, { limit: USER_PRODUCTS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextOffset ?? undefined,
    staleTime: STALE_TIME.profile,
  });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api.products.get(id, signal),
  });
}

/** Writes a product's like state into every cached copy of it: the one place a like changes the cache. */
function writeLikeState(queryClient: QueryClient, id: string, like: LikeState) {
  queryClient.setQueryData<Product>(productKeys.detail(id), (product) => product && { ...product, ...like });
}

/** The product page's like button (SPEC.md §6: signed-in people only; the caller guards). */
export function useToggleProductLike(product: Product): (likedByMe: boolean) => void {
  const queryClient = useQueryClient();
  const { id } = product;
  return useLikeToggle({
    read: useCallback(
      () => queryClient.getQueryData<Product>(productKeys.detail(id)) ?? product,
      [queryClient, id, product],
    ),
    write: useCallback((like: LikeState) => writeLikeState(queryClient, id, like), [queryClient, id]),
    send: useCallback((liked: boolean) => (liked ? api.products.like(id) : api.products.unlike(id)), [id]),
  });
}

export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductBody) => api.products.update(id, body),
    onSuccess: (product) => queryClient.setQueryData(productKeys.detail(id), product),
  });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductBody) => api.products.create(body),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.ofUser(product.owner.id) });
    },
  });
}
