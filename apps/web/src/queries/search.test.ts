import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api';
import { searchKeys, searchKindQueryOptions } from './search';

vi.mock('../lib/api', () => ({ api: { search: vi.fn() } }));

const page = (offset: number, more: boolean) => ({
  items: [{ id: `p${offset}` }],
  hasMore: more,
  nextOffset: more ? offset + 20 : null,
  total: 45,
  totalIsLowerBound: false,
});

describe('paging a kind of results', () => {
  beforeEach(() => {
    vi.mocked(api.search).mockReset();
    // Only what paging reads: ids, and where the next page starts.
    vi.mocked(api.search).mockImplementation(
      async ({ offset = 0 }) =>
        ({
          products: page(offset, offset < 40),
          collections: page(offset, false),
          looks: page(offset, false),
          people: page(offset, false),
        }) as unknown as Awaited<ReturnType<typeof api.search>>,
    );
  });

  it('asks every page of products with the same filters and sort, prices in minor units', async () => {
    const queryClient = new QueryClient();
    const filtered = { style: 'WOMENSWEAR', currency: 'JPY', maxPrice: 20_000, sort: 'newest' } as const;
    const options = searchKindQueryOptions('denim', 'products', filtered);
    await queryClient.fetchInfiniteQuery({ ...options, pages: 3 });

    expect(vi.mocked(api.search).mock.calls.map(([query]) => query)).toEqual(
      [0, 20, 40].map((offset) => ({
        q: 'denim',
        kind: 'products',
        limit: 20,
        offset,
        style: 'WOMENSWEAR',
        brand: undefined,
        currency: 'JPY',
        minPrice: undefined,
        maxPrice: 20_000,
        sort: 'newest',
      })),
    );
    const data = queryClient.getQueryData(options.queryKey);
    expect(data?.pages.map(({ items }) => items[0]?.id)).toEqual(['p0', 'p20', 'p40']);
    expect(options.getNextPageParam(data!.pages[2]!, data!.pages, 40, [0, 20, 40])).toBeUndefined();
  });

  it('keeps each set of filters apart, and leaves the other kinds unfiltered', () => {
    const cheap = { currency: 'USD', maxPrice: 50, sort: 'relevance' } as const;
    const dear = { currency: 'USD', minPrice: 500, sort: 'relevance' } as const;
    expect(searchKindQueryOptions('coat', 'products', cheap).queryKey).not.toEqual(
      searchKindQueryOptions('coat', 'products', dear).queryKey,
    );
    expect(searchKindQueryOptions('coat', 'people', cheap).queryKey).toEqual(
      searchKeys.kind('coat', 'people', { sort: 'relevance' }),
    );
  });
});
