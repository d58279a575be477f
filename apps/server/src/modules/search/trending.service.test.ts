import { describe, expect, it } from 'vitest';
import type { TrendingRepository } from './trending.repository.ts';
import { createTrendingService } from './trending.service.ts';

const page = (total: number) => ({
  items: [],
  hasMore: false,
  nextOffset: null,
  total,
  totalIsLowerBound: false,
});
const found = (total: number) => ({
  products: page(total),
  collections: page(0),
  looks: page(0),
  people: page(0),
});

/** A service over `queries` (what the database would rank) where only `findable` queries find anything. */
function serviceOver(queries: string[][], findable: Set<string>, cacheSeconds = 60) {
  let clock = 0;
  let reads = 0;
  const repository = {
    trendingQueries: async () => {
      const reading = queries[reads++];
      if (!reading) throw new Error('database gone');
      return reading;
    },
    popularBrands: async () => [],
  } as unknown as TrendingRepository;
  const service = createTrendingService({
    repository,
    search: { publicResults: async ({ q }) => found(findable.has(q) ? 1 : 0) },
    cacheSeconds,
    cacheCounts: { hits: 0, misses: 0 },
    now: () => clock,
  });
  return { service, advance: (seconds: number) => (clock += seconds * 1000), reads: () => reads };
}

describe('trending searches', () => {
  it('keeps at most eight that still find something, in the order read', async () => {
    const queries = Array.from({ length: 12 }, (_, i) => `query ${i}`);
    const { service } = serviceOver([['x', ...queries]], new Set(['x', ...queries.slice(1)]));
    expect((await service.trending()).searches).toEqual(queries.slice(1, 9));
  });

  it('serves one reading for the cache time, then reads again; a failed reading is not kept', async () => {
    const { service, advance, reads } = serviceOver([['first'], ['second']], new Set(['first', 'second']));
    const [a, b] = await Promise.all([service.trending(), service.trending()]);
    expect(a.searches).toEqual(['first']);
    expect(b).toBe(a);
    expect(reads()).toBe(1);
    advance(59);
    expect((await service.trending()).searches).toEqual(['first']);
    advance(1);
    expect((await service.trending()).searches).toEqual(['second']);
    advance(60);
    await expect(service.trending()).rejects.toThrow('database gone');
    await expect(service.trending()).rejects.toThrow('database gone');
    expect(reads()).toBe(4);
  });
});
