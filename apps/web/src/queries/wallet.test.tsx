import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, type PaidSubscription, type UserProfile } from '@stylebook/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { profileKeys } from './keys';
import { paidSubscriptionKeys, useAcceptSubscriptionPrice } from './wallet';

vi.mock('../lib/api', () => ({ api: { paidSubscriptions: { acceptPrice: vi.fn() } } }));

const offered = { amount: 950_000, currency: 'USD' } as const;
const pending: PaidSubscription = {
  status: 'active',
  currentPeriodEnd: '2026-12-26T10:00:00.000Z',
  amount: 300,
  currency: 'USD',
  pendingPrice: { ...offered, startsAt: '2026-12-26T10:00:00.000Z' },
};

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(profileKeys.detail('s1'), { paidSubscription: pending } as UserProfile);
  queryClient.setQueryData(paidSubscriptionKeys.list('u1'), { items: [] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useAcceptSubscriptionPrice('u1'), { wrapper });
  const listIsStale = () => queryClient.getQueryState(paidSubscriptionKeys.list('u1'))?.isInvalidated;
  return { queryClient, result, listIsStale };
}

describe('accepting a new subscription price', () => {
  beforeEach(() => vi.resetAllMocks());

  it('sends the price as offered and shows the subscription renewing at it', async () => {
    const accepted: PaidSubscription = { ...pending, amount: 950_000, pendingPrice: null };
    vi.mocked(api.paidSubscriptions.acceptPrice).mockResolvedValue(accepted);
    const { queryClient, result, listIsStale } = setup();

    act(() => result.current.mutate({ stylistId: 's1', offered }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.paidSubscriptions.acceptPrice).toHaveBeenCalledWith('s1', offered);
    expect(queryClient.getQueryData<UserProfile>(profileKeys.detail('s1'))?.paidSubscription).toEqual(
      accepted,
    );
    expect(listIsStale()).toBe(true);
  });

  it('refetches the list when the price changed since, so the price asked now shows', async () => {
    vi.mocked(api.paidSubscriptions.acceptPrice).mockRejectedValue(
      new ApiError(409, 'This price is no longer on offer', 'CONFLICT'),
    );
    const { result, listIsStale } = setup();

    act(() => result.current.mutate({ stylistId: 's1', offered }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('This price is no longer on offer');
    expect(listIsStale()).toBe(true);
  });
});
