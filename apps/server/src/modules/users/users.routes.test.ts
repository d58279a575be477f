import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  newCollection,
  newProduct,
  newUser,
  registerVerifiedAccount,
  useTestApp,
} from '../../test/helpers.ts';

type ProfileReply = RouteReply<'getUserProfile'>;
type Card = ProfileReply['publicCollections'][number];

describe('users API', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  const call = t.request;

  const ids = (cards: Card[]) => cards.map(({ id }) => id);

  describe('GET /api/users/{id}/profile', () => {
    it('may be read signed out; unknown people are 404 and malformed ids 400', async () => {
      const person = await newUser(t.database.db, { bio: 'Hello', website: 'https://me.example' });
      const seen = await call('GET', `/api/users/${person.id}/profile`, null);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toEqual({
        id: person.id,
        username: person.username,
        name: person.name,
        bio: 'Hello',
        avatarUrl: null,
        website: 'https://me.example',
        role: 'USER',
        subscriberCount: 0,
        subscriptionCount: 0,
        isSubscribed: false,
        isMe: false,
        publicCollections: [],
        privateAndSavedCollections: [],
        subscriptionPrice: null,
        paidSubscription: null,
      });
      const unknown = await call('GET', `/api/users/${randomUUID()}/profile`, null);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ErrorBody>()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
      expect((await call('GET', '/api/users/nobody/profile', null)).statusCode).toBe(400);
    });

    it('counts subscribers and subscriptions, following along as people follow and unfollow', async () => {
      const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const fan = await registerVerifiedAccount(t.app);
      const profileOf = async (id: string, token: string | null) =>
        (await call('GET', `/api/users/${id}/profile`, token)).json<ProfileReply>();

      await call('POST', `/api/users/${stylist.user.id}/subscribe`, fan.token);
      expect(await profileOf(stylist.user.id, fan.token)).toMatchObject({
        subscriberCount: 1,
        subscriptionCount: 0,
        isSubscribed: true,
        isMe: false,
      });
      expect(await profileOf(stylist.user.id, null)).toMatchObject({
        subscriberCount: 1,
        isSubscribed: false,
      });
      expect(await profileOf(fan.user.id, fan.token)).toMatchObject({
        subscriberCount: 0,
        subscriptionCount: 1,
        isSubscribed: false,
        isMe: true,
      });

      await call('DELETE', `/api/users/${stylist.user.id}/subscribe`, fan.token);
      expect(await profileOf(stylist.user.id, fan.token)).toMatchObject({
        subscriberCount: 0,
        isSubscribed: false,
      });
      expect(await profileOf(fan.user.id, fan.token)).toMatchObject({ subscriptionCount: 0 });
    });

    it('shows listed collections to all, and private and saved ones to the owner alone', async () => {
      const db = t.database.db;
      const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const fan = await registerVerifiedAccount(t.app);
      const stylistId = stylist.user.id;
      const product = await newProduct(db, { ownerId: stylistId });
      const pub = await newCollection(db, {
        ownerId: stylistId,
        visibility: 'public',
        productIds: [product.id],
      });
      const paid = await newCollection(db, {
        ownerId: stylistId,
        visibility: 'paid',
        productIds: [product.id],
        coverPlaceholderUrl: '/media/placeholders/paid.webp',
      });
      const priv = await newCollection(db, { ownerId: stylistId, visibility: 'private' });
      await newCollection(db, { ownerId: stylistId, visibility: 'public', archivedAt: new Date() });
      const fanOwn = await newCollection(db, { ownerId: fan.user.id, visibility: 'private' });
      await call('POST', `/api/collections/${pub.id}/save`, fan.token);

      for (const token of [null, fan.token]) {
        const seen = (await call('GET', `/api/users/${stylistId}/profile`, token)).json<ProfileReply>();
        expect(ids(seen.publicCollections).sort()).toEqual([pub.id, paid.id].sort());
        expect(seen.privateAndSavedCollections).toEqual([]);
        const locked = seen.publicCollections.find(({ id }) => id === paid.id);
        expect(locked).toMatchObject({
          coverImageUrl: '/media/placeholders/paid.webp',
          previewImageUrls: ['/media/placeholders/paid.webp'],
          productCount: 1,
        });
      }

      const own = (await call('GET', `/api/users/${stylistId}/profile`, stylist.token)).json<ProfileReply>();
      expect(ids(own.publicCollections).sort()).toEqual([pub.id, paid.id].sort());
      expect(own.publicCollections.find(({ id }) => id === paid.id)?.previewImageUrls).toEqual(
        product.images.map(({ url }) => url),
      );
      expect(ids(own.privateAndSavedCollections)).toEqual([priv.id]);

      const fanSelf = (
        await call('GET', `/api/users/${fan.user.id}/profile`, fan.token)
      ).json<ProfileReply>();
      expect(fanSelf.publicCollections).toEqual([]);
      expect(ids(fanSelf.privateAndSavedCollections)).toEqual([fanOwn.id, pub.id]);
      const fanSeenByStylist = (
        await call('GET', `/api/users/${fan.user.id}/profile`, stylist.token)
      ).json<ProfileReply>();
      expect(fanSeenByStylist).toMatchObject({ publicCollections: [], privateAndSavedCollections: [] });
    });
  });
});
