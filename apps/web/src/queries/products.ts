import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { SIMILAR_PRODUCTS_PAGE_SIZE } from '@stylebook/contracts';
import type {
  CreateProductBody,
  FeaturedProduct,
  LikeState,
  PriceHistory,
  Product,
  ProductCard,
  UpdateProductBody,
} from '@stylebook/contracts';
import { useCallback } from 'react';
import { useToast } from '../components/ui/toast';
import { api } from '../lib/api';
import { formErrorMessage } from '../lib/form-error';
import { collectionChanged } from './collections';
import { featuredKeys } from './featured';
import { writeFollowingProduct } from './following';
import { productKeys, profileKeys } from './keys';
import { useLikeToggle } from './like-toggle';
import { writePagedItem } from './paged-lists';
import { STALE_TIME } from './stale-time';

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api.products.get(id, signal),
  });
}

/** "More like this" on a product page, paged by offset as the user scrolls. */
export function similarProductsQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: productKeys.similar(id),
    queryFn: ({ pageParam, signal }) =>
      api.products.similar(id, { limit: SIMILAR_PRODUCTS_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage) =>
      lastPage.hasMore && lastPage.nextOffset !== null ? lastPage.nextOffset : undefined,
    staleTime: STALE_TIME.feed,
  });
}

export function priceHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: productKeys.priceHistory(id),
    queryFn: ({ signal }) => api.products.priceHistory(id, signal),
  });
}

/**
 * Watch price on and off (signed-in people only; the caller guards): shown at once, put back with an error
 * toast if the server refuses, and read again once the server has answered.
 */
export function useTogglePriceWatch(id: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const queryKey = productKeys.priceHistory(id);
  const write = (watchedByMe: boolean) =>
    queryClient.setQueryData<PriceHistory>(queryKey, (history) => history && { ...history, watchedByMe });
  return useMutation({
    mutationFn: (watch: boolean) => (watch ? api.products.watchPrice(id) : api.products.unwatchPrice(id)),
    onMutate: async (watch) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<PriceHistory>(queryKey)?.watchedByMe;
      write(watch);
      return { rollback: () => before !== undefined && write(before) };
    },
    onError: (error, _watch, context) => {
      context?.rollback();
      toast.show(formErrorMessage(error), { type: 'error' });
    },
    onSuccess: ({ watchedByMe }) => write(watchedByMe),
    // A read that left before the write (the page filling in the person's own fields as they tap) may answer
    // after it with the old state: read again once the write is done.
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

/** Writes a product's like state into every cached copy of it: the one place a like changes the cache. */
function writeLikeState(queryClient: QueryClient, id: string, like: LikeState) {
  queryClient.setQueryData<Product>(productKeys.detail(id), (product) => product && { ...product, ...like });
  writePagedItem<FeaturedProduct>(queryClient, featuredKeys.allProducts, id, like);
  writeFollowingProduct(queryClient, id, like);
}

/** A product as any screen that likes it holds it: the product page, or a featured tile. */
export type LikeableProduct = Pick<Product, 'id'> & LikeState;

/** Likes a product from its page or any feed tile of it (signed-in people only; the caller guards). */
export function useToggleProductLike(product: LikeableProduct): (likedByMe: boolean) => void {
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

/**
 * A product made or edited, as the server answered: its page, and its card wherever a list holds it (the
 * featured feed, "More like this", its owner's profile Products). The profile's list is fetched again, as a
 * new product joins it at the top. docs/product.md §12.
 */
function productChanged(queryClient: QueryClient, product: Product) {
  queryClient.setQueryData(productKeys.detail(product.id), product);
  const { description, brand, price, currency, gender, images } = product;
  const card = { description, brand, price, currency, gender, images };
  const profileProducts = profileKeys.products(product.owner.id);
  for (const queryKey of [featuredKeys.allProducts, productKeys.similarLists, profileProducts]) {
    writePagedItem<ProductCard>(queryClient, queryKey, product.id, card);
  }
  writeFollowingProduct(queryClient, product.id, card);
  return queryClient.invalidateQueries({ queryKey: profileProducts });
}

export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductBody) => api.products.update(id, body),
    onSuccess: (product) => productChanged(queryClient, product),
  });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductBody) => api.products.create(body),
    onSuccess: (product, { collectionId }) => {
      // Filed straight into a collection: its count and previews change wherever it is listed.
      if (collectionId) void collectionChanged(queryClient);
      return productChanged(queryClient, product);
    },
  });
}
