import type {
  ArchivedCollections,
  Collection,
  CollectionItems,
  CreateCollectionBody,
  SaveState,
  UpdateCollectionBody,
  UserCollections,
} from '@stylebook/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { requireOwnedBy } from '../../lib/ownership.ts';
import type { Actor } from '../../plugins/auth.ts';
import { groupCollectionPreviews, toCollectionCard, toProductCard } from '../cards/cards.mapper.ts';
import type { CardsRepository, CollectionCardRow } from '../cards/cards.repository.ts';
import { toLookCard } from '../looks/looks.mapper.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { LooksRepository } from '../looks/looks.repository.ts';
import { toCollection } from './collections.mapper.ts';
import type {
  CollectionColumns,
  CollectionsRepository,
  OpenCollectionRow,
} from './collections.repository.ts';

export interface CollectionsServiceDeps {
  db: Db;
  repository: CollectionsRepository;
  looks: Pick<LooksRepository, 'listCardsInCollection'>;
  previews: Pick<CardsRepository, 'listCollectionPreviews'>;
  /** Checks that the URL is a verified 'collectionCover' image of this person's (media module). */
  claimCover: (ownerId: string, url: string) => Promise<void>;
  /** Renders and stores the blurred placeholder of the image at `sourceUrl`; null when it cannot. */
  makePlaceholder: (collectionId: string, ownerId: string, sourceUrl: string) => Promise<string | null>;
}

type CreateBody = z.output<typeof CreateCollectionBody>;
type UpdateBody = z.output<typeof UpdateCollectionBody>;

const collectionNotFound = () => notFound('Collection not found');
const collectionRefusals = {
  notFound: collectionNotFound,
  notOwned: 'You can only change your own collections',
};
export const onlyStylistsMessage = 'Only stylists can create public or paid-only collections';
const paidCannotBePrivate = () => badRequest('A paid subscriber only collection cannot be private');

/**
 * A paid-only collection is locked unless the viewer owns it or holds a live paid subscription to its owner;
 * the rule itself is `isCollectionUnlockedTo` (db/visibility.ts), read into every row as `isUnlocked`.
 */
const isLocked = (row: Pick<OpenCollectionRow, 'isPaidSubscriberOnly' | 'isUnlocked'>) =>
  row.isPaidSubscriberOnly && !row.isUnlocked;

export function createCollectionsService(deps: CollectionsServiceDeps) {
  const { db, repository, looks, previews, claimCover, makePlaceholder } = deps;

  /** Count and first images of collections as their cards show them to the viewer, by collection id. */
  async function previewsOf(ids: string[], viewerId: string | null) {
    return groupCollectionPreviews(await previews.listCollectionPreviews(ids, viewerId));
  }

  async function load(id: string, viewerId: string | null): Promise<Collection> {
    const row = await repository.findOpen(id, viewerId);
    if (!row) throw collectionNotFound();
    if (isLocked(row)) {
      const productCount = (await previewsOf([id], viewerId)).get(id)?.productCount ?? 0;
      return toCollection(row, { locked: true, productCount });
    }
    const [productRows, lookRows] = await Promise.all([
      repository.listProductCards(id, viewerId),
      looks.listCardsInCollection(id, viewerId),
    ]);
    return toCollection(row, {
      locked: false,
      products: productRows.map(toProductCard),
      looks: lookRows.map(toLookCard),
    });
  }

  /** The collection for changes by `actor`: 404 when they cannot open it, 403 when it is someone else's. */
  async function requireOwned(actor: Actor, id: string): Promise<OpenCollectionRow> {
    return requireOwnedBy(actor.userId, await repository.findOpen(id, actor.userId), collectionRefusals);
  }

  /** Only a STYLIST may make a collection public or paid-only (docs/product.md §4). */
  async function requireMayPublish(actor: Actor, body: Partial<CreateBody>) {
    if (body.isPrivate !== false && body.isPaidSubscriberOnly !== true) return;
    if ((await repository.roleOf(actor.userId)) !== 'STYLIST') throw forbidden(onlyStylistsMessage);
  }

  /**
   * A paid-only collection's locked cover, made from its cover or else its first product's image. Everyone
   * sees the placeholder, so it is drawn from what the collection shows anyone: what its owner sees of it,
   * as they see no more of other people's products than anyone does.
   */
  async function refreshPlaceholder(id: string, ownerId: string) {
    const row = await repository.findOpen(id, ownerId);
    if (!row?.isPaidSubscriberOnly) return;
    const source = row.coverImageUrl ?? (await previewsOf([id], ownerId)).get(id)?.imageUrls[0];
    const coverPlaceholderUrl = source ? await makePlaceholder(id, ownerId, source) : null;
    if (coverPlaceholderUrl !== row.coverPlaceholderUrl) await repository.update(id, { coverPlaceholderUrl });
  }

  async function items(id: string, viewerId: string): Promise<CollectionItems> {
    const ids = await repository.itemIds(id, viewerId);
    return { ...ids, productCount: ids.productIds.length };
  }

  function sameSet(given: string[], current: string[]) {
    return (
      given.length === current.length &&
      new Set(given).size === given.length &&
      given.every((id) => current.includes(id))
    );
  }

  async function cards(rows: CollectionCardRow[], viewerId: string | null) {
    const grouped = await previewsOf(
      rows.map(({ id }) => id),
      viewerId,
    );
    return rows.map((row) => toCollectionCard(row, grouped.get(row.id), isLocked(row)));
  }

  return {
    get: (id: string, viewer: Actor | null) => load(id, viewer?.userId ?? null),

    /** Cards of collections listed by another module (search), locked as the viewer must see them. */
    cards,

    /** For other modules' writes into a collection (a new product or look filed there). */
    requireOwned,

    async create(actor: Actor, body: CreateBody): Promise<Collection> {
      await requireMayPublish(actor, body);
      if (body.isPrivate && body.isPaidSubscriberOnly) throw paidCannotBePrivate();
      const id = await repository.insert({ ownerId: actor.userId, ...body });
      return load(id, actor.userId);
    },

    async update(actor: Actor, id: string, body: UpdateBody): Promise<Collection> {
      const current = await requireOwned(actor, id);
      await requireMayPublish(actor, body);
      const isPrivate = body.isPrivate ?? current.isPrivate;
      const isPaidSubscriberOnly = body.isPaidSubscriberOnly ?? current.isPaidSubscriberOnly;
      if (isPrivate && isPaidSubscriberOnly) throw paidCannotBePrivate();
      const currentItems = await repository.itemIds(id, actor.userId);
      if (body.productIds && !sameSet(body.productIds, currentItems.productIds)) {
        throw badRequest("productIds must be exactly the collection's current products");
      }
      if (body.lookIds && !sameSet(body.lookIds, currentItems.lookIds)) {
        throw badRequest("lookIds must be exactly the collection's current looks");
      }
      if (body.coverImageUrl) await claimCover(actor.userId, body.coverImageUrl);

      const changes: Partial<CollectionColumns> = {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.isPrivate !== undefined && { isPrivate }),
        ...(body.isPaidSubscriberOnly !== undefined && { isPaidSubscriberOnly }),
        ...(body.coverImageUrl !== undefined && { coverImageUrl: body.coverImageUrl }),
      };
      await db.transaction(async (tx) => {
        await repository.update(id, changes, tx);
        if (body.productIds) await repository.reorder(tx, id, 'products', body.productIds);
        if (body.lookIds) await repository.reorder(tx, id, 'looks', body.lookIds);
      });
      await refreshPlaceholder(id, actor.userId);
      return load(id, actor.userId);
    },

    async delete(actor: Actor, id: string): Promise<void> {
      await requireOwned(actor, id);
      await repository.delete(id);
    },

    async setArchived(actor: Actor, id: string, archived: boolean): Promise<Collection> {
      const current = await requireOwned(actor, id);
      if (archived !== (current.archivedAt !== null)) {
        await repository.update(id, { archivedAt: archived ? new Date() : null });
      }
      return load(id, actor.userId);
    },

    async listArchived(actor: Actor): Promise<ArchivedCollections> {
      return { collections: await cards(await repository.listArchived(actor.userId), actor.userId) };
    },

    refreshPlaceholder,

    async addProduct(actor: Actor, id: string, productId: string): Promise<CollectionItems> {
      await requireOwned(actor, id);
      const productOwnerId = await repository.visibleProductOwner(productId, actor.userId);
      if (!productOwnerId) throw notFound('Product not found');
      await db.transaction(async (tx) => {
        await repository.addProduct(id, productId, tx);
        await notify(tx, {
          kind: 'product_saved',
          recipientId: productOwnerId,
          actorId: actor.userId,
          productId,
          collectionId: id,
        });
      });
      await refreshPlaceholder(id, actor.userId);
      return items(id, actor.userId);
    },

    async removeProduct(actor: Actor, id: string, productId: string): Promise<CollectionItems> {
      await requireOwned(actor, id);
      await repository.removeProduct(id, productId);
      await refreshPlaceholder(id, actor.userId);
      return items(id, actor.userId);
    },

    async addLook(actor: Actor, id: string, lookId: string): Promise<CollectionItems> {
      await requireOwned(actor, id);
      if (!(await repository.isLookVisibleTo(lookId, actor.userId))) throw notFound('Look not found');
      await repository.addLook(id, lookId);
      return items(id, actor.userId);
    },

    async removeLook(actor: Actor, id: string, lookId: string): Promise<CollectionItems> {
      await requireOwned(actor, id);
      await repository.removeLook(id, lookId);
      return items(id, actor.userId);
    },

    /** Saves another person's collection the actor may open and see into (public; paid-only needs a subscription). */
    async save(actor: Actor, id: string): Promise<SaveState> {
      const row = await repository.findOpen(id, actor.userId);
      if (!row) throw collectionNotFound();
      if (row.ownerId === actor.userId) throw forbidden('You cannot save your own collection');
      if (isLocked(row)) throw forbidden('Subscribe to save this collection');
      await db.transaction(async (tx) => {
        await repository.save(actor.userId, id, tx);
        await notify(tx, {
          kind: 'collection_saved',
          recipientId: row.ownerId,
          actorId: actor.userId,
          collectionId: id,
        });
      });
      return { isSaved: true };
    },

    async unsave(actor: Actor, id: string): Promise<SaveState> {
      if (!(await repository.findOpen(id, actor.userId))) throw collectionNotFound();
      await repository.unsave(actor.userId, id);
      return { isSaved: false };
    },

    /** A profile's collections; only the person themself sees their private ones and their saved list. */
    async listOfUser(userId: string, viewer: Actor | null): Promise<UserCollections> {
      if (!(await repository.userExists(userId))) throw notFound('User not found');
      const viewerId = viewer?.userId ?? null;
      const [own, saved] = await Promise.all([
        repository.listCardsOfOwner(userId, viewerId),
        viewerId === userId ? repository.listSaved(userId) : Promise.resolve([]),
      ]);
      return { collections: await cards(own, viewerId), saved: await cards(saved, viewerId) };
    },
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;
