import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, type NotificationMailPreferences } from '@stylebook/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { notificationKeys, useMarkNotificationsRead, useSetNotificationMail } from './notifications';

vi.mock('../lib/api', () => ({
  api: { notifications: { setPreferences: vi.fn(), markRead: vi.fn() } },
}));

const allOn: NotificationMailPreferences['mail'] = {
  new_follower: true,
  product_liked: true,
  collection_saved: true,
  product_saved: true,
  paid_subscriber: true,
  price_drop: true,
  back_in_stock: true,
  removed_by_moderators: true,
};

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(notificationKeys.preferences('u1'), { mail: allOn });
  queryClient.setQueryData(notificationKeys.unreadCount('u1'), { unreadCount: 4 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('notification mail switches', () => {
  beforeEach(() => vi.resetAllMocks());
  const mailOf = (queryClient: QueryClient) =>
    queryClient.getQueryData<NotificationMailPreferences>(notificationKeys.preferences('u1'))?.mail;

  it('turns a kind off at once and sends only that kind', async () => {
    let answer: (value: NotificationMailPreferences) => void = () => undefined;
    vi.mocked(api.notifications.setPreferences).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useSetNotificationMail('u1'), { wrapper });

    act(() => result.current.mutate({ kind: 'price_drop', on: false }));
    await waitFor(() => expect(mailOf(queryClient)?.price_drop).toBe(false));
    expect(api.notifications.setPreferences).toHaveBeenCalledWith({ mail: { price_drop: false } });
    act(() => answer({ mail: { ...allOn, price_drop: false } }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mailOf(queryClient)).toEqual({ ...allOn, price_drop: false });
  });

  it('puts the switch back when the server refuses', async () => {
    vi.mocked(api.notifications.setPreferences).mockRejectedValue(new ApiError(500, 'Server is down'));
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useSetNotificationMail('u1'), { wrapper });

    act(() => result.current.mutate({ kind: 'new_follower', on: false }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(mailOf(queryClient)).toEqual(allOn);
  });
});

describe('marking notifications read', () => {
  it('sets the bell from what the server counts after', async () => {
    vi.mocked(api.notifications.markRead).mockResolvedValue({ unreadCount: 1 });
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(() => useMarkNotificationsRead('u1'), { wrapper });

    act(() => result.current.mutate('6f1c1f49-5cf0-4d38-9a3c-3c8f1f0d8f10'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.notifications.markRead).toHaveBeenCalledWith({ upTo: '6f1c1f49-5cf0-4d38-9a3c-3c8f1f0d8f10' });
    expect(queryClient.getQueryData(notificationKeys.unreadCount('u1'))).toEqual({ unreadCount: 1 });
  });
});
