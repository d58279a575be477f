import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CreateProductBody, LikeState, Product, UpdateProductBody } from '@stylebook/contracts';
import { useCallback, useRef } from 'react';
import { useToast } from '../components/ui/toast';
import { api } from '../lib/api';
import { formErrorMessage } from '../lib/form-error';
import { writeFeaturedLike } from './featured';

/** Products live under the 'products' group, which is refreshed after sign-in (SPEC.md §4). */
export const productKeys = {
  all: ['products'] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api.products.get(id, signal),
  });
}

/** Writes a product's like state into every cached copy of it: the one place a like changes the cache. */
function writeLikeState(queryClient: QueryClient, id: string, like: LikeState) {
  queryClient.setQueryData<Product>(productKeys.detail(id), (product) => product && { ...product, ...like });
  writeFeaturedLike(queryClient, id, like);
}

function toggledLike(like: LikeState, likedByMe: boolean): LikeState {
  if (like.likedByMe === likedByMe) return like;
  return { likedByMe, likeCount: Math.max(0, like.likeCount + (likedByMe ? 1 : -1)) };
}

/** A product as any screen that likes it holds it: the product page, or a featured tile. */
export type LikeableProduct = Pick<Product, 'id'> & LikeState;

/**
 * Likes or unlikes at once on screen (the product page and every featured tile of it), then tells the
 * server. Taps made while a request is out are queued, so only the latest wish is sent after it and
 * requests never overtake each other; a failure puts back what the server last confirmed and says so.
 */
export function useToggleProductLike(product: LikeableProduct): (likedByMe: boolean) => void {
  const queryClient = useQueryClient();
  const toast = useToast();
  const queue = useRef<{ sending: boolean; wanted: boolean; confirmed: LikeState } | null>(null);
  const { id } = product;

  const send = useCallback(async () => {
    const state = queue.current;
    if (!state || state.sending) return;
    state.sending = true;
    try {
      while (state.wanted !== state.confirmed.likedByMe) {
        state.confirmed = await (state.wanted ? api.products.like(id) : api.products.unlike(id));
      }
      writeLikeState(queryClient, id, state.confirmed);
    } catch (error) {
      writeLikeState(queryClient, id, state.confirmed);
      toast.show(formErrorMessage(error), { type: 'error' });
    } finally {
      queue.current = null;
    }
  }, [id, queryClient, toast]);

  return useCallback(
    (likedByMe: boolean) => {
      const shown = queryClient.getQueryData<Product>(productKeys.detail(id)) ?? product;
      queue.current ??= {
        sending: false,
        wanted: likedByMe,
        confirmed: { likeCount: shown.likeCount, likedByMe: shown.likedByMe },
      };
      queue.current.wanted = likedByMe;
      writeLikeState(queryClient, id, toggledLike(shown, likedByMe));
      void send();
    },
    [id, product, queryClient, send],
  );
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
    onSuccess: (product) => queryClient.setQueryData(productKeys.detail(product.id), product),
  });
}
