/**
 * The notification kinds and their names as plain data, apart from the zod schemas in notifications.ts: the
 * app's first screen (the bell) names kinds without loading zod.
 */

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
  /** The stylist of the recipient's paid subscription asks a price the recipient has not agreed to yet. */
  'subscription_price_changed',
  /** The stylist of the recipient's paid subscription stopped paid subscriptions: it ends with its period. */
  'subscription_stopped',
  /** A product the recipient watches got cheaper. */
  'price_drop',
  /** A product the recipient watches can be bought again. */
  'back_in_stock',
  /** Moderators removed the recipient's product, look or collection (docs/product.md §20). */
  'removed_by_moderators',
] as const;

/**
 * Kinds a person may get by mail, batched in the daily notifications mail. Renewals, failed payments and price
 * changes are not among them: they are billing mails, sent at once whatever the preferences
 * (modules/paid-subscriptions).
 */
export const MAILED_NOTIFICATION_KINDS = [
  'new_follower',
  'product_liked',
  'collection_saved',
  'product_saved',
  'paid_subscriber',
  'price_drop',
  'back_in_stock',
  'removed_by_moderators',
] as const satisfies readonly (typeof NOTIFICATION_KINDS)[number][];

/** How each mailed kind is named in settings and in mails ("Mail me about …"). */
export const NOTIFICATION_KIND_LABELS: Record<(typeof MAILED_NOTIFICATION_KINDS)[number], string> = {
  new_follower: 'New subscribers',
  product_liked: 'Likes of your products',
  collection_saved: 'Saves of your collections',
  product_saved: 'Your products saved to collections',
  paid_subscriber: 'New paid subscribers',
  price_drop: 'Price drops',
  back_in_stock: 'Back in stock',
  removed_by_moderators: 'Your things removed by moderators',
};
