import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAccountData } from './account-data';
import { featuredKeys, feedPaging } from './featured';

const page = (nextOffset: number | null, generation: number | null) => ({
  items: [],
  hasMore: nextOffset !== null,
  nextOffset,
  generation,
});

describe('feedPaging', () => {
  it('starts at offset 0 of the newest build', () => {
    expect(feedPaging.initialPageParam).toEqual({ offset: 0 });
  });

  it("asks every later page for the first page's build, even after the feed was rebuilt", () => {
    const first = page(30, 7);
    expect(feedPaging.getNextPageParam(first, [first])).toEqual({ offset: 30, generation: 7 });
    const second = page(60, 8);
    expect(feedPaging.getNextPageParam(second, [first, second])).toEqual({ offset: 60, generation: 7 });
  });

  it('sends no generation for an empty feed, and stops at the end', () => {
    const empty = page(30, null);
    expect(feedPaging.getNextPageParam(empty, [empty])).toEqual({ offset: 30 });
    const last = page(null, 7);
    expect(feedPaging.getNextPageParam(last, [last])).toBeUndefined();
  });
});

describe('featuredKeys', () => {
  it('refreshes the featured products after sign-in, since their tiles show the viewer’s likes', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(featuredKeys.products('s'), { pages: [], pageParams: [] });
    queryClient.setQueryData(featuredKeys.collections('s'), { pages: [], pageParams: [] });

    await refreshAccountData(queryClient);

    expect(queryClient.getQueryState(featuredKeys.products('s'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(featuredKeys.collections('s'))?.isInvalidated).toBe(false);
  });
});
