import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  blocks,
  collectionLooks,
  collectionProducts,
  collectionSaves,
  collections,
  credentials,
  feedback,
  follows,
  ledgerAccounts,
  lookLikes,
  lookProducts,
  looks,
  mailOutbox,
  mediaObjects,
  notificationMailSettings,
  notifications,
  paidSubscriptions,
  priceWatches,
  productLikes,
  products,
  refreshTokens,
  reports,
  searchHistory,
  subscriptionPrices,
  users,
} from '../../db/schema/index.ts';
import { isProductVisibleTo } from '../../db/visibility.ts';

const other = alias(users, 'other');
const person = { id: other.id, username: other.username };
const aboutUser = alias(users, 'about_user');

/**
 * Reads everything one person owns, table by table, each list in a stable order (oldest first). Every
 * read takes the transaction the export runs in, so the file is one consistent snapshot. Columns are
 * named one by one: secrets (password hashes, token hashes, Google subjects) are never selected.
 */
export const accountExportRepository = {
  async account(tx: Db, userId: string) {
    const [row] = await tx
      .select({
        id: users.id,
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
        username: users.username,
        name: users.name,
        bio: users.bio,
        avatarUrl: users.avatarUrl,
        website: users.website,
        instagram: users.instagram,
        role: users.role,
        genderPreference: users.genderPreference,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
        hasPassword: sql<boolean>`${credentials.passwordHash} is not null`,
        hasGoogle: sql<boolean>`${credentials.googleSubject} is not null`,
      })
      .from(users)
      .leftJoin(credentials, eq(credentials.userId, users.id))
      .where(eq(users.id, userId));
    return row ?? null;
  },

  /** One row per sign-in (refresh-token family), signed out or not, as long as its rows are kept. */
  sessions(tx: Db, userId: string) {
    return tx
      .select({
        id: refreshTokens.familyId,
        client: sql<'web' | 'extension'>`min(${refreshTokens.client})`,
        createdAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
        lastUsedAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
        expiresAt: sql<Date>`max(${refreshTokens.expiresAt})`.mapWith(refreshTokens.expiresAt),
        signedOutAt: sql<Date | null>`max(${refreshTokens.revokedAt})`.mapWith(refreshTokens.revokedAt),
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
      .groupBy(refreshTokens.familyId)
      .orderBy(sql`min(${refreshTokens.createdAt})`);
  },

  products(tx: Db, userId: string) {
    return tx
      .select()
      .from(products)
      .where(eq(products.ownerId, userId))
      .orderBy(asc(products.createdAt), asc(products.id));
  },

  collections(tx: Db, userId: string) {
    return tx
      .select()
      .from(collections)
      .where(eq(collections.ownerId, userId))
      .orderBy(asc(collections.createdAt), asc(collections.id));
  },

  collectionProducts(tx: Db, collectionIds: string[]) {
    if (collectionIds.length === 0) return Promise.resolve([]);
    return tx
      .select({ collectionId: collectionProducts.collectionId, productId: collectionProducts.productId })
      .from(collectionProducts)
      .where(inArray(collectionProducts.collectionId, collectionIds))
      .orderBy(asc(collectionProducts.position));
  },

  collectionLooks(tx: Db, collectionIds: string[]) {
    if (collectionIds.length === 0) return Promise.resolve([]);
    return tx
      .select({ collectionId: collectionLooks.collectionId, lookId: collectionLooks.lookId })
      .from(collectionLooks)
      .where(inArray(collectionLooks.collectionId, collectionIds))
      .orderBy(asc(collectionLooks.position));
  },

  looks(tx: Db, userId: string) {
    return tx
      .select()
      .from(looks)
      .where(eq(looks.ownerId, userId))
      .orderBy(asc(looks.createdAt), asc(looks.id));
  },

  lookProducts(tx: Db, lookIds: string[]) {
    if (lookIds.length === 0) return Promise.resolve([]);
    return tx
      .select({
        lookId: lookProducts.lookId,
        productId: lookProducts.productId,
        x: lookProducts.x,
        y: lookProducts.y,
      })
      .from(lookProducts)
      .where(inArray(lookProducts.lookId, lookIds))
      .orderBy(asc(lookProducts.position));
  },

  /** Liked products, named only while the person may still open them (docs/product.md §4). */
  productLikes(tx: Db, userId: string) {
    const visible = isProductVisibleTo(userId);
    return tx
      .select({
        productId: productLikes.productId,
        brand: sql<string | null>`case when ${visible} then ${products.brand} end`,
        description: sql<string | null>`case when ${visible} then ${products.description} end`,
        likedAt: productLikes.createdAt,
      })
      .from(productLikes)
      .innerJoin(products, eq(products.id, productLikes.productId))
      .where(eq(productLikes.userId, userId))
      .orderBy(asc(productLikes.createdAt));
  },

  lookLikes(tx: Db, userId: string) {
    return tx
      .select({ lookId: lookLikes.lookId, likedAt: lookLikes.createdAt })
      .from(lookLikes)
      .where(eq(lookLikes.userId, userId))
      .orderBy(asc(lookLikes.createdAt));
  },

  /** Saved collections, named with their owner unless since made private. */
  saves(tx: Db, userId: string) {
    return tx
      .select({
        collectionId: collectionSaves.collectionId,
        isPrivate: collections.isPrivate,
        name: collections.name,
        owner: person,
        savedAt: collectionSaves.createdAt,
      })
      .from(collectionSaves)
      .innerJoin(collections, eq(collections.id, collectionSaves.collectionId))
      .innerJoin(other, eq(other.id, collections.ownerId))
      .where(eq(collectionSaves.userId, userId))
      .orderBy(asc(collectionSaves.createdAt));
  },

  following(tx: Db, userId: string) {
    return tx
      .select({ person, since: follows.createdAt })
      .from(follows)
      .innerJoin(other, eq(other.id, follows.followeeId))
      .where(eq(follows.followerId, userId))
      .orderBy(asc(follows.createdAt));
  },

  followers(tx: Db, userId: string) {
    return tx
      .select({ person, since: follows.createdAt })
      .from(follows)
      .innerJoin(other, eq(other.id, follows.followerId))
      .where(eq(follows.followeeId, userId))
      .orderBy(asc(follows.createdAt));
  },

  /** Paid subscriptions on one side: `as` 'subscriber' (stylists they pay) or 'stylist' (who pays them). */
  paidSubscriptions(tx: Db, userId: string, as: 'subscriber' | 'stylist') {
    const [mine, theirs] =
      as === 'subscriber'
        ? [paidSubscriptions.subscriberId, paidSubscriptions.stylistId]
        : [paidSubscriptions.stylistId, paidSubscriptions.subscriberId];
    return tx
      .select({
        person,
        status: paidSubscriptions.status,
        amount: paidSubscriptions.amount,
        currency: paidSubscriptions.currency,
        currentPeriodStart: paidSubscriptions.currentPeriodStart,
        currentPeriodEnd: paidSubscriptions.currentPeriodEnd,
        createdAt: paidSubscriptions.createdAt,
      })
      .from(paidSubscriptions)
      .leftJoin(other, eq(other.id, theirs))
      .where(eq(mine, userId))
      .orderBy(asc(paidSubscriptions.createdAt));
  },

  async subscriptionPrice(tx: Db, userId: string) {
    const [row] = await tx
      .select({ amount: subscriptionPrices.amount, currency: subscriptionPrices.currency })
      .from(subscriptionPrices)
      .where(eq(subscriptionPrices.stylistId, userId));
    return row ?? null;
  },

  /** Balances of the person's wallets ('available') or money waiting to be paid out ('pending_payout'). */
  balances(tx: Db, userId: string, kind: 'available' | 'pending_payout') {
    return tx
      .select({ currency: ledgerAccounts.currency, amount: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerId, userId), eq(ledgerAccounts.kind, kind)))
      .orderBy(asc(ledgerAccounts.currency));
  },

  notifications(tx: Db, userId: string) {
    return tx
      .select({
        kind: notifications.kind,
        actor: person,
        productId: notifications.productId,
        collectionId: notifications.collectionId,
        aboutUser: { id: aboutUser.id, username: aboutUser.username },
        payload: notifications.payload,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .leftJoin(other, eq(other.id, notifications.actorId))
      .leftJoin(aboutUser, eq(aboutUser.id, notifications.subjectUserId))
      .where(eq(notifications.recipientId, userId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id));
  },

  /** The person's notification mail choices; never the key that signs their unsubscribe links. */
  async notificationMail(tx: Db, userId: string) {
    const [row] = await tx
      .select({
        mutedKinds: notificationMailSettings.mutedKinds,
        lastMailedAt: notificationMailSettings.lastMailedAt,
      })
      .from(notificationMailSettings)
      .where(eq(notificationMailSettings.userId, userId));
    return row ?? { mutedKinds: [], lastMailedAt: null };
  },

  blocked(tx: Db, userId: string) {
    return tx
      .select({ person, since: blocks.createdAt })
      .from(blocks)
      .innerJoin(other, eq(other.id, blocks.blockedId))
      .where(eq(blocks.blockerId, userId))
      .orderBy(asc(blocks.createdAt));
  },

  reports(tx: Db, userId: string) {
    return tx
      .select({
        targetType: reports.targetType,
        targetId: reports.targetId,
        reason: reports.reason,
        details: reports.details,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, userId))
      .orderBy(asc(reports.createdAt), asc(reports.id));
  },

  priceWatches(tx: Db, userId: string) {
    return tx
      .select({
        productId: priceWatches.productId,
        watching: priceWatches.watching,
        updatedAt: priceWatches.updatedAt,
      })
      .from(priceWatches)
      .where(eq(priceWatches.userId, userId))
      .orderBy(asc(priceWatches.updatedAt), asc(priceWatches.productId));
  },

  searches(tx: Db, userId: string) {
    return tx
      .select({ query: searchHistory.query, day: searchHistory.day })
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId))
      .orderBy(asc(searchHistory.day), asc(searchHistory.query));
  },

  feedback(tx: Db, userId: string) {
    return tx
      .select({
        id: feedback.id,
        message: feedback.message,
        attachmentUrl: feedback.attachmentUrl,
        replyTo: feedback.replyTo,
        appVersion: feedback.appVersion,
        userAgent: feedback.userAgent,
        createdAt: feedback.createdAt,
      })
      .from(feedback)
      .where(eq(feedback.userId, userId))
      .orderBy(asc(feedback.createdAt));
  },

  media(tx: Db, userId: string) {
    return tx
      .select({
        key: mediaObjects.key,
        contentType: mediaObjects.contentType,
        bytes: mediaObjects.bytes,
        width: mediaObjects.width,
        height: mediaObjects.height,
        createdAt: mediaObjects.createdAt,
      })
      .from(mediaObjects)
      .where(eq(mediaObjects.ownerId, userId))
      .orderBy(asc(mediaObjects.createdAt), asc(mediaObjects.key));
  },

  /**
   * Mail sent to the account, not merely to its address (support mail is not the account's): subjects and
   * dates only, as bodies held sign-in codes.
   */
  mail(tx: Db, userId: string) {
    return tx
      .select({ subject: mailOutbox.subject, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, userId))
      .orderBy(asc(mailOutbox.createdAt));
  },
};

export type AccountExportRepository = typeof accountExportRepository;
