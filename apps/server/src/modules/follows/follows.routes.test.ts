import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { follows } from '../../db/schema/index.ts';
import {
  newUser,
  registerAccount,
  registerVerifiedAccount,
  requestsTo,
  useTestApp,
} from '../../test/helpers.ts';

type PagedUsersReply = RouteReply<'listSubscribers'>;

describe('follows API', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  let call: ReturnType<typeof requestsTo>;

  beforeAll(async () => {
    call = requestsTo(t.app);
  });

  /** `followerIds` follow `followeeId`, the first one longest ago. */
  async function follow(followeeId: string, followerIds: string[]) {
    const start = Date.now() - 60_000;
    await t.database.db.insert(follows).values(
      followerIds.map((followerId, index) => ({
        followerId,
        followeeId,
        createdAt: new Date(start + index * 1000),
      })),
    );
  }

  describe('POST and DELETE /api/users/{id}/subscribe', () => {
    it('requires a signed-in person with a verified email', async () => {
      const target = await newUser(t.database.db);
      const unverified = await registerAccount(t.app);
      for (const method of ['POST', 'DELETE'] as const) {
        const anonymous = await call(method, `/api/users/${target.id}/subscribe`, null);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json<ErrorBody>().code).toBe('UNAUTHENTICATED');
        const refused = await call(method, `/api/users/${target.id}/subscribe`, unverified.token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json<ErrorBody>().code).toBe('EMAIL_NOT_VERIFIED');
      }
    });

    it('refuses subscribing to yourself, unknown people and malformed ids', async () => {
      const me = await registerVerifiedAccount(t.app);
      for (const method of ['POST', 'DELETE'] as const) {
        const self = await call(method, `/api/users/${me.user.id}/subscribe`, me.token);
        expect(self.statusCode).toBe(400);
        expect(self.json<ErrorBody>()).toEqual({
          message: 'You cannot subscribe to yourself',
          code: 'VALIDATION',
        });
        const unknown = await call(method, `/api/users/${randomUUID()}/subscribe`, me.token);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json<ErrorBody>()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
        const malformed = await call(method, '/api/users/not-an-id/subscribe', me.token);
        expect(malformed.statusCode).toBe(400);
      }
    });

    it('follows and unfollows idempotently, answering the new state and count', async () => {
      const me = await registerVerifiedAccount(t.app);
      const target = await newUser(t.database.db);
      await follow(target.id, [(await newUser(t.database.db)).id]);
      const url = `/api/users/${target.id}/subscribe`;

      for (let attempt = 0; attempt < 2; attempt++) {
        const subscribed = await call('POST', url, me.token);
        expect(subscribed.statusCode).toBe(200);
        expect(subscribed.json()).toEqual({ isSubscribed: true, subscriberCount: 2 });
      }
      for (let attempt = 0; attempt < 2; attempt++) {
        const unsubscribed = await call('DELETE', url, me.token);
        expect(unsubscribed.statusCode).toBe(200);
        expect(unsubscribed.json()).toEqual({ isSubscribed: false, subscriberCount: 1 });
      }
    });
  });

  describe('GET /api/users/{id}/subscribers and /subscribedTo', () => {
    it('may be read signed out, with isSubscribed false', async () => {
      const target = await newUser(t.database.db);
      const follower = await newUser(t.database.db);
      await follow(target.id, [follower.id]);
      const page = await call('GET', `/api/users/${target.id}/subscribers`, null);
      expect(page.statusCode).toBe(200);
      expect(page.json<PagedUsersReply>()).toEqual({
        items: [
          {
            id: follower.id,
            username: follower.username,
            name: follower.name,
            avatarUrl: null,
            role: 'USER',
            bio: null,
            isSubscribed: false,
          },
        ],
        pagination: { page: 1, pages: 1 },
      });
    });

    it('answers 404 for an unknown person and 400 for a bad page or limit', async () => {
      for (const list of ['subscribers', 'subscribedTo']) {
        const unknown = await call('GET', `/api/users/${randomUUID()}/${list}`, null);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json<ErrorBody>()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
        const target = await newUser(t.database.db);
        for (const query of ['page=0', 'limit=0', 'limit=101', 'page=x']) {
          const bad = await call('GET', `/api/users/${target.id}/${list}?${query}`, null);
          expect(bad.statusCode, `${list}?${query}`).toBe(400);
          expect(bad.json<ErrorBody>().code).toBe('VALIDATION');
        }
      }
    });

    it('pages subscribers newest first, with pages = ceil(total / limit) and 0 when empty', async () => {
      const target = await newUser(t.database.db);
      const empty = await call('GET', `/api/users/${target.id}/subscribers`, null);
      expect(empty.json<PagedUsersReply>()).toEqual({ items: [], pagination: { page: 1, pages: 0 } });

      const followers = [];
      for (let i = 0; i < 5; i++) followers.push(await newUser(t.database.db));
      await follow(
        target.id,
        followers.map(({ id }) => id),
      );
      const newestFirst = followers.map(({ id }) => id).reverse();
      const pages = [];
      for (const page of [1, 2, 3, 4]) {
        const reply = await call('GET', `/api/users/${target.id}/subscribers?page=${page}&limit=2`, null);
        pages.push(reply.json<PagedUsersReply>());
      }
      expect(pages.map(({ items }) => items.map(({ id }) => id))).toEqual([
        newestFirst.slice(0, 2),
        newestFirst.slice(2, 4),
        newestFirst.slice(4),
        [],
      ]);
      expect(pages.map(({ pagination }) => pagination)).toEqual([
        { page: 1, pages: 3 },
        { page: 2, pages: 3 },
        { page: 3, pages: 3 },
        { page: 4, pages: 3 },
      ]);
      const byDefault = await call('GET', `/api/users/${target.id}/subscribers`, null);
      expect(byDefault.json<PagedUsersReply>().items).toHaveLength(5);
    });

    it('lists whom a person follows, marking the ones the viewer follows', async () => {
      const viewer = await registerVerifiedAccount(t.app);
      const person = await newUser(t.database.db);
      const [first, second] = [await newUser(t.database.db), await newUser(t.database.db)];
      // A second apart, so "newest first" has one answer (two follows in one millisecond tie).
      await t.database.db.insert(follows).values([
        { followerId: person.id, followeeId: first!.id, createdAt: new Date(Date.now() - 2_000) },
        { followerId: person.id, followeeId: second!.id, createdAt: new Date(Date.now() - 1_000) },
      ]);
      await call('POST', `/api/users/${second!.id}/subscribe`, viewer.token);

      const seen = await call('GET', `/api/users/${person.id}/subscribedTo`, viewer.token);
      expect(seen.json<PagedUsersReply>().items.map(({ id, isSubscribed }) => [id, isSubscribed])).toEqual([
        [second!.id, true],
        [first!.id, false],
      ]);
      const theirFollowers = await call('GET', `/api/users/${second!.id}/subscribers`, viewer.token);
      expect(theirFollowers.json<PagedUsersReply>().items.map(({ id }) => id)).toEqual([
        viewer.user.id,
        person.id,
      ]);
      const mine = await call('GET', `/api/users/${viewer.user.id}/subscribedTo`, viewer.token);
      expect(mine.json<PagedUsersReply>()).toMatchObject({
        items: [{ id: second!.id, isSubscribed: true }],
        pagination: { page: 1, pages: 1 },
      });
    });
  });
});
