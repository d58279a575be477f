import type {
  FeaturedProduct,
  FollowingFeedCollection,
  FollowingFeedLook,
  FollowingFeedQuery,
  FollowingSuggestions,
} from '@stylebook/contracts';
import { badRequest } from '../../lib/errors.ts';
import type { Json } from '../../lib/reply-json.ts';
import { groupCollectionPreviews, toCollectionCard } from '../cards/cards.mapper.ts';
import type { CardsRepository } from '../cards/cards.repository.ts';
import type { ProductCards, SharedCard } from '../cards/product-cards.ts';
import { toLookCard } from '../looks/looks.mapper.ts';
import type { Viewers } from '../users/users.viewers.ts';
import {
  decodeCursor,
  encodeCursor,
  type FeedItemJson,
  toCollectionItemJson,
  toLookItemJson,
  toProductItemJson,
} from './following-feed.mapper.ts';
import type { FollowingFeedRepository, InboxRow } from './following-feed.repository.ts';

/**
 * Reads of the inbox one page may make: a page whose rows are hidden from the viewer (private, removed,
 * their author suspended or blocked) reads on, so pages are not short, but never more than this.
 */
const MAX_READS_PER_PAGE = 4;
const SUGGESTED_STYLISTS = 10;

export interface FollowingFeedPageJson {
  items: FeedItemJson[];
  nextCursor: string | null;
}

/**
 * The Following feed (docs/product.md §22): what the people the viewer follows made, newest first, from the
 * inbox the triggers of migration 0029 keep. Which rows the viewer may see is decided here, as a page is
 * read, with the same rules as every other list (db/visibility.ts); products come from the shared card
 * cache, as Featured's do.
 */
export function createFollowingFeedService(deps: {
  repository: FollowingFeedRepository;
  previews: Pick<CardsRepository, 'listCollectionPreviews'>;
  productCards: Pick<ProductCards, 'shared' | 'owners' | 'featured'>;
  viewers: Pick<Viewers, 'blockedWith'>;
}) {
  const { repository, previews, productCards, viewers } = deps;

  /** The product rows the viewer may see, as Featured tiles, by id. */
  async function productItems(ids: string[], viewerId: string, blocked: ReadonlySet<string>) {
    if (ids.length === 0) return new Map<string, Json<FeaturedProduct>>();
    const shared = await productCards.shared(ids);
    const standing = [...shared.values()].filter((entry) => !blocked.has(entry.ownerId));
    // Public ones (standing, not hidden by their placement) are everyone's; the others only a paid
    // subscriber of their owner may see, asked of the database for the few there are.
    const allowed = await repository.productsVisibleAmong(
      standing.filter((entry) => !entry.isPublic).map((entry) => entry.card.id),
      viewerId,
    );
    const visible: SharedCard[] = standing.filter((entry) => entry.isPublic || allowed.has(entry.card.id));
    const owners = await productCards.owners(visible.map((entry) => entry.ownerId));
    const shown = visible.filter((entry) => owners.has(entry.ownerId));
    const cards = await productCards.featured(shown, owners, viewerId);
    return new Map(shown.map((entry, index) => [entry.card.id, cards[index]!]));
  }

  async function lookItems(ids: string[], viewerId: string) {
    if (ids.length === 0) return new Map<string, FollowingFeedLook['look']>();
    const rows = await repository.lookCards(ids, viewerId);
    return new Map(rows.map((row) => [row.id, toLookCard(row)]));
  }

  async function collectionItems(ids: string[], viewerId: string) {
    const items = new Map<string, Pick<FollowingFeedCollection, 'collection' | 'locked'>>();
    if (ids.length === 0) return items;
    const rows = await repository.collectionRows(ids, viewerId);
    const grouped = groupCollectionPreviews(
      await previews.listCollectionPreviews(
        rows.map((row) => row.id),
        viewerId,
      ),
    );
    for (const row of rows) {
      // A locked card keeps its name, owner and count but shows only the blurred cover (docs/product.md §4).
      const locked = !row.isUnlocked;
      items.set(row.id, { collection: toCollectionCard(row, grouped.get(row.id), locked), locked });
    }
    return items;
  }

  /** The rows of one inbox read the viewer may see, in the inbox's order, each as its item's JSON. */
  async function visibleItems(rows: InboxRow[], viewerId: string): Promise<FeedItemJson[]> {
    const idsOf = (kind: InboxRow['kind']) =>
      rows.filter((row) => row.kind === kind).map((row) => row.itemId);
    const blocked = await viewers.blockedWith(viewerId);
    const [products, looks, collections] = await Promise.all([
      productItems(idsOf('product'), viewerId, blocked),
      lookItems(idsOf('look'), viewerId),
      collectionItems(idsOf('collection'), viewerId),
    ]);
    return rows.flatMap((row): FeedItemJson[] => {
      const createdAt = row.createdAt.toISOString();
      if (row.kind === 'product') {
        const product = products.get(row.itemId);
        return product ? [toProductItemJson(createdAt, product)] : [];
      }
      if (row.kind === 'look') {
        const look = looks.get(row.itemId);
        return look ? [toLookItemJson(createdAt, look)] : [];
      }
      const collection = collections.get(row.itemId);
      return collection ? [toCollectionItemJson(createdAt, collection)] : [];
    });
  }

  return {
    /**
     * A page of up to `limit` things, newest first, after `cursor`. Each read asks for one row more than
     * the page still needs, so a page knows whether another follows; the cursor names the last row read,
     * so a next page never repeats or skips one, however many things arrive meanwhile.
     */
    async page(viewerId: string, { limit, cursor }: FollowingFeedQuery): Promise<FollowingFeedPageJson> {
      let after = cursor === undefined ? null : decodeCursor(cursor);
      if (after === undefined) throw badRequest('Invalid cursor');
      const items: FeedItemJson[] = [];
      for (let reads = 0; reads < MAX_READS_PER_PAGE; reads++) {
        const wanted = limit - items.length;
        const rows = await repository.inbox(viewerId, after, wanted + 1);
        const read = rows.slice(0, wanted);
        items.push(...(await visibleItems(read, viewerId)));
        const last = read.at(-1);
        if (rows.length <= wanted || !last) return { items, nextCursor: null };
        after = { createdAtMicros: BigInt(last.createdAtMicros), itemId: last.itemId };
        if (items.length === limit) break;
      }
      return { items, nextCursor: after && encodeCursor(after) };
    },

    async suggestions(viewerId: string): Promise<FollowingSuggestions> {
      return { items: await repository.suggestions(viewerId, SUGGESTED_STYLISTS) };
    },
  };
}

export type FollowingFeedService = ReturnType<typeof createFollowingFeedService>;
