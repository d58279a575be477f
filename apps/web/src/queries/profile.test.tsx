import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@stylebook/contracts';
import type { PagedUsers, FollowState, UserProfile } from '@stylebook/contracts';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../components/ui/toast';
import { api } from '../lib/api';
import { profileKeys } from './keys';
import { useToggleFollow, withFollow } from './profile';

vi.mock('../lib/api', () => ({ api: { users: { subscribe: vi.fn(), unsubscribe: vi.fn() } } }));

const profile = { id: 'u1', isSubscribed: false, subscriberCount: 4 } as UserProfile;
const page = { id: 'u1', query: { page: 1, limit: 10 } };
const subscribers = {
  items: [{ id: 'u1', isSubscribed: false }],
  pagination: { page: 1, pages: 1 },
} as PagedUsers;

function deferred() {
  let resolve: (state: FollowState) => void = () => undefined;
  const promise = new Promise<FollowState>((onResolve) => {
    resolve = onResolve;
  });
  return { promise, resolve };
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(profileKeys.detail('u1'), profile);
  queryClient.setQueryData(profileKeys.followers('other', page.query), subscribers);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useToggleFollow(), { wrapper });
  return {
    result,
    subscribe: () => result.current.mutate({ id: 'u1', follow: true, viewerId: 'me' }),
    shown: () => queryClient.getQueryData<UserProfile>(profileKeys.detail('u1')),
    listed: () => queryClient.getQueryData<PagedUsers>(profileKeys.followers('other', page.query)),
  };
}

describe('withFollow', () => {
  it('counts a follow once, and never below zero', () => {
    expect(withFollow(profile, true)).toMatchObject({ isSubscribed: true, subscriberCount: 5 });
    expect(withFollow(profile, false)).toBe(profile);
    expect(withFollow({ ...profile, isSubscribed: true, subscriberCount: 0 }, false)).toMatchObject({
      subscriberCount: 0,
    });
  });
});

describe('useToggleFollow', () => {
  it('shows the follow at once everywhere, then keeps the count the server confirms', async () => {
    const reply = deferred();
    vi.mocked(api.users.subscribe).mockReturnValue(reply.promise);
    const { subscribe, shown, listed } = setup();

    act(subscribe);
    await waitFor(() => expect(shown()).toMatchObject({ isSubscribed: true, subscriberCount: 5 }));
    expect(listed()?.items[0]).toMatchObject({ isSubscribed: true });

    await act(async () => reply.resolve({ isSubscribed: true, subscriberCount: 12 }));
    await waitFor(() => expect(shown()).toMatchObject({ isSubscribed: true, subscriberCount: 12 }));
  });

  it('puts everything back and says why when the server refuses', async () => {
    vi.mocked(api.users.subscribe).mockRejectedValue(new ApiError(500, 'Try again later'));
    const { result, shown, listed } = setup();

    await act(() =>
      expect(result.current.mutateAsync({ id: 'u1', follow: true, viewerId: 'me' })).rejects.toThrow(
        'Try again later',
      ),
    );
    expect(shown()).toMatchObject({ isSubscribed: false, subscriberCount: 4 });
    expect(listed()?.items[0]).toMatchObject({ isSubscribed: false });
    expect(await screen.findByText('Try again later')).toBeTruthy();
  });
});
