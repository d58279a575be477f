import {
  UserProfile,
  type UserCollections,
  type UserListItem,
  type UserProfileSummary,
} from '@stylebook/contracts';
import { jsonValue, jsonWith, type Json } from '../../lib/reply-json.ts';
import type { FollowStats } from '../follows/follows.repository.ts';

/** A person in a list, from a row of `userListColumns`. */
export function toUserListItem(row: UserListItem): UserListItem {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    avatarUrl: row.avatarUrl,
    role: row.role,
    bio: row.bio,
    isSubscribed: row.isSubscribed,
  };
}

/**
 * The profile: public collections are the listed ones (private ones never show there, even to the owner);
 * the owner alone also gets their private collections followed by the ones they saved.
 */
export function toUserProfile(
  summary: UserProfileSummary,
  stats: FollowStats,
  { collections, saved }: UserCollections,
  isMe: boolean,
  paid: Pick<UserProfile, 'subscriptionPrice' | 'paidSubscription'>,
): UserProfile {
  return {
    ...summary,
    subscriberCount: stats.subscriberCount,
    subscriptionCount: stats.subscriptionCount,
    isSubscribed: stats.isSubscribed,
    isMe,
    publicCollections: collections.filter(({ isPrivate }) => !isPrivate),
    privateAndSavedCollections: isMe ? [...collections.filter(({ isPrivate }) => isPrivate), ...saved] : [],
    subscriptionPrice: paid.subscriptionPrice,
    paidSubscription: paid.paidSubscription,
  };
}

/** A profile as anyone sees it, without whether the viewer follows the person: the part a cache keeps. */
export type ProfileOfPerson = Omit<UserProfile, 'isSubscribed'>;
export const ProfileOfPerson = UserProfile.omit({ isSubscribed: true });

/** A profile as its shaped part and the viewer's own flag. */
export interface UserProfileJson {
  profile: Json<ProfileOfPerson>;
  isSubscribed: boolean;
}

export function toUserProfileJson({ profile, isSubscribed }: UserProfileJson): Json<UserProfile> {
  return jsonWith(profile, { isSubscribed: jsonValue(isSubscribed) });
}
