import type { UserProfile } from '@stylebook/contracts';
import type { Viewers } from './users.viewers.ts';
import { notFound } from '../../lib/errors.ts';
import { createInvalidatedCache, type CacheFeed } from '../../lib/invalidated-cache.ts';
import { shapeJson, type Json } from '../../lib/reply-json.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { CollectionsService } from '../collections/collections.service.ts';
import type { PaidSubscriptionsService } from '../paid-subscriptions/paid-subscriptions.service.ts';
import type { FollowsRepository } from '../follows/follows.repository.ts';
import { ProfileOfPerson, toUserProfile, type UserProfileJson } from './users.mapper.ts';

export interface UsersServiceDeps {
  accounts: Pick<AccountsService, 'summary'>;
  collections: Pick<CollectionsService, 'listOfUser'>;
  follows: Pick<FollowsRepository, 'stats'>;
  paidSubscriptions: Pick<PaidSubscriptionsService, 'price' | 'viewerSubscription'>;
  changes: CacheFeed;
  viewers: Viewers;
}

/** Profiles kept for signed-out visitors, least recently used dropped first. */
const CACHED_PROFILES = 1_000;

/** A profile as a signed-out visitor sees it, and its shaped part. */
interface SharedProfile {
  value: UserProfile;
  json: Json<ProfileOfPerson>;
}

export function createUsersService(deps: UsersServiceDeps) {
  const { accounts, collections, follows, paidSubscriptions, changes, viewers } = deps;

  /**
   * Signed-out visitors all see a profile alike, so theirs is shared, by the person's id: their row and
   * price ('user') and follow counts ('follows') name it. Collection and product changes name the
   * collection or product, not the profiles whose cards show them (a product's image or visibility reaches
   * the cards of every collection holding it), so they drop every cached profile.
   */
  const anonymousProfiles = createInvalidatedCache<SharedProfile>(changes, {
    name: 'profiles',
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

  /** What a signed-out visitor is shown; a missing person throws, so nothing is cached for them. */
  async function anonymousProfile(userId: string): Promise<SharedProfile> {
    return (await anonymousProfiles.getOne(userId, async () => {
      const value = await load(userId, null);
      const { isSubscribed: _signedOut, ...profile } = value;
      return { value, json: shapeJson(ProfileOfPerson, profile) };
    }))!;
  }

  return {
    /**
     * The profile as `viewer` sees it, as its shaped part and whether they follow the person
     * (toUserProfileJson joins the reply): 404 'User not found' (from the summary) before anything else is
     * read. A viewer who sees what anyone sees (db/viewers.ts) is served the shared profile; anyone else's
     * (the person themself, an owner of things, a paid subscriber) is read for them alone.
     */
    async profile(userId: string, viewer: Actor | null): Promise<UserProfileJson> {
      if (!viewer) return { profile: (await anonymousProfile(userId)).json, isSubscribed: false };
      if (viewer.userId === userId || !(await viewers.seesWhatAnyoneSees(viewer.userId))) {
        const { isSubscribed, ...profile } = await load(userId, viewer);
        return { profile: shapeJson(ProfileOfPerson, profile), isSubscribed };
      }
      const [shared, followed] = await Promise.all([
        anonymousProfile(userId),
        viewers.followedAmong(viewer.userId, [userId]),
      ]);
      return { profile: shared.json, isSubscribed: followed.has(userId) };
    },

    /** The profile as a signed-out visitor sees it (share cards), from the same memory. */
    async publicProfile(userId: string): Promise<UserProfile> {
      return (await anonymousProfile(userId)).value;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
