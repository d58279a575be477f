import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { LikeState, OffsetPage, Product, ProductCard } from '@stylebook/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/ui/toast';
import { api } from '../lib/api';
import { featuredKeys } from './featured';
import { collectionKeys, productKeys, profileKeys } from './keys';
import { useCreateProduct, useToggleProductLike, useUpdateProduct } from './products';

vi.mock('../lib/api', () => ({
  api: { products: { like: vi.fn(), unlike: vi.fn(), create: vi.fn(), update: vi.fn() } },
}));

const product = { id: 'p1', likeCount: 4, likedByMe: false } as Product;

function deferred() {
  let resolve: (like: LikeState) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<LikeState>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(productKeys.detail('p1'), product);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useToggleProductLike(product), { wrapper });
  const shown = () => queryClient.getQueryData<Product>(productKeys.detail('p1'));
  return { toggle: result.current, shown };
}

describe('useToggleProductLike', () => {
  beforeEach(() => vi.mocked(api.products.like).mockReset());

  it('shows the like at once and keeps what the server confirms', async () => {
    const reply = deferred();
    vi.mocked(api.products.like).mockReturnValue(reply.promise);
    const { toggle, shown } = setup();

    act(() => toggle(true));
    expect(shown()).toMatchObject({ likedByMe: true, likeCount: 5 });

    await act(async () => reply.resolve({ likedByMe: true, likeCount: 9 }));
    expect(shown()).toMatchObject({ likedByMe: true, likeCount: 9 });
  });

  it('sends taps made during a request after it, and only the last wish', async () => {
    const first = deferred();
    vi.mocked(api.products.like).mockReturnValue(first.promise);
    vi.mocked(api.products.unlike).mockResolvedValue({ likedByMe: false, likeCount: 4 });
    const { toggle, shown } = setup();

    act(() => {
      toggle(true);
      toggle(false);
      toggle(true);
      toggle(false);
    });
    expect(api.products.like).toHaveBeenCalledTimes(1);
    expect(shown()).toMatchObject({ likedByMe: false, likeCount: 4 });

    await act(async () => first.resolve({ likedByMe: true, likeCount: 5 }));
    expect(api.products.unlike).toHaveBeenCalledTimes(1);
    expect(shown()).toMatchObject({ likedByMe: false, likeCount: 4 });
  });

  it('shows the like on the featured tile of the product as well, with the count the server confirms', async () => {
    const reply = deferred();
    vi.mocked(api.products.like).mockReturnValue(reply.promise);
    const queryClient = new QueryClient();
    const tile = { id: 'p1', likeCount: 4, likedByMe: false };
    queryClient.setQueryData(featuredKeys.products('s'), {
      pages: [
        { items: [tile, { id: 'p2', likeCount: 1, likedByMe: false }], hasMore: false, nextOffset: null },
      ],
      pageParams: [{ offset: 0 }],
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    );
    const { result } = renderHook(() => useToggleProductLike(tile), { wrapper });
    const shown = () =>
      queryClient.getQueryData<InfiniteData<OffsetPage<LikeState & { id: string }>>>(
        featuredKeys.products('s'),
      )?.pages[0]?.items;

    act(() => result.current(true));
    expect(shown()).toEqual([
      { id: 'p1', likeCount: 5, likedByMe: true },
      { id: 'p2', likeCount: 1, likedByMe: false },
    ]);

    await act(async () => reply.resolve({ likedByMe: true, likeCount: 8 }));
    expect(shown()?.[0]).toEqual({ id: 'p1', likeCount: 8, likedByMe: true });
  });
});

describe('own product changes on the owner’s profile (docs/product.md §12)', () => {
  const owner = { id: 'u1', username: 'amara', name: 'Amara', avatarUrl: null, role: 'STYLIST' } as const;
  const card = { id: 'p1', brand: 'Toteme', owner } as ProductCard;
  const edited = { ...card, brand: 'The Row', likeCount: 0, likedByMe: false } as unknown as Product;

  function setupLists() {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const pages: InfiniteData<OffsetPage<ProductCard>> = {
      pages: [{ items: [card], hasMore: false, nextOffset: null }],
      pageParams: [0],
    };
    queryClient.setQueryData(profileKeys.products('u1'), pages);
    queryClient.setQueryData(profileKeys.detail('u1'), { id: 'u1' });
    queryClient.setQueryData(collectionKeys.ofUser('u1'), { collections: [], saved: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    return { queryClient, wrapper };
  }

  it('shows an edit in the profile’s Products at once', async () => {
    vi.mocked(api.products.update).mockResolvedValue(edited);
    const { queryClient, wrapper } = setupLists();
    const { result } = renderHook(() => useUpdateProduct('p1'), { wrapper });

    act(() => result.current.mutate({ brand: 'The Row' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const shown = queryClient.getQueryData<InfiniteData<OffsetPage<ProductCard>>>(profileKeys.products('u1'));
    expect(shown?.pages[0]?.items[0]?.brand).toBe('The Row');
  });

  it('fetches the owner’s collections and profile again when a new product is filed straight into one', async () => {
    vi.mocked(api.products.create).mockResolvedValue(edited);
    const { queryClient, wrapper } = setupLists();
    const { result } = renderHook(() => useCreateProduct(), { wrapper });

    act(() => result.current.mutate({ collectionId: 'c1' } as Parameters<typeof result.current.mutate>[0]));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([
      stale(profileKeys.products('u1')),
      stale(profileKeys.detail('u1')),
      stale(collectionKeys.ofUser('u1')),
    ]).toEqual([true, true, true]);
  });
});
