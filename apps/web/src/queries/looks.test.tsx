import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Look, LookCard, UserLooks } from '@stylebook/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { lookKeys, profileKeys } from './keys';
import { useCreateLook, useDeleteLook } from './looks';

vi.mock('../lib/api', () => ({ api: { looks: { create: vi.fn(), delete: vi.fn() } } }));

const owner = { id: 'u1', username: 'amara', name: 'Amara', avatarUrl: null, role: 'STYLIST' } as const;
const older: LookCard = {
  id: 'l1',
  ownerId: 'u1',
  owner,
  title: 'Office',
  coverImageUrl: null,
  productCount: 0,
};
const look = { ...older, id: 'l2', title: 'Weekend', products: [] } as unknown as Look;

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData<UserLooks>(profileKeys.looks('u1'), { looks: [older] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const titles = () =>
    queryClient.getQueryData<UserLooks>(profileKeys.looks('u1'))?.looks.map(({ title }) => title);
  return { queryClient, wrapper, titles };
}

describe('own profile Looks after a look change (docs/product.md §12)', () => {
  it('shows a new look first on its owner’s profile at once, then fetches the list again', async () => {
    vi.mocked(api.looks.create).mockResolvedValue(look);
    const { queryClient, wrapper, titles } = setup();
    const { result } = renderHook(() => useCreateLook(), { wrapper });

    act(() => result.current.mutate({ title: 'Weekend', coverImageUrl: '/media/a.jpg', products: [] }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(titles()).toEqual(['Weekend', 'Office']);
    expect(queryClient.getQueryData(lookKeys.detail('l2'))).toEqual(look);
    expect(queryClient.getQueryState(profileKeys.looks('u1'))?.isInvalidated).toBe(true);
  });

  it('takes a deleted look off its owner’s profile at once', async () => {
    vi.mocked(api.looks.delete).mockResolvedValue(undefined);
    const { wrapper, titles } = setup();
    const { result } = renderHook(() => useDeleteLook(older), { wrapper });

    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(titles()).toEqual([]);
  });
});
