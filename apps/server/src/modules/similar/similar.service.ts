import {
  SIMILAR_MAX_OFFSET,
  type SimilarCollections,
  type SimilarCollectionsQuery,
  type SimilarProductsPage,
  type SimilarProductsQuery,
} from '@stylebook/contracts';
import { notFound } from '../../lib/errors.ts';
import { createInvalidatedCache, type CacheFeed } from '../../lib/invalidated-cache.ts';
import { toRankedPage } from '../../lib/paging.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { CollectionsService } from '../collections/collections.service.ts';
import type { ProductCards } from '../cards/product-cards.ts';
import type { Viewers } from '../users/users.viewers.ts';
import type { SimilarRepository } from './similar.repository.ts';
import { wordsOf } from './similar.words.ts';

export interface SimilarServiceDeps {
  repository: SimilarRepository;
  /** Collection cards, locked as the viewer must see them (collections module). */
  collections: Pick<CollectionsService, 'cards'>;
  /** Product cards as anyone sees them, kept in memory (shared with Featured, search and product pages). */
  productCards: Pick<ProductCards, 'visibleTo'>;
  viewers: Pick<Viewers, 'seesWhatAnyoneSees'>;
  changes: CacheFeed;
}

/**
 * Rankings kept for what anyone may see, by product, least recently used dropped first: each is at most
 * MAX_RANKED ids (about 15 kB), so some 15 MB.
 */
const CACHED_RANKINGS = 1_000;

/**
 * What a ranking is drawn from: any product's brand, words or visibility, and any collection's products or
 * visibility. The log names the rows that changed, not the rankings holding them, so any change drops all.
 */
const RANKINGS_CHANGED_BY = ['product', 'collection'] as const;

const productNotFound = () => notFound('Product not found');
const collectionNotFound = () => notFound('Collection not found');

/** "More like this" and "Similar collections" (issue 15), each as its viewer may see it. */
export function createSimilarService(deps: SimilarServiceDeps) {
  const { repository, collections, productCards, viewers, changes } = deps;
  const sharedRankings = createInvalidatedCache<string[]>(changes, {
    name: 'similar-rankings',
    max: CACHED_RANKINGS,
    clearedBy: [...RANKINGS_CHANGED_BY],
  });

  /** Ids of the products like this one the viewer may see, best first; undefined if they may not see it. */
  async function rankProducts(id: string, viewerId: string | null): Promise<string[] | undefined> {
    const subject = await repository.findProduct(id, viewerId);
    if (!subject) return undefined;
    const collectionIds = await repository.collectionsOfCopies(subject.rootProductId, viewerId);
    // What it is: its description's words (its brand's when it has none; the brand also counts by itself).
    const described = wordsOf(subject.description?.trim() || subject.brand);
    const ranked = await repository.rankProducts(subject, collectionIds, described, viewerId);
    return ranked.map((match) => match.id);
  }

  return {
    /**
     * `GET /api/products/{id}/similar`. What anyone may see is ranked once per product and shared by
     * signed-out visitors and everyone who sees no more than they do; anyone else is ranked alone.
     */
    async products(
      id: string,
      viewer: Actor | null,
      window: SimilarProductsQuery,
    ): Promise<SimilarProductsPage> {
      const seesWhatAnyoneSees = !viewer || (await viewers.seesWhatAnyoneSees(viewer.userId));
      const ranking = seesWhatAnyoneSees
        ? await sharedRankings.getOne(id, () => rankProducts(id, null))
        : await rankProducts(id, viewer.userId);
      if (!ranking) throw productNotFound();
      const ids = ranking.slice(window.offset, window.offset + window.limit);
      const cards = await productCards.visibleTo(ids, seesWhatAnyoneSees ? null : viewer.userId);
      return toRankedPage(ranking, window, cards, SIMILAR_MAX_OFFSET);
    },

    /** `GET /api/collections/{id}/similar`: listed collections like this one, best first. */
    async collections(
      id: string,
      viewer: Actor | null,
      { limit }: SimilarCollectionsQuery,
    ): Promise<SimilarCollections> {
      const viewerId = viewer?.userId ?? null;
      const subject = await repository.findCollection(id, viewerId);
      if (!subject) throw collectionNotFound();
      const roots = subject.isUnlocked ? await repository.rootsShownIn(id, viewerId) : [];
      const ranked = await repository.rankCollections(subject, roots, wordsOf(subject.name), viewerId, limit);
      if (ranked.length === 0) return { items: [] };
      const rows = await repository.collectionRows(
        ranked.map((match) => match.id),
        viewerId,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const ordered = ranked.flatMap((match) => byId.get(match.id) ?? []);
      return { items: await collections.cards(ordered, viewerId) };
    },
  };
}

export type SimilarService = ReturnType<typeof createSimilarService>;
