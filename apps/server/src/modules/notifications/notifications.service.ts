import {
  MAILED_NOTIFICATION_KINDS,
  MailedNotificationKind,
  NOTIFICATION_KIND_LABELS,
  notificationPath,
  notificationText,
  type EmptyPayload,
  type ListNotificationsQuery,
  type NotificationKind,
  type NotificationMailPreferences,
  type NotificationPayloads,
  type NotificationsPage,
  type UnreadNotifications,
  type UnsubscribeResult,
  type UpdateNotificationMailPreferencesBody,
} from '@stylebook/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../plugins/auth.ts';
import { enqueueMail } from '../mail/mail.outbox.ts';
import { notificationsDigestMail } from '../mail/mail.templates.ts';
import { toNotification } from './notifications.mapper.ts';
import {
  ensureMailSettings,
  insertNotification,
  type NewNotificationRow,
  type NotificationsRepository,
} from './notifications.repository.ts';
import {
  isGenuine,
  parseUnsubscribeToken,
  unsubscribeToken,
  type UnsubscribeScope,
} from './unsubscribe-links.ts';

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
  subscription_price_changed: { subjectUserId: string };
  subscription_stopped: { subjectUserId: string };
  price_drop: { productId: string };
  back_in_stock: { productId: string };
  /** The removed thing is named in the payload: a look has no subject column. */
  removed_by_moderators: Record<never, never>;
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
export function repeatKeyOf(notification: NewNotification): string | null {
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

/** The row a notification is stored as (the demo history writes its past ones with it too). */
export function notificationRow(notification: NewNotification): NewNotificationRow {
  return {
    recipientId: notification.recipientId,
    kind: notification.kind,
    actorId: 'actorId' in notification ? notification.actorId : null,
    productId: 'productId' in notification ? notification.productId : null,
    collectionId: 'collectionId' in notification ? notification.collectionId : null,
    subjectUserId: 'subjectUserId' in notification ? notification.subjectUserId : null,
    payload: notification.payload ?? {},
    repeatKey: repeatKeyOf(notification),
  };
}

/**
 * Tells `recipientId` about something, inside the caller's transaction, so the notification exists exactly
 * when the act does. Nobody is told about their own act. A mailed kind waits for the recipient's next
 * notifications mail (the digest job), unless they turned that kind off.
 */
export async function notify(tx: Db, notification: NewNotification): Promise<void> {
  const row = notificationRow(notification);
  if (row.actorId === row.recipientId) return;
  await ensureMailSettings(tx, row.recipientId);
  await insertNotification(tx, row);
}

export interface NotificationsServiceDeps {
  db: Db;
  repository: NotificationsRepository;
  publicOrigin: string;
  /** Called after a commit that queued mail, so it goes out at once. */
  mailQueued: () => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The most notifications one mail lists; the rest are counted ("And 12 more"). */
const DIGEST_MAX_ITEMS = 20;

const invalidUnsubscribeLink = () => badRequest('This unsubscribe link is not valid');

/** The bell, the list, mail preferences and the daily notifications mail. */
export function createNotificationsService({
  db,
  repository,
  publicOrigin,
  mailQueued,
}: NotificationsServiceDeps) {
  const link = (path: string) => new URL(path, publicOrigin).toString();

  async function preferencesOf(userId: string): Promise<NotificationMailPreferences> {
    const muted = new Set((await repository.mailSettings(userId))?.mutedKinds ?? []);
    const mail = Object.fromEntries(MAILED_NOTIFICATION_KINDS.map((kind) => [kind, !muted.has(kind)]));
    return { mail: mail as NotificationMailPreferences['mail'] };
  }

  /** One due person's notifications mail, in the job's transaction. Answers whether a mail was queued. */
  async function mailDigest(
    tx: Db,
    due: NonNullable<Awaited<ReturnType<NotificationsRepository['lockNextDue']>>>,
    now: Date,
  ): Promise<boolean> {
    const pending = await repository.pendingMail(tx, due.userId);
    // Kinds turned off since they arrived leave the queue unmailed.
    await repository.clearMailPending(
      tx,
      pending.map(({ id }) => id),
    );
    const muted = new Set<string>(due.mutedKinds);
    const mailed = pending
      .filter(({ shown }) => shown)
      .map(toNotification)
      .filter(({ kind }) => !muted.has(kind));
    if (mailed.length === 0) return false;
    const unsubscribeUrl = (scope: UnsubscribeScope, path: string) => {
      const url = new URL(path, publicOrigin);
      url.searchParams.set('token', unsubscribeToken(due.unsubscribeKey, due.userId, scope));
      return url.toString();
    };
    const kinds = [...new Set(mailed.map(({ kind }) => MailedNotificationKind.parse(kind)))];
    const content = notificationsDigestMail({
      items: mailed.slice(0, DIGEST_MAX_ITEMS).map((notification) => ({
        text: notificationText(notification, 'en'),
        url: link(notificationPath(notification)),
      })),
      moreCount: Math.max(0, mailed.length - DIGEST_MAX_ITEMS),
      listUrl: link('/notifications'),
      unsubscribeKinds: kinds.map((kind) => ({
        label: NOTIFICATION_KIND_LABELS[kind],
        url: unsubscribeUrl(kind, '/unsubscribe'),
      })),
      unsubscribeAllUrl: unsubscribeUrl('all', '/unsubscribe'),
      settingsUrl: link('/settings/notifications'),
      oneClickUnsubscribeUrl: unsubscribeUrl('all', '/api/notifications/unsubscribe'),
    });
    await enqueueMail(tx, { email: due.email, userId: due.userId }, content);
    await repository.markMailed(tx, due.userId, now);
    return true;
  }

  return {
    async list(actor: Actor, { cursor, limit }: ListNotificationsQuery): Promise<NotificationsPage> {
      if (cursor && !(await repository.exists(actor.userId, cursor)))
        throw badRequest('This page of notifications is gone: load them again');
      const rows = await repository.list(actor.userId, { cursor, limit: limit + 1 });
      const items = rows.slice(0, limit).map(toNotification);
      const hasMore = rows.length > limit;
      return { items, hasMore, nextCursor: hasMore ? (items.at(-1)?.id ?? null) : null };
    },

    async unreadCount(actor: Actor): Promise<UnreadNotifications> {
      return { unreadCount: await repository.unreadCount(actor.userId) };
    },

    async markRead(actor: Actor, upTo: string | undefined): Promise<UnreadNotifications> {
      if (upTo && !(await repository.exists(actor.userId, upTo))) throw notFound('Notification not found');
      await repository.markRead(actor.userId, upTo);
      return { unreadCount: await repository.unreadCount(actor.userId) };
    },

    preferences: (actor: Actor) => preferencesOf(actor.userId),

    async setPreferences(
      actor: Actor,
      body: UpdateNotificationMailPreferencesBody,
    ): Promise<NotificationMailPreferences> {
      const current = await preferencesOf(actor.userId);
      const mail = { ...current.mail, ...body.mail };
      const muted = MAILED_NOTIFICATION_KINDS.filter((kind) => mail[kind] === false);
      await db.transaction((tx) => repository.setMutedKinds(actor.userId, muted, tx));
      return preferencesOf(actor.userId);
    },

    /** A one-click unsubscribe: turns the link's kind (or all notification mail) off, and nothing else. */
    async unsubscribe(token: string): Promise<UnsubscribeResult> {
      const parts = parseUnsubscribeToken(token);
      const scope = parts.scope === 'all' ? 'all' : MailedNotificationKind.safeParse(parts.scope).data;
      if (!scope) throw invalidUnsubscribeLink();
      const settings = await repository.mailSettings(parts.userId);
      if (!settings || !isGenuine(settings.unsubscribeKey, parts)) throw invalidUnsubscribeLink();
      await repository.muteKinds(parts.userId, scope === 'all' ? MAILED_NOTIFICATION_KINDS : [scope]);
      return { unsubscribed: scope };
    },

    /**
     * The digest job: queues one notifications mail for each person due one (something waits, and their
     * last went out 24 hours or more before `now`, or never), one person per transaction. Settings rows are
     * locked with SKIP LOCKED, so processes running the job at once never mail a person twice. Answers how
     * many mails it queued.
     */
    async mailDueDigests(now: Date = new Date()): Promise<number> {
      const mailedBefore = new Date(now.getTime() - DAY_MS);
      let queued = 0;
      for (;;) {
        const outcome = await db.transaction(async (tx) => {
          const due = await repository.lockNextDue(tx, mailedBefore);
          if (!due) return 'done';
          return (await mailDigest(tx, due, now)) ? 'mailed' : 'skipped';
        });
        if (outcome === 'done') break;
        if (outcome === 'mailed') queued++;
      }
      if (queued > 0) mailQueued();
      return queued;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
