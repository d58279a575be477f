import { z } from 'zod';
import { GenderPreference, SessionSummary } from './auth.ts';
import { Currency, Id } from './common.ts';
import { MailedNotificationKind, NotificationKind } from './notifications.ts';
import { Gender, Role } from './product.ts';
import { ReportReason, ReportTargetType } from './report.ts';
import { Money, PaidSubscriptionStatus, WalletTransaction } from './wallet.ts';

/**
 * `GET /api/users/{id}/export`: everything a person owns, for them alone (the privacy policy's "export your
 * data"). Never a password hash, token hash, one-time code, another person's private data, or a mail's body
 * (mails carried sign-in codes). Times are ISO 8601 in UTC; money is integer minor units with its currency.
 */

export const ACCOUNT_EXPORT_FORMAT = 'stylebook-account-export/1';

/** `stylebook-export-<username>-<YYYY-MM-DD>.json`, the export's file name (the UTC day it was made). */
export function exportFileName(username: string, exportedAt: string): string {
  return `stylebook-export-${username}-${exportedAt.slice(0, 10)}.json`;
}

const Timestamp = z.iso.datetime();
const At = Timestamp.nullable();
/** Another person as anyone may see them on their profile. */
const Person = z.object({ id: Id, username: z.string() });

const ExportedAccount = z.object({
  id: Id,
  email: z.string(),
  emailVerifiedAt: At,
  username: z.string(),
  name: z.string(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  website: z.string().nullable(),
  instagram: z.string().nullable(),
  role: Role,
  genderPreference: GenderPreference.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** How the person signs in, without the secrets themselves. */
  signIn: z.object({ password: z.boolean(), google: z.boolean() }),
});

/** A sign-in on a device or the extension: when it started, was last refreshed, and ends. */
const ExportedSession = SessionSummary.omit({ current: true }).extend({
  expiresAt: Timestamp,
  signedOutAt: At,
});

const ExportedProduct = z.object({
  id: Id,
  rootProductId: Id,
  description: z.string().nullable(),
  brand: z.string(),
  price: Money,
  gender: Gender,
  purchaseUrl: z.string(),
  canonicalUrl: z.string(),
  images: z.array(z.object({ url: z.string() })),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

const ExportedCollection = z.object({
  id: Id,
  name: z.string(),
  coverImageUrl: z.string().nullable(),
  visibility: z.enum(['public', 'private', 'paidSubscribersOnly']),
  archivedAt: At,
  productIds: z.array(Id),
  lookIds: z.array(Id),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

const ExportedLook = z.object({
  id: Id,
  title: z.string(),
  description: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  /** In order; `x` and `y` place a pin on the cover (0..1), or are null for an unpinned product. */
  products: z.array(z.object({ productId: Id, x: z.number().nullable(), y: z.number().nullable() })),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

/** A liked product, with its brand and name while the person may still see it (null once hidden). */
const ExportedProductLike = z.object({
  productId: Id,
  brand: z.string().nullable(),
  description: z.string().nullable(),
  likedAt: Timestamp,
});

/** A saved collection, named with its owner unless it has since been made private. */
const ExportedSave = z.object({
  collectionId: Id,
  name: z.string().nullable(),
  owner: Person.nullable(),
  savedAt: Timestamp,
});

const ExportedFollow = z.object({ person: Person, since: Timestamp });

const ExportedPaidSubscription = z.object({
  /** The other side: the stylist paid, or the subscriber paying. */
  person: Person.nullable(),
  status: z.enum([...PaidSubscriptionStatus.options, 'ended']),
  amount: z.number().int(),
  currency: Currency,
  currentPeriodStart: Timestamp,
  currentPeriodEnd: Timestamp,
  createdAt: Timestamp,
});

const ExportedFeedback = z.object({
  id: Id,
  message: z.string(),
  attachmentUrl: z.string().nullable(),
  replyTo: z.string(),
  appVersion: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: Timestamp,
});

const ExportedMedia = z.object({
  url: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: Timestamp,
});

/** A search the person committed to, kept for trending searches: what and on which UTC day (YYYY-MM-DD). */
const ExportedSearch = z.object({ query: z.string(), day: z.iso.date() });

/** A mail sent to the account's address: what it was about and when, not what it said. */
const ExportedMail = z.object({ subject: z.string(), createdAt: Timestamp, sentAt: At });

/** A notification the person got: what happened, who did it and to what (ids, which name nothing private). */
const ExportedNotification = z.object({
  kind: NotificationKind,
  actor: Person.nullable(),
  productId: Id.nullable(),
  collectionId: Id.nullable(),
  /** The person it is about besides the actor: the stylist of a renewed or failed subscription. */
  aboutUser: Person.nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: Timestamp,
  readAt: At,
});

/** A product whose price the person chose to watch, or chose not to (`watching: false`). */
const ExportedPriceWatch = z.object({ productId: Id, watching: z.boolean(), updatedAt: Timestamp });

/** A report the person filed (docs/product.md §20): what it named, why, and when. */
const ExportedReport = z.object({
  targetType: ReportTargetType,
  targetId: Id,
  reason: ReportReason,
  details: z.string().nullable(),
  createdAt: Timestamp,
});

export const AccountExport = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: Timestamp,
  account: ExportedAccount,
  sessions: z.array(ExportedSession),
  products: z.array(ExportedProduct),
  collections: z.array(ExportedCollection),
  looks: z.array(ExportedLook),
  likes: z.object({
    products: z.array(ExportedProductLike),
    looks: z.array(z.object({ lookId: Id, likedAt: Timestamp })),
  }),
  savedCollections: z.array(ExportedSave),
  following: z.array(ExportedFollow),
  followers: z.array(ExportedFollow),
  /** The people the person blocked, and since when. */
  blocked: z.array(ExportedFollow),
  reports: z.array(ExportedReport),
  paidSubscriptions: z.object({
    /** Stylists the person pays. */
    subscribedTo: z.array(ExportedPaidSubscription),
    /** People paying the person (stylists). */
    subscribers: z.array(ExportedPaidSubscription),
    /** What the person charges a month, if they take paid subscribers. */
    price: Money.nullable(),
  }),
  wallet: z.object({
    balances: z.array(Money),
    pendingPayouts: z.array(Money),
    transactions: z.array(WalletTransaction),
  }),
  feedback: z.array(ExportedFeedback),
  searches: z.array(ExportedSearch),
  media: z.array(ExportedMedia),
  mail: z.array(ExportedMail),
  notifications: z.array(ExportedNotification),
  /** The kinds of notification mail turned off, and when the last notifications mail went out. */
  notificationMail: z.object({ mutedKinds: z.array(MailedNotificationKind), lastMailedAt: At }),
  priceWatches: z.array(ExportedPriceWatch),
});
export type AccountExport = z.infer<typeof AccountExport>;
