import type { PagedUsers, PageQuery, FollowState } from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { isBlockedBetween } from '../../db/viewers.ts';
import { badRequest, blockedPerson, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { notify } from '../notifications/notifications.service.ts';
import { toUserListItem } from '../users/users.mapper.ts';
import type { FollowSide, FollowsRepository } from './follows.repository.ts';

export interface FollowsServiceDeps {
  db: Db;
  repository: FollowsRepository;
}

const userNotFound = () => notFound('User not found');

/** Free following (docs/product.md §8); paid subscriptions build on it later. */
export function createFollowsService({ db, repository }: FollowsServiceDeps) {
  async function requireStats(userId: string, viewerId: string | null) {
    const stats = await repository.stats(userId, viewerId);
    if (!stats) throw userNotFound();
    return stats;
  }

  function requireOther(actor: Actor, userId: string) {
    if (actor.userId === userId) throw badRequest('You cannot subscribe to yourself');
  }

  async function state(userId: string, actor: Actor): Promise<FollowState> {
    const { isSubscribed, subscriberCount } = await requireStats(userId, actor.userId);
    return { isSubscribed, subscriberCount };
  }

  async function listPeople(
    side: FollowSide,
    userId: string,
    viewer: Actor | null,
    { page, limit }: PageQuery,
  ): Promise<PagedUsers> {
    const viewerId = viewer?.userId ?? null;
    const stats = await requireStats(userId, viewerId);
    const total = side === 'followers' ? stats.subscriberCount : stats.subscriptionCount;
    const rows = await repository.listPeople(side, userId, viewerId, { limit, offset: (page - 1) * limit });
    return { items: rows.map(toUserListItem), pagination: { page, pages: Math.ceil(total / limit) } };
  }

  return {
    async follow(actor: Actor, userId: string): Promise<FollowState> {
      requireOther(actor, userId);
      if (await isBlockedBetween(db, actor.userId, userId)) throw blockedPerson();
      await db.transaction(async (tx) => {
        if (await repository.follow(actor.userId, userId, tx))
          await notify(tx, { kind: 'new_follower', recipientId: userId, actorId: actor.userId });
      });
      return state(userId, actor);
    },

    async unfollow(actor: Actor, userId: string): Promise<FollowState> {
      requireOther(actor, userId);
      await repository.unfollow(actor.userId, userId);
      return state(userId, actor);
    },

    followers: (userId: string, viewer: Actor | null, query: PageQuery) =>
      listPeople('followers', userId, viewer, query),

    following: (userId: string, viewer: Actor | null, query: PageQuery) =>
      listPeople('following', userId, viewer, query),
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;
