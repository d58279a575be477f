import { randomBytes } from 'node:crypto';
import {
  MAILED_NOTIFICATION_KINDS,
  type MailedNotificationKind,
  type NotificationKind,
} from '@stylebook/contracts';
import { and, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  collections,
  notificationMailSettings,
  notifications,
  products,
  users,
} from '../../db/schema/index.ts';
import {
  isCollectionListedTo,
  isNotSuspended,
  isProductVisibleTo,
  isUnblockedBetween,
} from '../../db/visibility.ts';

export interface NewNotificationRow {
  recipientId: string;
  kind: NotificationKind;
  actorId: string | null;
  productId: string | null;
  collectionId: string | null;
  subjectUserId: string | null;
  payload: Record<string, unknown>;
  repeatKey: string | null;
}

const isMailedKind = (kind: NotificationKind): kind is MailedNotificationKind =>
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
export async function insertNotification(db: Db, row: NewNotificationRow): Promise<void> {
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

const actors = alias(users, 'actor');
const subjectUsers = alias(users, 'subject_user');

/**
 * Neither the actor nor the person a notification is about is blocked with its recipient, and the actor is
 * not suspended (docs/product.md §20).
 */
const isFromUnblockedPeople = (recipientId: string): SQL =>
  sql`(${isUnblockedBetween(recipientId, notifications.actorId)} and ${isUnblockedBetween(recipientId, notifications.subjectUserId)} and (${notifications.actorId} is null or ${isNotSuspended(notifications.actorId)}))`;

/**
 * Notifications as their recipient may see them: subjects hidden from them since read as null, and `shown`
 * false for those from or about someone they are blocked with.
 */
function selectNotifications(db: Db, recipientId: string) {
  return db
    .select({
      id: notifications.id,
      shown: isFromUnblockedPeople(recipientId).mapWith(Boolean),
      kind: notifications.kind,
      payload: notifications.payload,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
      actor: {
        id: actors.id,
        username: actors.username,
        name: actors.name,
        avatarUrl: actors.avatarUrl,
        role: actors.role,
      },
      product: {
        id: products.id,
        description: products.description,
        brand: products.brand,
        images: products.images,
      },
      collection: { id: collections.id, name: collections.name },
      user: {
        id: subjectUsers.id,
        username: subjectUsers.username,
        name: subjectUsers.name,
        avatarUrl: subjectUsers.avatarUrl,
        role: subjectUsers.role,
      },
    })
    .from(notifications)
    .leftJoin(actors, eq(actors.id, notifications.actorId))
    .leftJoin(subjectUsers, eq(subjectUsers.id, notifications.subjectUserId))
    .leftJoin(products, and(eq(products.id, notifications.productId), isProductVisibleTo(recipientId)))
    .leftJoin(
      collections,
      and(eq(collections.id, notifications.collectionId), isCollectionListedTo(recipientId)),
    )
    .$dynamic();
}

/** Rows at or before `id` in the list's order (newest first), among the recipient's. */
const atOrBefore = (recipientId: string, id: string): SQL =>
  sql`(${notifications.createdAt}, ${notifications.id}) <= (
    select n.created_at, n.id from ${notifications} n where n.id = ${id} and n.recipient_id = ${recipientId}
  )`;

export function createNotificationsRepository(db: Db) {
  return {
    async exists(recipientId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)));
      return Boolean(row);
    },

    /** Up to `limit` of the recipient's notifications, newest first, after `cursor` when given. */
    list(recipientId: string, { cursor, limit }: { cursor: string | undefined; limit: number }) {
      const after = cursor
        ? sql`(${notifications.createdAt}, ${notifications.id}) < (
            select n.created_at, n.id from ${notifications} n where n.id = ${cursor} and n.recipient_id = ${recipientId}
          )`
        : undefined;
      return selectNotifications(db, recipientId)
        .where(and(eq(notifications.recipientId, recipientId), after, isFromUnblockedPeople(recipientId)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(recipientId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            isNull(notifications.readAt),
            isFromUnblockedPeople(recipientId),
          ),
        );
      return row?.n ?? 0;
    },

    /** Marks read the recipient's unread notifications, all of them or those at or before `upTo`. */
    async markRead(recipientId: string, upTo: string | undefined): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            isNull(notifications.readAt),
            upTo ? atOrBefore(recipientId, upTo) : undefined,
          ),
        );
    },

    async mailSettings(userId: string, executor: Db = db) {
      const [row] = await executor
        .select()
        .from(notificationMailSettings)
        .where(eq(notificationMailSettings.userId, userId));
      return row ?? null;
    },

    /** Sets which kinds the person gets by mail; creates their settings row when they have none. */
    async setMutedKinds(userId: string, mutedKinds: MailedNotificationKind[], executor: Db = db) {
      await ensureMailSettings(executor, userId);
      await executor
        .update(notificationMailSettings)
        .set({ mutedKinds, updatedAt: sql`now()` })
        .where(eq(notificationMailSettings.userId, userId));
    },

    /** Adds kinds to those the person does not get by mail, leaving the others as they are. */
    async muteKinds(userId: string, kinds: readonly MailedNotificationKind[]): Promise<void> {
      await db
        .update(notificationMailSettings)
        .set({
          mutedKinds: sql`array(select distinct unnest(${notificationMailSettings.mutedKinds} || ${sql.param(kinds)}::text[]) order by 1)`,
          updatedAt: sql`now()`,
        })
        .where(eq(notificationMailSettings.userId, userId));
    },

    /**
     * Locks the settings of one person due a notifications mail: something waits for it, and their last one
     * went out at or before `mailedBefore` (or never). SKIP LOCKED lets other processes take other people.
     */
    async lockNextDue(tx: Db, mailedBefore: Date) {
      const [row] = await tx
        .select({
          userId: notificationMailSettings.userId,
          mutedKinds: notificationMailSettings.mutedKinds,
          unsubscribeKey: notificationMailSettings.unsubscribeKey,
          email: users.email,
        })
        .from(notificationMailSettings)
        .innerJoin(users, eq(users.id, notificationMailSettings.userId))
        .where(
          and(
            // Mail goes to addresses their owner confirmed only.
            isNotNull(users.emailVerifiedAt),
            or(
              isNull(notificationMailSettings.lastMailedAt),
              lte(notificationMailSettings.lastMailedAt, mailedBefore),
            ),
            sql`exists (select 1 from ${notifications} where ${notifications.recipientId} = ${notificationMailSettings.userId} and ${notifications.mailPending})`,
          ),
        )
        .orderBy(sql`${notificationMailSettings.lastMailedAt} nulls first`)
        .limit(1)
        .for('update', { of: notificationMailSettings, skipLocked: true });
      return row;
    },

    /** The recipient's notifications waiting for their mail, newest first. */
    pendingMail(tx: Db, recipientId: string) {
      return selectNotifications(tx, recipientId)
        .where(and(eq(notifications.recipientId, recipientId), eq(notifications.mailPending, true)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id));
    },

    /** Takes these notifications out of the mail queue (mailed now, or of kinds the person turned off). */
    async clearMailPending(tx: Db, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await tx.update(notifications).set({ mailPending: false }).where(inArray(notifications.id, ids));
    },

    async markMailed(tx: Db, userId: string, at: Date): Promise<void> {
      await tx
        .update(notificationMailSettings)
        .set({ lastMailedAt: at })
        .where(eq(notificationMailSettings.userId, userId));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type NotificationRow = Awaited<ReturnType<NotificationsRepository['list']>>[number];
