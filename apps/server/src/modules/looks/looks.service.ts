import type {
  CreateLookBody,
  LikeState,
  Look,
  LookProductInput,
  UpdateLookBody,
  UserLooks,
} from '@stylebook/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { requireOwnedBy } from '../../lib/ownership.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { CollectionsRepository } from '../collections/collections.repository.ts';
import { toLook, toLookCard } from './looks.mapper.ts';
import type { LookProductRow, LooksRepository } from './looks.repository.ts';

export interface LooksServiceDeps {
  db: Db;
  repository: LooksRepository;
  collections: Pick<CollectionsRepository, 'addLook'>;
  /** The collection for changes by `actor`: 404 when they cannot open it, 403 when it is someone else's. */
  requireOwnCollection: (actor: Actor, collectionId: string) => Promise<unknown>;
  /** Checks that the URL is a verified 'lookCover' image of this person's (media module). */
  claimCover: (ownerId: string, url: string) => Promise<void>;
}

const lookNotFound = () => notFound('Look not found');
const lookRefusals = { notFound: lookNotFound, notOwned: 'You can only change your own looks' };
const toRow = ({ productId, x, y }: LookProductInput): LookProductRow => ({
  productId,
  x: x ?? null,
  y: y ?? null,
});

export function createLooksService({
  db,
  repository,
  collections,
  requireOwnCollection,
  claimCover,
}: LooksServiceDeps) {
  async function load(id: string, viewerId: string | null): Promise<Look> {
    const row = await repository.findVisible(id, viewerId);
    if (!row) throw lookNotFound();
    const [items, collections] = await Promise.all([
      repository.listProducts(id, viewerId),
      repository.listCollectionsOf(id, viewerId),
    ]);
    return toLook(row, items, collections);
  }

  /** The look for changes by `actor`: 404 when they cannot see it, 403 when it is someone else's. */
  async function requireOwned(actor: Actor, id: string) {
    return requireOwnedBy(actor.userId, await repository.findVisible(id, actor.userId), lookRefusals);
  }

  /** Every product of a look must be one its creator may see. */
  async function requireVisibleProducts(actor: Actor, items: LookProductInput[]) {
    const ids = items.map(({ productId }) => productId);
    if ((await repository.countVisibleProducts(ids, actor.userId)) !== ids.length) {
      throw notFound('Product not found');
    }
  }

  return {
    get: (id: string, viewer: Actor | null) => load(id, viewer?.userId ?? null),

    /** For other modules' writes into a look (a new product pinned there). */
    requireOwned,

    async create(actor: Actor, body: z.output<typeof CreateLookBody>): Promise<Look> {
      await requireVisibleProducts(actor, body.products);
      if (body.collectionId) await requireOwnCollection(actor, body.collectionId);
      await claimCover(actor.userId, body.coverImageUrl);
      const id = await db.transaction(async (tx) => {
        const lookId = await repository.insert(tx, {
          ownerId: actor.userId,
          title: body.title,
          description: body.description || null,
          coverImageUrl: body.coverImageUrl,
        });
        await repository.replaceProducts(tx, lookId, body.products.map(toRow));
        if (body.collectionId) await collections.addLook(body.collectionId, lookId, tx);
        return lookId;
      });
      return load(id, actor.userId);
    },

    async update(actor: Actor, id: string, body: z.output<typeof UpdateLookBody>): Promise<Look> {
      await requireOwned(actor, id);
      if (body.products) await requireVisibleProducts(actor, body.products);
      if (body.coverImageUrl) await claimCover(actor.userId, body.coverImageUrl);
      await db.transaction(async (tx) => {
        await repository.update(tx, id, {
          ...(body.title !== undefined && { title: body.title }),
          ...(body.description !== undefined && { description: body.description || null }),
          ...(body.coverImageUrl !== undefined && { coverImageUrl: body.coverImageUrl }),
        });
        if (body.products) await repository.replaceProducts(tx, id, body.products.map(toRow));
      });
      return load(id, actor.userId);
    },

    async delete(actor: Actor, id: string): Promise<void> {
      await requireOwned(actor, id);
      await repository.delete(id);
    },

    async addProduct(actor: Actor, id: string, item: LookProductInput): Promise<Look> {
      await requireOwned(actor, id);
      await requireVisibleProducts(actor, [item]);
      await repository.upsertProduct(id, toRow(item));
      return load(id, actor.userId);
    },

    async removeProduct(actor: Actor, id: string, productId: string): Promise<Look> {
      await requireOwned(actor, id);
      await repository.removeProduct(id, productId);
      return load(id, actor.userId);
    },

    /** Likes are idempotent; a look the person cannot see answers 404. */
    async setLiked(actor: Actor, id: string, liked: boolean): Promise<LikeState> {
      if (!(await repository.findVisible(id, actor.userId))) throw lookNotFound();
      await (liked ? repository.like(actor.userId, id) : repository.unlike(actor.userId, id));
      const row = await repository.findVisible(id, actor.userId);
      return { likeCount: row?.likeCount ?? 0, likedByMe: liked };
    },

    async listOfUser(userId: string, viewer: Actor | null): Promise<UserLooks> {
      if (!(await repository.userExists(userId))) throw notFound('User not found');
      const rows = await repository.listCardsOfOwner(userId, viewer?.userId ?? null);
      return { looks: rows.map(toLookCard) };
    },
  };
}

export type LooksService = ReturnType<typeof createLooksService>;
