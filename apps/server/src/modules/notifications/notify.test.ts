import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { notificationMailSettings, notifications } from '../../db/schema/index.ts';
import { newCollection, newProduct, newUser, openTestDatabase } from '../../test/helpers.ts';
import { notify } from './notifications.service.ts';

describe('notify', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const stored = (recipientId: string) =>
    database.db
      .select({
        kind: notifications.kind,
        actorId: notifications.actorId,
        productId: notifications.productId,
        collectionId: notifications.collectionId,
        subjectUserId: notifications.subjectUserId,
        payload: notifications.payload,
        mailPending: notifications.mailPending,
      })
      .from(notifications)
      .where(eq(notifications.recipientId, recipientId))
      .orderBy(asc(notifications.createdAt), asc(notifications.id));

  it('stores who did what to which subject, with its payload, waiting for the mail', async () => {
    const owner = await newUser(database.db);
    const fan = await newUser(database.db);
    const product = await newProduct(database.db, { ownerId: owner.id });
    await database.db.transaction((tx) =>
      notify(tx, { kind: 'product_liked', recipientId: owner.id, actorId: fan.id, productId: product.id }),
    );
    await notify(database.db, {
      kind: 'price_drop',
      recipientId: owner.id,
      productId: product.id,
      payload: { previousPrice: 12_500, newPrice: 9_900, currency: 'USD' },
    });
    expect(await stored(owner.id)).toEqual([
      {
        kind: 'product_liked',
        actorId: fan.id,
        productId: product.id,
        collectionId: null,
        subjectUserId: null,
        payload: {},
        mailPending: true,
      },
      {
        kind: 'price_drop',
        actorId: null,
        productId: product.id,
        collectionId: null,
        subjectUserId: null,
        payload: { previousPrice: 12_500, newPrice: 9_900, currency: 'USD' },
        mailPending: true,
      },
    ]);
  });

  it('never tells a person about their own act', async () => {
    const owner = await newUser(database.db);
    const product = await newProduct(database.db, { ownerId: owner.id });
    await notify(database.db, {
      kind: 'product_liked',
      recipientId: owner.id,
      actorId: owner.id,
      productId: product.id,
    });
    expect(await stored(owner.id)).toEqual([]);
  });

  it('keeps one notification for a repeated act, and one per event for news', async () => {
    const owner = await newUser(database.db);
    const fan = await newUser(database.db);
    const collection = await newCollection(database.db, { ownerId: owner.id });
    const saved = {
      kind: 'collection_saved',
      recipientId: owner.id,
      actorId: fan.id,
      collectionId: collection.id,
    } as const;
    await notify(database.db, saved);
    await notify(database.db, saved);
    await notify(database.db, { kind: 'new_follower', recipientId: owner.id, actorId: fan.id });
    await notify(database.db, { kind: 'new_follower', recipientId: owner.id, actorId: fan.id });
    const failed = {
      kind: 'subscription_payment_failed',
      recipientId: owner.id,
      subjectUserId: fan.id,
      payload: { amount: 500, currency: 'EUR', retryUntil: new Date().toISOString() },
    } as const;
    await notify(database.db, failed);
    await notify(database.db, failed);
    expect((await stored(owner.id)).map(({ kind, mailPending }) => [kind, mailPending])).toEqual([
      ['collection_saved', true],
      ['new_follower', true],
      // Billing news goes out as its own mail at once, never in the notifications mail.
      ['subscription_payment_failed', false],
      ['subscription_payment_failed', false],
    ]);
  });

  it('does not hold a kind for the mail once its recipient turned it off', async () => {
    const owner = await newUser(database.db);
    const fan = await newUser(database.db);
    await notify(database.db, {
      kind: 'paid_subscriber',
      recipientId: owner.id,
      actorId: fan.id,
      payload: { amount: 500, currency: 'USD' },
    });
    await database.db
      .update(notificationMailSettings)
      .set({ mutedKinds: ['new_follower'] })
      .where(eq(notificationMailSettings.userId, owner.id));
    await notify(database.db, { kind: 'new_follower', recipientId: owner.id, actorId: fan.id });
    expect((await stored(owner.id)).map(({ kind, mailPending }) => [kind, mailPending])).toEqual([
      ['paid_subscriber', true],
      ['new_follower', false],
    ]);
  });
});
