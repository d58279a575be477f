import type { EmptyPayload, NotificationKind, NotificationPayloads } from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { ensureMailSettings, insertNotification } from './notifications.repository.ts';

/** What each kind is about: the person who acted and the subject, as ids. */
interface NotificationSubjects {
  new_follower: { actorId: string };
  product_liked: { actorId: string; productId: string };
  collection_saved: { actorId: string; collectionId: string };
  product_saved: { actorId: string; productId: string; collectionId: string };
  paid_subscriber: { actorId: string };
  /** `subjectUserId`: the stylist subscribed to. */
  subscription_renewed: { subjectUserId: string };
  subscription_payment_failed: { subjectUserId: string };
  price_drop: { productId: string };
  back_in_stock: { productId: string };
}

/** A notification to store: its recipient, its kind, whom and what it is about, and its kind's payload. */
export type NewNotification = {
  [K in NotificationKind]: { kind: K; recipientId: string } & NotificationSubjects[K] &
    // Kinds with an empty payload may leave it out.
    (EmptyPayload extends NotificationPayloads[K]
      ? { payload?: NotificationPayloads[K] }
      : { payload: NotificationPayloads[K] });
}[NotificationKind];

/**
 * Repeats of an act by the same person on the same subject share one key, so liking, unliking and liking
 * again notifies once (the first notification stays, read or not). Events that are news each time (a
 * renewal, a failed payment, a price drop, a new paid subscription, which costs money) have none.
 */
function repeatKeyOf(notification: NewNotification): string | null {
  switch (notification.kind) {
    case 'new_follower':
      return `new_follower:${notification.actorId}`;
    case 'product_liked':
      return `product_liked:${notification.actorId}:${notification.productId}`;
    case 'collection_saved':
      return `collection_saved:${notification.actorId}:${notification.collectionId}`;
    case 'product_saved':
      // Filing the product into a second collection of theirs is the same news.
      return `product_saved:${notification.actorId}:${notification.productId}`;
    default:
      return null;
  }
}

/**
 * Tells `recipientId` about something, inside the caller's transaction, so the notification exists exactly
 * when the act does. Nobody is told about their own act. A mailed kind waits for the recipient's next
 * notifications mail (the digest job), unless they turned that kind off.
 */
export async function notify(tx: Db, notification: NewNotification): Promise<void> {
  const actorId = 'actorId' in notification ? notification.actorId : null;
  if (actorId === notification.recipientId) return;
  await ensureMailSettings(tx, notification.recipientId);
  await insertNotification(tx, {
    recipientId: notification.recipientId,
    kind: notification.kind,
    actorId,
    productId: 'productId' in notification ? notification.productId : null,
    collectionId: 'collectionId' in notification ? notification.collectionId : null,
    subjectUserId: 'subjectUserId' in notification ? notification.subjectUserId : null,
    payload: notification.payload ?? {},
    repeatKey: repeatKeyOf(notification),
  });
}
