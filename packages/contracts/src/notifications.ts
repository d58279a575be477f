import { z } from 'zod';
import { Currency, Id, queryInteger } from './common.ts';
import { formatMinorUnits } from './money.ts';
import { UserSummary } from './product.ts';
import { MAILED_NOTIFICATION_KINDS, NOTIFICATION_KINDS } from './notification-kinds.ts';

export {
  MAILED_NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
} from './notification-kinds.ts';

export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

const MinorAmount = z.number().int().nonnegative();

/** A subscription's price; the other billing payloads add when it applies. */
export const PaidSubscriberPayload = z.object({ amount: MinorAmount, currency: Currency });
export type PaidSubscriberPayload = z.infer<typeof PaidSubscriberPayload>;

export const SubscriptionRenewedPayload = PaidSubscriberPayload.extend({
  /** When the renewed period ends, ISO 8601. */
  currentPeriodEnd: z.iso.datetime(),
});
export type SubscriptionRenewedPayload = z.infer<typeof SubscriptionRenewedPayload>;

export const SubscriptionPaymentFailedPayload = PaidSubscriberPayload.extend({
  /** The last day the renewal is retried before the subscription ends, ISO 8601. */
  retryUntil: z.iso.datetime(),
});
export type SubscriptionPaymentFailedPayload = z.infer<typeof SubscriptionPaymentFailedPayload>;

export const SubscriptionPriceChangedPayload = PaidSubscriberPayload.extend({
  /** When the subscription would first renew at it (its period's end), ISO 8601. */
  startsAt: z.iso.datetime(),
});
export type SubscriptionPriceChangedPayload = z.infer<typeof SubscriptionPriceChangedPayload>;

export const SubscriptionStoppedPayload = z.object({
  /** When the subscription ends (its period's end), ISO 8601. */
  endsAt: z.iso.datetime(),
});
export type SubscriptionStoppedPayload = z.infer<typeof SubscriptionStoppedPayload>;

export const PriceDropPayload = z.object({
  previousPrice: MinorAmount,
  newPrice: MinorAmount,
  currency: Currency,
});
export type PriceDropPayload = z.infer<typeof PriceDropPayload>;

export const BackInStockPayload = z.object({
  /** The price it is back at, when the store page showed one. */
  price: MinorAmount.nullable(),
  currency: Currency,
});
export type BackInStockPayload = z.infer<typeof BackInStockPayload>;

/** Kinds whose subject alone says it all carry an empty payload. */
export const RemovedByModeratorsPayload = z.object({
  targetType: z.enum(['product', 'look', 'collection']),
  targetId: Id,
  /** Its title when removed. */
  title: z.string(),
  note: z.string().nullable(),
});
export type RemovedByModeratorsPayload = z.infer<typeof RemovedByModeratorsPayload>;

export const EmptyPayload = z.object({});
export type EmptyPayload = z.infer<typeof EmptyPayload>;

/** The payload each kind carries. */
export interface NotificationPayloads {
  new_follower: EmptyPayload;
  product_liked: EmptyPayload;
  collection_saved: EmptyPayload;
  product_saved: EmptyPayload;
  paid_subscriber: PaidSubscriberPayload;
  subscription_renewed: SubscriptionRenewedPayload;
  subscription_payment_failed: SubscriptionPaymentFailedPayload;
  subscription_price_changed: SubscriptionPriceChangedPayload;
  subscription_stopped: SubscriptionStoppedPayload;
  price_drop: PriceDropPayload;
  back_in_stock: BackInStockPayload;
  removed_by_moderators: RemovedByModeratorsPayload;
}

export const MailedNotificationKind = z.enum(MAILED_NOTIFICATION_KINDS);
export type MailedNotificationKind = z.infer<typeof MailedNotificationKind>;

/** The product a notification is about, as its row shows it; null when the recipient may no longer see it. */
export const NotificationProduct = z.object({
  id: Id,
  description: z.string().nullable(),
  brand: z.string(),
  imageUrl: z.string().nullable(),
});
export type NotificationProduct = z.infer<typeof NotificationProduct>;

/** The collection a notification is about; null when the recipient may not see it (a private one). */
export const NotificationCollection = z.object({ id: Id, name: z.string() });
export type NotificationCollection = z.infer<typeof NotificationCollection>;

const notificationFields = {
  id: Id,
  createdAt: z.iso.datetime(),
  read: z.boolean(),
  /** Who did it; null for the app's own news (a renewal, a price drop). */
  actor: UserSummary.nullable(),
  product: NotificationProduct.nullable(),
  collection: NotificationCollection.nullable(),
  /** The person it is about besides the actor: the stylist of a renewed, failed or repriced subscription. */
  user: UserSummary.nullable(),
};

const notificationOf = <K extends NotificationKind, P extends z.ZodType>(kind: K, payload: P) =>
  z.object({ ...notificationFields, kind: z.literal(kind), payload });

export const Notification = z.discriminatedUnion('kind', [
  notificationOf('new_follower', EmptyPayload),
  notificationOf('product_liked', EmptyPayload),
  notificationOf('collection_saved', EmptyPayload),
  notificationOf('product_saved', EmptyPayload),
  notificationOf('paid_subscriber', PaidSubscriberPayload),
  notificationOf('subscription_renewed', SubscriptionRenewedPayload),
  notificationOf('subscription_payment_failed', SubscriptionPaymentFailedPayload),
  notificationOf('subscription_price_changed', SubscriptionPriceChangedPayload),
  notificationOf('subscription_stopped', SubscriptionStoppedPayload),
  notificationOf('price_drop', PriceDropPayload),
  notificationOf('back_in_stock', BackInStockPayload),
  notificationOf('removed_by_moderators', RemovedByModeratorsPayload),
]);
export type Notification = z.infer<typeof Notification>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * `GET /api/notifications?cursor&limit`: the caller's notifications, newest first. `cursor` is the
 * `nextCursor` of the page before (the id of its last notification).
 */
export const ListNotificationsQuery = z.object({
  cursor: Id.optional(),
  limit: queryInteger().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});
export type ListNotificationsQuery = z.infer<typeof ListNotificationsQuery>;

export const NotificationsPage = z.object({
  items: z.array(Notification),
  hasMore: z.boolean(),
  nextCursor: Id.nullable(),
});
export type NotificationsPage = z.infer<typeof NotificationsPage>;

/** `GET /api/notifications/unread-count`, and the answer of marking read. */
export const UnreadNotifications = z.object({ unreadCount: z.number().int().nonnegative() });
export type UnreadNotifications = z.infer<typeof UnreadNotifications>;

/** `POST /api/notifications/read`: marks read every notification, or those up to `upTo` and older. */
export const MarkNotificationsReadBody = z.object({ upTo: Id.optional() });
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBody>;

/** Whether each mailed kind goes out in the daily notifications mail. */
export const NotificationMailPreferences = z.object({
  mail: z.object(
    Object.fromEntries(MAILED_NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      MailedNotificationKind,
      z.ZodBoolean
    >,
  ),
});
export type NotificationMailPreferences = z.infer<typeof NotificationMailPreferences>;

/** `PUT /api/notifications/preferences`: the kinds to change; the others stay as they are. */
export const UpdateNotificationMailPreferencesBody = z.object({
  mail: z.strictObject(
    Object.fromEntries(MAILED_NOTIFICATION_KINDS.map((kind) => [kind, z.boolean().optional()])) as Record<
      MailedNotificationKind,
      z.ZodOptional<z.ZodBoolean>
    >,
  ),
});
export type UpdateNotificationMailPreferencesBody = z.infer<typeof UpdateNotificationMailPreferencesBody>;

/**
 * A one-click unsubscribe token from a notifications mail: `{userId}.{kind or "all"}.{signature}`. It works
 * without signing in; the signature is the person's own (server-side key).
 */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[0-9a-f-]{36}\.[a-z_]+\.[A-Za-z0-9_-]{43}$/;
export const UnsubscribeQuery = z.object({
  token: z.string({ error: 'This unsubscribe link is not valid' }).regex(UNSUBSCRIBE_TOKEN_PATTERN, {
    message: 'This unsubscribe link is not valid',
  }),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuery>;

/** What an unsubscribe link turned off: one kind, or every notifications mail. */
export const UnsubscribeResult = z.object({
  unsubscribed: z.union([MailedNotificationKind, z.literal('all')]),
});
export type UnsubscribeResult = z.infer<typeof UnsubscribeResult>;

const productName = (product: NotificationProduct | null) =>
  product ? (product.description ?? product.brand) : 'a product';

/** One line telling what happened, as the list and the notifications mail say it. */
export function notificationText(notification: Notification, locale?: string): string {
  const actor = notification.actor?.name ?? 'Someone';
  const stylist = notification.user?.name ?? 'a stylist';
  switch (notification.kind) {
    case 'new_follower':
      return `${actor} subscribed to you`;
    case 'product_liked':
      return `${actor} liked ${productName(notification.product)}`;
    case 'collection_saved':
      return `${actor} saved your collection ${notification.collection?.name ?? ''}`.trimEnd();
    case 'product_saved':
      return `${actor} saved ${productName(notification.product)} to ${notification.collection?.name ?? 'a collection'}`;
    case 'paid_subscriber': {
      const { amount, currency } = notification.payload;
      return `${actor} took a paid subscription to you (${formatMinorUnits(amount, currency, locale)} a month)`;
    }
    case 'subscription_renewed': {
      const { amount, currency } = notification.payload;
      return `Your subscription to ${stylist} was renewed for ${formatMinorUnits(amount, currency, locale)}`;
    }
    case 'subscription_payment_failed':
      return `We could not renew your subscription to ${stylist}: top up your wallet to keep it`;
    case 'subscription_price_changed': {
      const { amount, currency } = notification.payload;
      return `${stylist} now asks ${formatMinorUnits(amount, currency, locale)} a month: accept the new price to keep your subscription`;
    }
    case 'subscription_stopped':
      return `${stylist} stopped paid subscriptions: yours ends with the month you paid for`;
    case 'price_drop': {
      const { newPrice, currency } = notification.payload;
      return `${productName(notification.product)} dropped to ${formatMinorUnits(newPrice, currency, locale)}`;
    }
    case 'back_in_stock':
      return `${productName(notification.product)} is back in stock`;
    case 'removed_by_moderators': {
      const { targetType, title, note } = notification.payload;
      return `Moderators removed your ${targetType} ${title}${note ? `: ${note}` : ''}`;
    }
  }
}

/** The page a notification opens: what it is about, else who did it. */
export function notificationPath(notification: Notification): string {
  switch (notification.kind) {
    case 'subscription_renewed':
    case 'subscription_price_changed':
    case 'subscription_stopped':
      return '/settings/subscriptions/manage';
    case 'subscription_payment_failed':
      return '/settings/wallet';
    case 'removed_by_moderators':
      return `/${notification.payload.targetType}s/${notification.payload.targetId}`;
    case 'collection_saved':
      if (notification.collection) return `/collections/${notification.collection.id}`;
      break;
    default:
      if (notification.product) return `/products/${notification.product.id}`;
  }
  return notification.actor ? `/profiles/${notification.actor.id}` : '/notifications';
}
