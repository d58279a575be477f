import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_QUERY_GROUPS, refreshAccountData } from './account-data';

describe('refreshAccountData', () => {
  it('names the cached groups of docs/product.md §12', () => {
    expect(ACCOUNT_QUERY_GROUPS).toEqual([
      'collections',
      'collection',
      'products',
      'looks',
      'user',
      'profile',
    ]);
  });

  it('invalidates every query under those groups and nothing else', async () => {
    const queryClient = new QueryClient();
    const keys = [
      ['collection', 'c1'],
      ['profile', 'u1'],
      ['user', 'u1', 'summary'],
      ['featured', 'products', 's'],
    ];
    for (const key of keys) queryClient.setQueryData(key, { cached: true });

    await refreshAccountData(queryClient);

    const invalidated = (key: string[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(keys.map(invalidated)).toEqual([true, true, true, false]);
  });
});
