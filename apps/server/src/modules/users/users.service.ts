import type { UserProfile } from '@stylebook/contracts';
import { notFound } from '../../lib/errors.ts';
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
}

export function createUsersService({ accounts, collections, follows, paidSubscriptions }: UsersServiceDeps) {
  return {
    /** The profile page: 404 'User not found' (from the summary) before anything else is read. */
    async profile(userId: string, viewer: Actor | null): Promise<UserProfile> {
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
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
