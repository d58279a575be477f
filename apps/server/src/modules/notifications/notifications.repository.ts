import { randomBytes } from 'node:crypto';
import { MAILED_NOTIFICATION_KINDS, type NotificationKind } from '@stylebook/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationMailSettings, notifications } from '../../db/schema.ts';

export interface NotificationRow {
  recipientId: string;
  kind: NotificationKind;
  actorId: string | null;
  productId: string | null;
  collectionId: string | null;
  subjectUserId: string | null;
  payload: Record<string, unknown>;
  repeatKey: string | null;
}

const isMailedKind = (kind: NotificationKind) =>
  (MAILED_NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** The person's mail settings row, created with defaults (every kind mailed) when they have none yet. */
export async function ensureMailSettings(db: Db, userId: string): Promise<void> {
  await db
    .insert(notificationMailSettings)
    .values({ userId, unsubscribeKey: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
}

/**
 * Stores a notification, unless one with its repeat key exists. It waits for the next notifications mail
 * when its kind is mailed and the recipient has not turned that kind off.
 */
export async function insertNotification(db: Db, row: NotificationRow): Promise<void> {
  const mailPending = isMailedKind(row.kind)
    ? sql<boolean>`not exists (
        select 1 from ${notificationMailSettings}
        where ${notificationMailSettings.userId} = ${row.recipientId}
          and ${row.kind} = any(${notificationMailSettings.mutedKinds})
      )`
    : sql<boolean>`false`;
  await db
    .insert(notifications)
    .values({ ...row, mailPending })
    .onConflictDoNothing({ target: [notifications.recipientId, notifications.repeatKey] });
}
