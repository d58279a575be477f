import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { LikeState, OffsetPage, Product } from '@stylebook/contracts';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/ui/toast';
import { api } from '../lib/api';
import { featuredKeys } from './featured';
import { productKeys } from './keys';
import { useToggleProductLike } from './products';

vi.mock('../lib/api', () => ({ api: { products: { like: vi.fn(), unlike: vi.fn() } } }));

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
