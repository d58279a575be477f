import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import type { CacheCounts } from '../../lib/cache-use.ts';
import type { FeaturedRepository } from './featured.repository.ts';

/** Generations whose whole order is kept: the newest of each kind and the ones people still scroll. */
const ORDERS_KEPT = 4;
/** At 16 bytes an item, the largest order kept takes 64 MB; a larger generation is read rank by rank. */
const MAX_ITEMS_KEPT = 4_000_000;
/** Ranks read per query while loading an order. */
const CHUNK_SIZE = 100_000;
const UUID_BYTES = 16;

const toUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * The items of a generation in rank order, kept in memory as packed UUIDs: a generation never changes once
 * built, so what is kept needs no invalidation. The first request for a generation starts loading it in
 * the background and is answered from the database, as is every request until the load completes: each
 * such request counts as a miss in `counts`, one answered from memory as a hit.
 */
export function createRankOrders(
  repository: Pick<FeaturedRepository, 'itemIdsAtRanks' | 'itemIdHexRange'>,
  log: FastifyBaseLogger,
  counts: CacheCounts,
) {
  const orders = new LRUCache<number, Buffer>({ max: ORDERS_KEPT });
  const loading = new Set<number>();

  async function load(generationId: number, itemCount: number): Promise<void> {
    const order = Buffer.alloc(itemCount * UUID_BYTES);
    for (let from = 0; from < itemCount; from += CHUNK_SIZE) {
      const hex = await repository.itemIdHexRange(generationId, from, Math.min(from + CHUNK_SIZE, itemCount));
      order.write(hex, from * UUID_BYTES, 'hex');
    }
    orders.set(generationId, order);
  }

  function startLoading(generationId: number, itemCount: number): void {
    if (loading.has(generationId) || itemCount > MAX_ITEMS_KEPT) return;
    loading.add(generationId);
    load(generationId, itemCount)
      .catch((error: unknown) => log.error({ err: error, generationId }, 'loading a feed order failed'))
      .finally(() => loading.delete(generationId));
  }

  return {
    /** The item at each of `ranks` (all below `itemCount`) of the generation, in the order of `ranks`. */
    async itemIds(generationId: number, itemCount: number, ranks: number[]): Promise<string[]> {
      const order = orders.get(generationId);
      if (order) {
        counts.hits++;
        return ranks.map((rank) => toUuid(order.toString('hex', rank * UUID_BYTES, (rank + 1) * UUID_BYTES)));
      }
      counts.misses++;
      startLoading(generationId, itemCount);
      const byRank = await repository.itemIdsAtRanks({ generationId, ranks });
      return ranks.flatMap((rank) => byRank.get(rank) ?? []);
    },
  };
}

export type RankOrders = ReturnType<typeof createRankOrders>;
