import type { RouteReply } from '@stylebook/contracts';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../db/schema/index.ts';
import {
  newCollection,
  newProduct,
  registerVerifiedAccount,
  requestsTo,
  useTestApp,
  newPaidSubscription,
} from '../../test/helpers.ts';

type ProfileReply = RouteReply<'getUserProfile'>;
type Card = ProfileReply['publicCollections'][number];

/**
 * Signed-out visitors' profiles are cached per process (users.service.ts). `t.app` reads; `other` is a second
 * API process on the same database that writes, as another instance behind a load balancer would.
 */
describe('the signed-out profile cache', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  let other: FastifyInstance;
  let call: ReturnType<typeof requestsTo>;
  let callOther: ReturnType<typeof requestsTo>;

  beforeAll(async () => {
    other = await t.anotherProcess();
    call = requestsTo(t.app);
    callOther = requestsTo(other);
  });

  const profileOf = async (id: string, token: string | null = null) => {
    const response = await call('GET', `/api/users/${id}/profile`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProfileReply>();
  };
  /** What a signed-out visitor sees once this process has read what the other one wrote. */
  const anonymousProfileOf = async (id: string) => {
    await t.app.changeFeed.poll();
    return profileOf(id);
  };
  const names = (cards: Card[]) => cards.map(({ name }) => name).sort();

  it('follows edits, privacy changes and deletions of collections and products made by another process', async () => {
    const stylist = await registerVerifiedAccount(other, { role: 'stylist' });
    const product = await newProduct(t.database.db, { ownerId: stylist.user.id });
    const kept = await newCollection(t.database.db, {
      ownerId: stylist.user.id,
      name: 'Kept',
      productIds: [product.id],
    });
    const hidden = await newCollection(t.database.db, { ownerId: stylist.user.id, name: 'Soon private' });
    const removed = await newCollection(t.database.db, { ownerId: stylist.user.id, name: 'Soon deleted' });
    const first = await anonymousProfileOf(stylist.user.id);
    expect(names(first.publicCollections)).toEqual(['Kept', 'Soon deleted', 'Soon private']);
    expect(first.publicCollections.find(({ id }) => id === kept.id)!.previewImageUrls).toEqual(
      product.images.map(({ url }) => url),
    );

    const edit = await callOther('PUT', `/api/collections/${kept.id}`, stylist.token, { name: 'Renamed' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(names((await anonymousProfileOf(stylist.user.id)).publicCollections)).toEqual([
      'Renamed',
      'Soon deleted',
      'Soon private',
    ]);

    const hide = await callOther('PUT', `/api/collections/${hidden.id}`, stylist.token, { isPrivate: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(names((await anonymousProfileOf(stylist.user.id)).publicCollections)).toEqual([
      'Renamed',
      'Soon deleted',
    ]);

    expect((await callOther('DELETE', `/api/collections/${removed.id}`, stylist.token)).statusCode).toBe(204);
    expect(names((await anonymousProfileOf(stylist.user.id)).publicCollections)).toEqual(['Renamed']);

    // A product's own row, written straight to the database, reaches the cards showing it.
    await t.database.db
      .update(products)
      .set({ images: [{ url: '/media/test/new-photo.webp' }] })
      .where(eq(products.id, product.id));
    const [card] = (await anonymousProfileOf(stylist.user.id)).publicCollections;
    expect(card!.previewImageUrls).toEqual(['/media/test/new-photo.webp']);
  });

  it('follows the person, their followers and their price as another process changes them', async () => {
    const stylist = await registerVerifiedAccount(other, { role: 'stylist' });
    const fan = await registerVerifiedAccount(other);
    expect(await anonymousProfileOf(stylist.user.id)).toMatchObject({
      subscriberCount: 0,
      subscriptionPrice: null,
    });

    await t.database.db.update(users).set({ name: 'Renamed Stylist' }).where(eq(users.id, stylist.user.id));
    expect(await anonymousProfileOf(stylist.user.id)).toMatchObject({ name: 'Renamed Stylist' });

    expect((await callOther('POST', `/api/users/${stylist.user.id}/subscribe`, fan.token)).statusCode).toBe(
      200,
    );
    expect(await anonymousProfileOf(stylist.user.id)).toMatchObject({
      subscriberCount: 1,
      isSubscribed: false,
    });

    const price = { amount: 700, currency: 'USD' };
    const set = await callOther('PUT', '/api/subscriptions/price', stylist.token, price);
    expect(set.statusCode, set.body).toBe(200);
    expect(await anonymousProfileOf(stylist.user.id)).toMatchObject({ subscriptionPrice: price });
  });

  it('never shows a signed-out visitor what the owner, a follower or a paid subscriber sees, nor theirs to them', async () => {
    const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
    const follower = await registerVerifiedAccount(t.app);
    const subscriber = await registerVerifiedAccount(t.app);
    const product = await newProduct(t.database.db, { ownerId: stylist.user.id });
    await newCollection(t.database.db, {
      ownerId: stylist.user.id,
      name: 'Mine alone',
      visibility: 'private',
    });
    const paid = await newCollection(t.database.db, {
      ownerId: stylist.user.id,
      name: 'For subscribers',
      visibility: 'paid',
      productIds: [product.id],
    });
    await call('POST', `/api/users/${stylist.user.id}/subscribe`, follower.token);
    await newPaidSubscription(t.database.db, subscriber.user.id, stylist.user.id);
    const photo = product.images[0]!.url;
    const signedOut = {
      isMe: false,
      isSubscribed: false,
      paidSubscription: null,
      privateAndSavedCollections: [],
      publicCollections: [expect.objectContaining({ id: paid.id, previewImageUrls: [] })],
    };

    // Signed out first, so what is cached is what everyone else is then compared with.
    expect(await anonymousProfileOf(stylist.user.id)).toMatchObject(signedOut);
    const owners = await profileOf(stylist.user.id, stylist.token);
    expect(owners).toMatchObject({ isMe: true });
    expect(names(owners.privateAndSavedCollections)).toEqual(['Mine alone']);
    expect(await profileOf(stylist.user.id, follower.token)).toMatchObject({
      isMe: false,
      isSubscribed: true,
    });
    expect(await profileOf(stylist.user.id, subscriber.token)).toMatchObject({
      paidSubscription: { status: 'active' },
      publicCollections: [expect.objectContaining({ id: paid.id, previewImageUrls: [photo] })],
    });
    expect(await profileOf(stylist.user.id)).toMatchObject(signedOut);
  });
});
