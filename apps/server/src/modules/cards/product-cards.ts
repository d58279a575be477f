import { ProductCard, UserSummary, type FeaturedProduct } from '@stylebook/contracts';
import { createInvalidatedCache, type CacheFeed } from '../../lib/invalidated-cache.ts';
import { jsonValue, jsonWith, shapeJson, type Json } from '../../lib/reply-json.ts';
import { toProductCard } from './cards.mapper.ts';
import type { CardsRepository } from './cards.repository.ts';

/** Cards kept in memory: about 1 KB each. */
const CARD_CACHE_SIZE = 50_000;
const OWNER_CACHE_SIZE = 10_000;
/** Viewers whose likes are kept, and how many likes of one viewer are kept (more are read per page). */
const LIKER_CACHE_SIZE = 10_000;
const LIKES_KEPT_PER_VIEWER = 5_000;

/** A product card without its owner: what every viewer sees of the product itself. */
type CardOfProduct = Omit<ProductCard, 'owner'>;
const CardOfProduct = ProductCard.omit({ owner: true });

/** A product card as every viewer sees it, with what decides where it may be listed. */
export interface SharedCard {
  card: CardOfProduct;
  /** `card` shaped as JSON: a reply adds the owner and the like fields. */
  json: Json<CardOfProduct>;
  ownerId: string;
  isPublic: boolean;
  isFeatured: boolean;
  /**
   * An earlier copy from the same store link is hidden from the public: a signed-in viewer who may see it
   * (its owner, a paid subscriber) then has it as root instead of `card`'s.
   */
  hasHiddenEarlierCopy: boolean;
  likeCount: number;
}

export interface Owner {
  summary: UserSummary;
  json: Json<UserSummary>;
}

interface Likes {
  ids: ReadonlySet<string>;
  /** False when the viewer likes more than LIKES_KEPT_PER_VIEWER products: `ids` is then not all of them. */
  complete: boolean;
}

/**
 * Product cards served from memory and serialized once: the parts every viewer shares (the card, its owner,
 * its like count) are cached by the change feed's 'product', 'user' and 'product_liker' changes; a viewer's
 * own parts (whether they like it, and the root of a product whose store link others saved too) are added
 * per reply.
 */
export function createProductCards({
  feed,
  repository,
}: {
  feed: CacheFeed;
  repository: Pick<
    CardsRepository,
    | 'findSharedCards'
    | 'findOwners'
    | 'findRootsFor'
    | 'listLikedBy'
    | 'findLikedAmong'
    | 'findCardsVisibleTo'
  >;
}) {
  const cards = createInvalidatedCache<SharedCard>(feed, {
    name: 'product-cards',
    max: CARD_CACHE_SIZE,
    keyedBy: ['product'],
  });
  const owners = createInvalidatedCache<Owner>(feed, {
    name: 'product-owners',
    max: OWNER_CACHE_SIZE,
    keyedBy: ['user'],
  });
  const likes = createInvalidatedCache<Likes>(feed, {
    name: 'product-likes',
    max: LIKER_CACHE_SIZE,
    keyedBy: ['product_liker'],
  });

  async function likedAmong(viewerId: string, ids: string[]): Promise<ReadonlySet<string>> {
    const kept = await likes.getOne(viewerId, async () => {
      const liked = await repository.listLikedBy(viewerId, LIKES_KEPT_PER_VIEWER + 1);
      return { ids: new Set(liked), complete: liked.length <= LIKES_KEPT_PER_VIEWER };
    });
    if (kept?.complete) return kept.ids;
    return new Set(await repository.findLikedAmong(viewerId, ids));
  }

  /** The viewer's roots of the cards with a hidden earlier copy (rare: one query). */
  async function rootsFor(viewerId: string | null, shared: SharedCard[]): Promise<Map<string, string>> {
    const ids = shared.filter((entry) => entry.hasHiddenEarlierCopy).map((entry) => entry.card.id);
    if (!viewerId || ids.length === 0) return new Map();
    const rows = await repository.findRootsFor(ids, viewerId);
    return new Map(rows.map((row) => [row.id, row.rootProductId]));
  }

  /** The shared cards of `ids` that exist, by id. */
  const shared = (ids: string[]) =>
    cards.getMany(ids, async (missing) => {
      const rows = await repository.findSharedCards(missing);
      return new Map(
        rows.map((row) => {
          const { owner: _owner, ...card } = toProductCard(row);
          const entry: SharedCard = {
            card,
            json: shapeJson(CardOfProduct, card),
            ownerId: row.ownerId,
            isPublic: row.isPublic,
            isFeatured: row.isFeatured,
            hasHiddenEarlierCopy: row.hasHiddenEarlierCopy,
            likeCount: row.likeCount,
          };
          return [row.id, entry];
        }),
      );
    });

  const ownersOf = (ids: string[]) =>
    owners.getMany([...new Set(ids)], async (missing) => {
      const rows = await repository.findOwners(missing);
      return new Map(rows.map((summary) => [summary.id, { summary, json: shapeJson(UserSummary, summary) }]));
    });

  return {
    shared,
    owners: ownersOf,

    /**
     * The cards of `ids` as `viewerId` sees them, in no order, visibility checked now (a ranking of ids may
     * be a moment older than a change). Anyone's view comes from the shared cache: those still public, with
     * their owners; a signed-in viewer's is read for them.
     */
    async visibleTo(ids: string[], viewerId: string | null): Promise<ProductCard[]> {
      if (ids.length === 0) return [];
      if (viewerId) return (await repository.findCardsVisibleTo(ids, viewerId)).map(toProductCard);
      const cards = [...(await shared(ids)).values()].filter(({ isPublic }) => isPublic);
      const cardOwners = await ownersOf(cards.map(({ ownerId }) => ownerId));
      return cards.flatMap(({ card, ownerId }) => {
        const owner = cardOwners.get(ownerId);
        return owner ? [{ ...card, owner: owner.summary }] : [];
      });
    },

    /**
     * Each card in `entries` as `viewerId` sees it (a FeaturedProduct), in order, joined from its shaped
     * parts; `owners` must hold each card's owner.
     */
    async featured(
      entries: SharedCard[],
      owners: ReadonlyMap<string, Owner>,
      viewerId: string | null,
    ): Promise<Json<FeaturedProduct>[]> {
      const ids = entries.map((entry) => entry.card.id);
      const [liked, roots] = await Promise.all([
        viewerId ? likedAmong(viewerId, ids) : new Set<string>(),
        rootsFor(viewerId, entries),
      ]);
      return entries.map((entry) => {
        const root = roots.get(entry.card.id);
        const card =
          root === undefined || root === entry.card.rootProductId
            ? entry.json
            : shapeJson(CardOfProduct, { ...entry.card, rootProductId: root });
        return jsonWith(card, {
          owner: owners.get(entry.ownerId)!.json,
          likeCount: jsonValue(entry.likeCount),
          likedByMe: jsonValue(liked.has(entry.card.id)),
        });
      });
    },
  };
}

export type ProductCards = ReturnType<typeof createProductCards>;
