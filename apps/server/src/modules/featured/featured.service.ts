import type { FeaturedCollectionsPage, FeaturedProductsPage, FeedQuery } from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import {
  groupCollectionPreviews,
  toCollectionCard,
  toFeaturedProduct,
  toFeedPage,
  type FeedWindow,
} from './featured.mapper.ts';
import type { FeaturedRepository, FeedKind } from './featured.repository.ts';
import { createPermutation } from './permutation.ts';

export interface Generation {
  id: number;
  itemCount: number;
}

export function createFeaturedService(deps: {
  db: Db;
  repository: Pick<
    FeaturedRepository,
    | 'dirtyKinds'
    | 'clearDirty'
    | 'insertGeneration'
    | 'insertProductItems'
    | 'insertCollectionItems'
    | 'countItems'
    | 'pruneGenerations'
    | 'findGeneration'
    | 'productsAtRanks'
    | 'collectionsAtRanks'
    | 'listCollectionPreviews'
  >;
}) {
  const { db, repository } = deps;
  /** One build per kind at a time: the job and a first request on an empty feed share it. */
  const building = new Map<FeedKind, Promise<Generation>>();

  /**
   * Snapshots the eligible items of `kind` into a new generation with dense ranks. Its cost grows with the
   * catalogue, so it runs off the request path except for the very first page of a feed.
   */
  function buildGeneration(kind: FeedKind): Promise<Generation> {
    const running = building.get(kind);
    if (running) return running;
    const build = db
      .transaction(async (tx) => {
        await repository.clearDirty(kind, tx);
        const id = await repository.insertGeneration(kind, tx);
        await (kind === 'products'
          ? repository.insertProductItems(id, tx)
          : repository.insertCollectionItems(id, tx));
        const itemCount = await repository.countItems(id, tx);
        await repository.pruneGenerations(kind, tx);
        return { id, itemCount };
      })
      .finally(() => building.delete(kind));
    building.set(kind, build);
    return build;
  }

  /** The page's window in the requested generation (or the newest), and the ranks its positions map to. */
  async function pageWindow(kind: FeedKind, { limit, offset, seed, generation }: FeedQuery) {
    const found = (await repository.findGeneration(kind, generation)) ?? (await buildGeneration(kind));
    const window: FeedWindow = { generationId: found.id, itemCount: found.itemCount, limit, offset };
    const permute = createPermutation(found.itemCount, seed);
    const ranks: number[] = [];
    for (let position = offset; position < Math.min(offset + limit, found.itemCount); position++) {
      ranks.push(permute(position));
    }
    return { window, ranked: { generationId: found.id, ranks } };
  }

  return {
    buildGeneration,

    dirtyKinds: () => repository.dirtyKinds(),

    async productsPage(query: FeedQuery, viewerId: string | null): Promise<FeaturedProductsPage> {
      const { window, ranked } = await pageWindow('products', query);
      const rows = await repository.productsAtRanks(ranked, viewerId);
      return toFeedPage(rows.map(toFeaturedProduct), window);
    },

    async collectionsPage(query: FeedQuery, viewerId: string | null): Promise<FeaturedCollectionsPage> {
      const { window, ranked } = await pageWindow('collections', query);
      const rows = await repository.collectionsAtRanks(ranked, viewerId);
      const previews = groupCollectionPreviews(
        await repository.listCollectionPreviews(
          rows.map((row) => row.id),
          viewerId,
        ),
      );
      return toFeedPage(
        rows.map((row) => toCollectionCard(row, previews.get(row.id))),
        window,
      );
    },
  };
}

export type FeaturedService = ReturnType<typeof createFeaturedService>;
