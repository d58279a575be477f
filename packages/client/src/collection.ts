import { CollectionName, type CollectionCard, type Role } from '@stylebook/contracts';
import { z } from 'zod';

/** Who may see a collection: the three states of its isPrivate / isPaidSubscriberOnly flags. */
export type Visibility = 'private' | 'public' | 'paid';

type PrivacyFlags = Pick<CollectionCard, 'isPrivate' | 'isPaidSubscriberOnly'>;

export function visibilityOf({ isPrivate, isPaidSubscriberOnly }: PrivacyFlags): Visibility {
  if (isPaidSubscriberOnly) return 'paid';
  return isPrivate ? 'private' : 'public';
}

export function privacyFlags(visibility: Visibility): PrivacyFlags {
  return { isPrivate: visibility === 'private', isPaidSubscriberOnly: visibility === 'paid' };
}

/**
 * The add-to-collection sheet (docs/product.md §14): what a STYLIST reads under each of their collections.
 */
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  paid: 'paid subscribers can see',
  private: 'you can see',
  public: 'anyone can see',
};

/** The badge on a collection page. */
export const VISIBILITY_BADGES: Record<Visibility, string> = {
  paid: 'Paid subscribers',
  private: 'Private',
  public: 'Public',
};

export const PRIVACY_CHOICES = {
  private: { value: 'private', label: 'Private', description: 'Only you can see it.' },
  public: { value: 'public', label: 'Public', description: 'Anyone can see it on your profile.' },
  paid: { value: 'paid', label: 'Paid subscribers', description: 'Only your paid subscribers can see it.' },
} as const;

/** docs/product.md §4: only a STYLIST chooses; everyone else is held to Private. */
export const STYLIST_ONLY_REASON = 'Only stylists can make collections public';

export function canChoosePrivacy(role: Role): boolean {
  return role === 'STYLIST';
}

/**
 * docs/product.md §14: the collection name in the add-to-collection product summary is cut at 20 characters.
 */
export const SUMMARY_NAME_LENGTH = 20;

export function truncateName(name: string, length = SUMMARY_NAME_LENGTH): string {
  return name.length > length ? `${name.slice(0, length).trimEnd()}…` : name;
}

/** The name field of the new-collection sheet and the details screen. */
export const CollectionNameForm = z.object({ name: CollectionName });
export type CollectionNameForm = z.input<typeof CollectionNameForm>;
