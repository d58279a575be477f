import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchHistory } from '../../db/schema/index.ts';
import {
  bearer,
  newCollection,
  newProduct,
  newUser,
  registerAccount,
  registerVerifiedAccount,
  useTestApp,
} from '../../test/helpers.ts';
import { createTrendingRepository } from './trending.repository.ts';
import { SEARCH_HISTORY_PER_MINUTE } from './trending.routes.ts';
import { SEARCH_HISTORY_KEEP_DAYS } from './trending.service.ts';

type TrendingReply = RouteReply<'trendingSearches'>;

describe('search history and trending searches', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 }, trendingCacheSeconds: 0 });
  const db = () => t.database.db;

  /** A committed search, from `remoteAddress` (loopback unless given; the test app trusts no proxy). */
  const record = (q: string, token: string | null, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search/history',
      payload: { q },
      headers: token ? bearer(token) : {},
      remoteAddress,
    });
  const trending = async () => {
    const response = await t.request('GET', '/api/search/trending', null);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TrendingReply>();
  };
  /** A search someone committed to `daysAgo` days ago (UTC), written as the API would have then. */
  const searchedBefore = (userId: string, query: string, daysAgo: number) =>
    db()
      .insert(searchHistory)
      .values({ userId, query, day: sql`(now() at time zone 'UTC')::date - ${daysAgo}::int` });
  const rowsOf = (userId: string) =>
    db().select().from(searchHistory).where(eq(searchHistory.userId, userId));
  /** A public product of a new stylist whose brand is `brand`, so searching for it finds something. */
  const findable = async (brand: string) => {
    const owner = await newUser(db(), { role: 'STYLIST' });
    return newProduct(db(), { ownerId: owner.id, brand });
  };

  describe('POST /api/search/history', () => {
    it('answers 401 to a signed-out visitor and records nothing', async () => {
      const before = await db().select().from(searchHistory);
      const response = await record('linen', null);
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorBody>()).toMatchObject({
        code: 'UNAUTHENTICATED',
        message: 'User not authenticated',
      });
      expect(await db().select().from(searchHistory)).toEqual(before);
    });

    it('answers 400 with a message for a missing, blank, too long or broken query', async () => {
      const person = await registerVerifiedAccount(t.app);
      const cases: [object, string][] = [
        [{}, 'Type something to search'],
        [{ q: '   ' }, 'Type something to search'],
        [{ q: 'a'.repeat(101) }, 'Search at most 100 characters'],
        [{ q: 'line\u0000break' }, "Invalid body field 'q'"],
      ];
      for (const [body, message] of cases) {
        const response = await t.request('POST', '/api/search/history', person.token, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json<ErrorBody>().code).toBe('VALIDATION');
        expect(response.json<ErrorBody>().message).toContain(message);
      }
      expect(await rowsOf(person.user.id)).toEqual([]);
    });

    it('counts each person once a day per query, however it was cased or spaced', async () => {
      const person = await registerVerifiedAccount(t.app);
      for (const q of ['Linen Shirt', '  linen   shirt ', 'LINEN SHIRT', 'wool coat']) {
        const response = await record(q, person.token);
        expect(response.statusCode, response.body).toBe(204);
        expect(response.body).toBe('');
      }
      const rows = await rowsOf(person.user.id);
      expect(rows.map(({ query }) => query).sort()).toEqual(['linen shirt', 'wool coat']);
    });

    it('refuses a person past their budget with 429 and no row', async () => {
      const person = await registerVerifiedAccount(t.app);
      for (let i = 0; i < SEARCH_HISTORY_PER_MINUTE; i++) {
        expect((await record(`query ${i}`, person.token)).statusCode).toBe(204);
      }
      const refused = await record('one too many', person.token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>().code).toBe('RATE_LIMITED');
      expect(await rowsOf(person.user.id)).toHaveLength(SEARCH_HISTORY_PER_MINUTE);
    });

    it("goes with the person's account", async () => {
      const person = await registerVerifiedAccount(t.app);
      expect((await record('going away', person.token)).statusCode).toBe(204);
      const deleted = await t.request('DELETE', `/api/users/${person.user.id}`, person.token);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(await rowsOf(person.user.id)).toEqual([]);
    });
  });

  describe('GET /api/search/trending', () => {
    it('lists queries two or more people searched this week that still find something, most people first', async () => {
      await findable('Orchidelle');
      await findable('Saffronwick');
      await findable('Loneworth');
      await findable('Bygonia');
      const [ada, bo, cy] = await Promise.all([newUser(db()), newUser(db()), newUser(db())]);
      // Three people, on different days this week.
      await searchedBefore(ada!.id, 'orchidelle', 0);
      await searchedBefore(bo!.id, 'orchidelle', 3);
      await searchedBefore(cy!.id, 'orchidelle', 6);
      // Two people from two networks, through the API: cased as typed, counted as searched.
      const dee = await registerVerifiedAccount(t.app);
      const eve = await registerVerifiedAccount(t.app);
      expect((await record('Saffronwick', dee.token, '192.0.2.10')).statusCode).toBe(204);
      expect((await record('saffronwick ', eve.token, '198.51.100.20')).statusCode).toBe(204);
      // One person, every day of the week: still one person.
      for (let day = 0; day < 7; day++) await searchedBefore(ada!.id, 'loneworth', day);
      // Two people, but before the week began.
      await searchedBefore(ada!.id, 'bygonia', 7);
      await searchedBefore(bo!.id, 'bygonia', 9);
      // Three people, and it finds nothing anyone may see.
      for (const person of [ada!, bo!, cy!]) await searchedBefore(person.id, 'qwzxv nothing', 1);
      const hidden = await findable('Secretine');
      await newCollection(db(), { ownerId: hidden.ownerId, visibility: 'private', productIds: [hidden.id] });
      for (const person of [ada!, bo!]) await searchedBefore(person.id, 'secretine', 1);

      const { searches } = await trending();
      expect(searches).toEqual(['orchidelle', 'saffronwick']);
    });

    it('never counts people whose email is not verified, however many', async () => {
      await findable('Glimmerfen');
      for (let i = 0; i < 40; i++) {
        const throwaway = await registerAccount(t.app);
        expect((await record('glimmerfen', throwaway.token, `10.40.${i}.1`)).statusCode).toBe(204);
      }
      expect((await trending()).searches).not.toContain('glimmerfen');

      for (const address of ['10.41.0.1', '10.42.0.1']) {
        const person = await registerVerifiedAccount(t.app);
        expect((await record('glimmerfen', person.token, address)).statusCode).toBe(204);
      }
      expect((await trending()).searches).toContain('glimmerfen');
    });

    it('counts the people of one network once per query, keeping the network and not the address', async () => {
      await findable('Quintessa');
      await findable('Vellichor');
      for (let host = 1; host <= 5; host++) {
        const person = await registerVerifiedAccount(t.app);
        expect((await record('quintessa', person.token, `203.0.113.${host}`)).statusCode).toBe(204);
        expect((await record('vellichor', person.token, `2001:db8:aa:${host}::1`)).statusCode).toBe(204);
        const rows = await rowsOf(person.user.id);
        expect(rows.map(({ network }) => network).sort()).toEqual(['2001:db8:aa::/48', '203.0.113.0/24']);
      }
      expect((await trending()).searches).not.toContain('quintessa');
      expect((await trending()).searches).not.toContain('vellichor');

      const elsewhere = await registerVerifiedAccount(t.app);
      expect((await record('quintessa', elsewhere.token, '198.51.100.7')).statusCode).toBe(204);
      expect((await record('vellichor', elsewhere.token, '2001:db8:bb::1')).statusCode).toBe(204);
      expect((await trending()).searches).toEqual(expect.arrayContaining(['quintessa', 'vellichor']));
    });

    it('names brands people liked lately with a picture, and never who searched or liked', async () => {
      const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const liker = await registerVerifiedAccount(t.app);
      const open = await newProduct(db(), {
        ownerId: stylist.user.id,
        brand: 'Marigoldia',
        images: [{ url: '/media/test/marigoldia.webp' }],
      });
      const hidden = await newProduct(db(), { ownerId: stylist.user.id, brand: 'Hushbrand' });
      await newCollection(db(), { ownerId: stylist.user.id, visibility: 'paid', productIds: [hidden.id] });
      expect((await t.request('POST', `/api/products/${open.id}/like`, liker.token)).statusCode).toBe(200);
      await t.database.db.execute(
        sql`insert into product_likes (user_id, product_id) values (${liker.user.id}, ${hidden.id})`,
      );

      const reply = await trending();
      expect(reply.brands).toContainEqual({ name: 'Marigoldia', imageUrl: '/media/test/marigoldia.webp' });
      expect(reply.brands.map(({ name }) => name)).not.toContain('Hushbrand');
      expect(JSON.stringify(reply)).not.toContain(liker.user.id);
      expect(Object.keys(reply).sort()).toEqual(['brands', 'searches']);
    });
  });

  it('drops searches older than trending keeps them', async () => {
    const person = await newUser(db());
    await searchedBefore(person.id, 'kept', SEARCH_HISTORY_KEEP_DAYS - 1);
    await searchedBefore(person.id, 'dropped', SEARCH_HISTORY_KEEP_DAYS);
    await createTrendingRepository(db()).prune(SEARCH_HISTORY_KEEP_DAYS);
    expect((await rowsOf(person.id)).map(({ query }) => query)).toEqual(['kept']);
  });
});
