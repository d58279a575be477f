import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { ApiError } from '@stylebook/contracts';
import type { PagedUsers, UserListItem } from '@stylebook/contracts';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/ui/toast';
import { api } from '../lib/api';
import { blockKeys, blockedPersonQueryOptions, useBlock, useUnblock } from './blocks';
import { featuredKeys } from './featured';
import { profileKeys } from './keys';
import { notificationKeys } from './notifications';
import { searchKeys } from './search';

vi.mock('../lib/api', () => ({
  api: { blocks: { list: vi.fn(), block: vi.fn(), unblock: vi.fn() } },
}));

beforeEach(() => vi.clearAllMocks());

const person = (id: string): UserListItem => ({
  id,
  username: `user.${id}`,
  name: `User ${id}`,
  avatarUrl: null,
  role: 'USER',
  bio: null,
  isSubscribed: false,
});

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const invalidated = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated;

describe('blockedPersonQueryOptions', () => {
  it('reads the viewer’s blocks page by page until it finds the person', async () => {
    vi.mocked(api.blocks.list)
      .mockResolvedValueOnce({ items: [person('a')], pagination: { page: 1, pages: 2 } })
      .mockResolvedValueOnce({ items: [person('b')], pagination: { page: 2, pages: 2 } });
    const { queryClient } = setup();

    await expect(queryClient.fetchQuery(blockedPersonQueryOptions('me', 'b'))).resolves.toMatchObject({
      id: 'b',
      username: 'user.b',
    });
    expect(vi.mocked(api.blocks.list).mock.calls.map(([query]) => query)).toEqual([
      { page: 1, limit: 100 },
      { page: 2, limit: 100 },
    ]);
  });

  it('answers null for someone the viewer did not block: they may have blocked the viewer', async () => {
    vi.mocked(api.blocks.list).mockResolvedValueOnce({ items: [], pagination: { page: 1, pages: 0 } });
    const { queryClient } = setup();

    await expect(queryClient.fetchQuery(blockedPersonQueryOptions('me', 'b'))).resolves.toBeNull();
  });
});

describe('useBlock', () => {
  it('says who was blocked, remembers it, and refetches every view that may show them', async () => {
    vi.mocked(api.blocks.block).mockResolvedValue(undefined);
    const { queryClient, wrapper } = setup();
    const views = [
      profileKeys.detail('b'),
      featuredKeys.products('seed'),
      featuredKeys.collections('seed'),
      searchKeys.overview('bea', { sort: 'relevance' }),
      notificationKeys.list('me'),
    ];
    for (const key of views) queryClient.setQueryData(key, { cached: true });
    const { result } = renderHook(() => useBlock('me'), { wrapper });

    await act(() => result.current.mutateAsync({ id: 'b', username: 'bea' }));

    expect(api.blocks.block).toHaveBeenCalledWith('b');
    expect(await screen.findByText('Blocked @bea')).toBeTruthy();
    expect(queryClient.getQueryData(blockKeys.person('me', 'b'))).toEqual({ id: 'b', username: 'bea' });
    expect(views.map((key) => invalidated(queryClient, key))).toEqual(views.map(() => true));
  });
});

describe('useUnblock', () => {
  it('takes the person out of Blocked accounts at once and says so', async () => {
    vi.mocked(api.blocks.unblock).mockResolvedValue(undefined);
    const { queryClient, wrapper } = setup();
    const list: InfiniteData<PagedUsers, number> = {
      pages: [{ items: [person('a'), person('b')], pagination: { page: 1, pages: 1 } }],
      pageParams: [1],
    };
    queryClient.setQueryData(blockKeys.list('me'), list);
    queryClient.setQueryData(blockKeys.person('me', 'b'), { id: 'b', username: 'user.b' });
    const { result } = renderHook(() => useUnblock('me'), { wrapper });

    act(() => result.current.mutate({ id: 'b', username: 'user.b' }));

    expect(await screen.findByText('Unblocked @user.b')).toBeTruthy();
    const shown = queryClient.getQueryData<InfiniteData<PagedUsers, number>>(blockKeys.list('me'));
    expect(shown?.pages[0]?.items.map(({ id }) => id)).toEqual(['a']);
    expect(queryClient.getQueryData(blockKeys.person('me', 'b'))).toBeNull();
  });

  it('says why when the server refuses', async () => {
    vi.mocked(api.blocks.unblock).mockRejectedValue(new ApiError(500, 'Try again later'));
    const { wrapper } = setup();
    const { result } = renderHook(() => useUnblock('me'), { wrapper });

    act(() => result.current.mutate({ id: 'b', username: 'user.b' }));

    expect(await screen.findByText('Try again later')).toBeTruthy();
    await waitFor(() => expect(result.current.isError).toBe(true));
  });
});
