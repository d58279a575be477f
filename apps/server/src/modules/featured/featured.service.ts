import type { FeaturedCollectionsPage, FeedQuery } from '@stylebook/contracts';
import { allowLongStatements, type Db } from '../../db/client.ts';
import { createInvalidatedCache, type CacheFeed } from '../../lib/invalidated-cache.ts';
import type { Owner, ProductCards, SharedCard } from '../cards/product-cards.ts';
import { groupCollectionPreviews, toCollectionCard } from '../cards/cards.mapper.ts';
import type { CardsRepository } from '../cards/cards.repository.ts';
import { toFeedPage, type FeedWindow } from './featured.mapper.ts';
import type { FeaturedRepository, FeedKind } from './featured.repository.ts';
import type { RankOrders } from './featured.ranks.ts';
import type { Viewers } from '../users/users.viewers.ts';
import { createPermutation } from './permutation.ts';

/** A build's statements grow with the catalogue, past a request's statement timeout on a large one. */
const BUILD_STATEMENT_TIMEOUT_MS = 5 * 60_000;

export interface Generation {
  id: number;
  itemCount: number;
}

/**
 * Builds feed generations: the rebuild job, the bench and a first request on an empty feed share one
 * builder, so there is one build per kind at a time.
 */
export function createFeedGenerations(deps: {
  db: Db;
  repository: Pick<
    FeaturedRepository,
    | 'dirtyKinds'
    | 'lockChanges'
    | 'findGeneration'
    | 'clearDirty'
    | 'insertGeneration'
    | 'insertProductItems'
    | 'insertCollectionItems'
    | 'countItems'
    | 'pruneGenerations'
  >;
}) {
  const { db, repository } = deps;
  const building = new Map<FeedKind, Promise<Generation>>();

  /**
   * Snapshots the eligible items of `kind` into a new generation with dense ranks, in `tx`, which holds the
   * feed's change row. Its cost grows with the catalogue, so it runs off the request path except for the
   * very first page of a feed.
   */
  async function build(kind: FeedKind, tx: Db): Promise<Generation> {
    await repository.clearDirty(kind, tx);
    const id = await repository.insertGeneration(kind, tx);
    await (kind === 'products'
      ? repository.insertProductItems(id, tx)
      : repository.insertCollectionItems(id, tx));
    const itemCount = await repository.countItems(id, tx);
    await repository.pruneGenerations(kind, tx);
    return { id, itemCount };
  }

  /** One transaction per kind at a time in this process: callers asking meanwhile share its answer. */
  function sharedInProcess(kind: FeedKind, work: (tx: Db) => Promise<Generation>): Promise<Generation> {
    const running = building.get(kind);
    if (running) return running;
    const started = db
      .transaction(async (tx) => {
        await allowLongStatements(tx, BUILD_STATEMENT_TIMEOUT_MS);
        await repository.lockChanges(kind, tx, { skipLocked: false });
        return work(tx);
      })
      .finally(() => building.delete(kind));
    building.set(kind, started);
    return started;
  }

  return {
    /** Builds a new generation of `kind` now, after any build of it under way in another process. */
    buildGeneration: (kind: FeedKind) => sharedInProcess(kind, (tx) => build(kind, tx)),

    /**
     * The newest generation of a feed that had none when a request looked: built once, however many
     * processes ask at the same time, as the ones that waited find the first one's.
     */
    firstGeneration: (kind: FeedKind) =>
      sharedInProcess(
        kind,
        async (tx) => (await repository.findGeneration(kind, undefined, tx)) ?? build(kind, tx),
      ),

    /**
     * Builds a generation of `kind` if its sources changed since the last build and no other process is
     * building it right now (that build clears the flag, or a later pass sees it again); else null.
     */
    async rebuildIfDirty(kind: FeedKind): Promise<Generation | null> {
      return db.transaction(async (tx) => {
        await allowLongStatements(tx, BUILD_STATEMENT_TIMEOUT_MS);
        const changes = await repository.lockChanges(kind, tx, { skipLocked: true });
        return changes?.dirty ? build(kind, tx) : null;
      });
    },

    dirtyKinds: () => repository.dirtyKinds(),
  };
}

export type FeedGenerations = ReturnType<typeof createFeedGenerations>;

export function createFeaturedService(deps: {
  repository: Pick<FeaturedRepository, 'findGeneration' | 'collectionsAtRanks'>;
  previews: Pick<CardsRepository, 'listCollectionPreviews'>;
  generations: Pick<FeedGenerations, 'firstGeneration'>;
  feed: CacheFeed;
  rankOrders: Pick<RankOrders, 'itemIds'>;
  productCards: Pick<ProductCards, 'shared' | 'owners' | 'featured'>;
  viewers: Pick<Viewers, 'blockedWith'>;
}) {
  const { repository, previews, rankOrders, productCards, viewers } = deps;
  const { firstGeneration } = deps.generations;
  /** Which generation a request reads, by kind and requested id: a new or dropped generation clears it. */
  const generations = createInvalidatedCache<Generation>(deps.feed, {
    name: 'featured-generations',
    max: 256,
    clearedBy: ['feed_generation'],
  });

  /** The page's window in the requested generation (or the newest), and the ranks its positions map to. */
  async function pageWindow(kind: FeedKind, { limit, offset, seed, generation }: FeedQuery) {
    const found =
      (await generations.getOne(`${kind}:${generation ?? 'newest'}`, () =>
        repository.findGeneration(kind, generation),
      )) ?? (await firstGeneration(kind));
    const window: FeedWindow = { generationId: found.id, itemCount: found.itemCount, limit, offset };
    const permute = createPermutation(found.itemCount, seed);
    const ranks: number[] = [];
    for (let position = offset; position < Math.min(offset + limit, found.itemCount); position++) {
      ranks.push(permute(position));
    }
    return { window, ranked: { generationId: found.id, ranks } };
  }

  return {
    /**
     * A page of Featured products, from memory once its generation's order and its cards are loaded; each
     * card is checked against today's visibility and comes as its cached JSON (toFeaturedProductsJson joins
     * the reply). The cards are everyone's, so the people a viewer is blocked with are left out here.
     */
    async productsPage(query: FeedQuery, viewerId: string | null) {
      const { window, ranked } = await pageWindow('products', query);
      const ids = await rankOrders.itemIds(ranked.generationId, window.itemCount, ranked.ranks);
      const shared = await productCards.shared(ids);
      const owners = await productCards.owners([...shared.values()].map((entry) => entry.ownerId));
      const blocked = viewerId ? await viewers.blockedWith(viewerId) : NO_ONE;
      const listed = ids.flatMap((id) => {
        const entry = shared.get(id);
        return entry && isFeatured(entry, owners) && !blocked.has(entry.ownerId) ? [entry] : [];
      });
      return toFeedPage(await productCards.featured(listed, owners, viewerId), window);
    },

    async collectionsPage(query: FeedQuery, viewerId: string | null): Promise<FeaturedCollectionsPage> {
      const { window, ranked } = await pageWindow('collections', query);
      const rows = await repository.collectionsAtRanks(ranked, viewerId);
      const grouped = groupCollectionPreviews(
        await previews.listCollectionPreviews(
          rows.map((row) => row.id),
          viewerId,
        ),
      );
      return toFeedPage(
        rows.map((row) => toCollectionCard(row, grouped.get(row.id))),
        window,
      );
    },
  };
}

const NO_ONE: ReadonlySet<string> = new Set();

/** Featured products (featured.repository's isFeaturedProduct): public ones of stylists, or marked featured. */
const isFeatured = (entry: SharedCard, owners: ReadonlyMap<string, Owner>) =>
  entry.isPublic && (entry.isFeatured || owners.get(entry.ownerId)?.summary.role === 'STYLIST');

export type FeaturedService = ReturnType<typeof createFeaturedService>;
