import { NOTIFICATION_KINDS, type MailedNotificationKind, type NotificationKind } from '@stylebook/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { collections } from './collections.ts';
import { products } from './products.ts';
import { isOneOf } from './checks.ts';
import { createdAt, updatedAt } from './timestamps.ts';
import { users } from './users.ts';

/**
 * What a person is told about in the app (the bell), one row per event: who did it (`actorId`, null for the
 * app's own news such as a price drop), what it is about (a product, a collection or a person), and a small
 * payload per kind (contracts' NotificationPayloads). Rows go with the recipient, the actor and the subject.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The same act by the same person on the same subject (a like, unlike, like again) has one key, and
     * only its first notification is kept. Null for kinds where every event counts (a renewal, a price drop).
     */
    repeatKey: text('repeat_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Waiting for the recipient's next notifications mail (a kind they get by mail, when it arrived). */
    mailPending: boolean('mail_pending').notNull().default(false),
  },
  (t) => [
    // The list pages newest first by (created_at, id); the unread count and the digest read their own slices.
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt, t.id),
    uniqueIndex('notifications_repeat_key').on(t.recipientId, t.repeatKey),
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    index('notifications_mail_pending_idx')
      .on(t.recipientId)
      .where(sql`${t.mailPending}`),
    check('notifications_kind_check', isOneOf('kind', NOTIFICATION_KINDS)),
  ],
);

/**
 * A person's notification mail: the kinds they turned off (in settings or by an unsubscribe link), when their
 * last notifications mail was queued (one a day at most), and the key that signs their unsubscribe links.
 * Written with their first notification or preference change; the digest job locks it to mail them once.
 */
export const notificationMailSettings = pgTable('notification_mail_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedKinds: text('muted_kinds')
    .array()
    .$type<MailedNotificationKind[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
  /** Random, per person: signs their one-click unsubscribe links, so no sign-in is needed to use them. */
  unsubscribeKey: text('unsubscribe_key').notNull(),
  updatedAt: updatedAt(),
});
