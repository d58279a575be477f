import type { UserProfile } from '@stylebook/contracts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { notFound } from '../../lib/errors.ts';
import { createInvalidatedCache } from '../../lib/invalidated-cache.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CollectionsService } from '../collections/collections.service.ts';
import type { PaidSubscriptionsService } from '../paid-subscriptions/paid-subscriptions.service.ts';
import type { SubscriptionsRepository } from '../subscriptions/subscriptions.repository.ts';
import { toUserProfile } from './users.mapper.ts';

export interface UsersServiceDeps {
  accounts: Pick<AccountsService, 'summary'>;
  collections: Pick<CollectionsService, 'listOfUser'>;
  follows: Pick<SubscriptionsRepository, 'stats'>;
  paidSubscriptions: Pick<PaidSubscriptionsService, 'price' | 'viewerSubscription'>;
  changes: Pick<ChangeFeed, 'subscribe'>;
}

/** Profiles kept for signed-out visitors, least recently used dropped first. */
const CACHED_PROFILES = 1_000;

export function createUsersService(deps: UsersServiceDeps) {
  const { accounts, collections, follows, paidSubscriptions, changes } = deps;

  /**
   * Signed-out visitors all see a profile alike, so theirs is shared, by the person's id: their row and
   * price ('user') and follow counts ('follows') name it. Collection and product changes name the
   * collection or product, not the profiles whose cards show them (a product's image or visibility reaches
   * the cards of every collection holding it), so they drop every cached profile.
   */
  const anonymousProfiles = createInvalidatedCache<UserProfile>(changes, {
    max: CACHED_PROFILES,
    keyedBy: ['user', 'follows'],
    clearedBy: ['collection', 'product'],
  });

  async function load(userId: string, viewer: Actor | null): Promise<UserProfile> {
    const summary = await accounts.summary(userId);
    const viewerId = viewer?.userId ?? null;
    const [stats, lists, subscriptionPrice, paidSubscription] = await Promise.all([
      follows.stats(userId, viewerId),
      collections.listOfUser(userId, viewer),
      paidSubscriptions.price(userId),
      paidSubscriptions.viewerSubscription(viewerId, userId),
    ]);
    // Deleted between the two reads.
    if (!stats) throw notFound('User not found');
    return toUserProfile(summary, stats, lists, viewerId === userId, {
      subscriptionPrice,
      paidSubscription,
    });
  }

  return {
    /**
     * The profile page: 404 'User not found' (from the summary) before anything else is read. A signed-in
     * viewer's is read for them alone: whether they follow or pay, and what they may unlock, is theirs.
     */
    async profile(userId: string, viewer: Actor | null): Promise<UserProfile> {
      if (viewer) return load(userId, viewer);
      // A missing person throws, so nothing is cached for them.
      return (await anonymousProfiles.getOne(userId, () => load(userId, null)))!;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
