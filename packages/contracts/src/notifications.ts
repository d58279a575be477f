import { z } from 'zod';
import { Currency } from './common.ts';

/**
 * What a notification tells its recipient. Each kind names its subject (the product, collection or person it
 * is about) and carries a small payload of its own; amounts are integers in the currency's minor units.
 */
export const NOTIFICATION_KINDS = [
  /** Someone followed (free "subscribe") the recipient. */
  'new_follower',
  /** Someone liked the recipient's product. */
  'product_liked',
  /** Someone saved the recipient's collection to their profile. */
  'collection_saved',
  /** Someone filed the recipient's product into a collection of their own. */
  'product_saved',
  /** Someone took a paid subscription to the recipient (a stylist). */
  'paid_subscriber',
  /** The recipient's paid subscription to a stylist was charged for another month. */
  'subscription_renewed',
  /** The recipient's wallet could not pay the renewal of a paid subscription. */
  'subscription_payment_failed',
  /** A product the recipient watches got cheaper. */
  'price_drop',
  /** A product the recipient watches can be bought again. */
  'back_in_stock',
] as const;

export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

const MinorAmount = z.number().int().nonnegative();

export const PaidSubscriberPayload = z.object({ amount: MinorAmount, currency: Currency });
export type PaidSubscriberPayload = z.infer<typeof PaidSubscriberPayload>;

export const SubscriptionRenewedPayload = z.object({
  amount: MinorAmount,
  currency: Currency,
  /** When the renewed period ends, ISO 8601. */
  currentPeriodEnd: z.iso.datetime(),
});
export type SubscriptionRenewedPayload = z.infer<typeof SubscriptionRenewedPayload>;

export const SubscriptionPaymentFailedPayload = z.object({
  amount: MinorAmount,
  currency: Currency,
  /** The last day the renewal is retried before the subscription ends, ISO 8601. */
  retryUntil: z.iso.datetime(),
});
export type SubscriptionPaymentFailedPayload = z.infer<typeof SubscriptionPaymentFailedPayload>;

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
  price_drop: PriceDropPayload;
  back_in_stock: BackInStockPayload;
}

/**
 * Kinds a person may get by mail, batched in the daily notifications mail. Renewals and failed payments are
 * not among them: they are billing mails, sent at once whatever the preferences (modules/paid-subscriptions).
 */
export const MAILED_NOTIFICATION_KINDS = [
  'new_follower',
  'product_liked',
  'collection_saved',
  'product_saved',
  'paid_subscriber',
  'price_drop',
  'back_in_stock',
] as const satisfies readonly NotificationKind[];

export const MailedNotificationKind = z.enum(MAILED_NOTIFICATION_KINDS);
export type MailedNotificationKind = z.infer<typeof MailedNotificationKind>;
