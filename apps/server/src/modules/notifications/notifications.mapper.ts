import { Notification } from '@stylebook/contracts';
import type { NotificationRow } from './notifications.repository.ts';

/** A stored notification as its recipient sees it; its payload is checked against its kind's contract. */
export function toNotification(row: NotificationRow): Notification {
  return Notification.parse({
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    actor: row.actor,
    product: row.product && {
      id: row.product.id,
      description: row.product.description,
      brand: row.product.brand,
      imageUrl: row.product.images[0]?.url ?? null,
    },
    collection: row.collection,
    user: row.user,
  });
}
