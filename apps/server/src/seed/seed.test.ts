import { count, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  CURRENCIES,
  dayOf,
  type DailyValue,
  type Dashboard,
  type FeaturedCollectionsPage,
  type FeaturedProductsPage,
  type PagedUsers,
  type RouteReply,
} from '@stylebook/contracts';
import {
  collectionSaves,
  collections,
  follows,
  looks,
  lookProducts,
  mediaObjects,
  paidSubscriptions,
  productClicks,
  productLikes,
  products,
  users,
} from '../db/schema/index.ts';
import { useTestApp } from '../test/helpers.ts';
import { auditLedger } from '../test/ledger-audit.ts';
import { createMedia } from '../modules/media/media.module.ts';
import { AUDIENCE_NAMES, DEMO_PEOPLE } from './catalogue.ts';
import { DEMO_SEARCHES, HISTORY_DAYS } from './history.ts';
import { DEMO_PASSWORD, resumeDemoPictures, seedDemoIfEmpty } from './seed.ts';

const silent = { info: () => undefined };

describe('demo seed', () => {
  const t = useTestApp();
  let seeded: Awaited<ReturnType<typeof seedDemoIfEmpty>>;

  beforeAll(async () => {
    seeded = await seedDemoIfEmpty({
      db: t.database.db,
      media: t.media,
      log: silent,
      publicOrigin: t.config.publicOrigin,
    });
  }, 120_000);
  afterAll(async () => {
    await seeded?.pictures.drawn;
  });

  it('seeds over 40 people, ~200 products, collections of every visibility and looks', async () => {
    const db = t.database.db;
    const stylists = DEMO_PEOPLE.filter((person) => person.role === 'STYLIST').length;
    expect(stylists).toBeGreaterThanOrEqual(6);
    expect(stylists).toBeLessThanOrEqual(10);
    expect(seeded?.summary.users).toBe(DEMO_PEOPLE.length + AUDIENCE_NAMES.length);
    expect(seeded?.summary.users).toBeGreaterThanOrEqual(40);
    expect(seeded?.summary.products).toBeGreaterThanOrEqual(180);
    expect(seeded?.summary.looks).toBe(2 * stylists);
    const roles = await db.select({ role: users.role, n: count() }).from(users).groupBy(users.role);
    expect(Object.fromEntries(roles.map(({ role, n }) => [role, n]))).toEqual({
      STYLIST: stylists,
      USER: DEMO_PEOPLE.length - stylists + AUDIENCE_NAMES.length,
    });
    const unverified = await db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.emailVerifiedAt} is null`);
    expect(unverified[0]?.n).toBe(0);

    // The journeys' shoppers follow every stylist; the audience follows some of them.
    const shopperFollows = await db
      .select({ n: count() })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followerId))
      .where(sql`${users.role} = 'USER' and ${users.avatarUrl} is not null`);
    expect(shopperFollows[0]?.n).toBe((DEMO_PEOPLE.length - stylists) * stylists);

    const currencies = await db.selectDistinct({ currency: products.currency }).from(products);
    expect(currencies.map(({ currency }) => currency).sort()).toEqual(
      CURRENCIES.map(({ code }) => code).sort(),
    );

    const kinds = await db
      .select({
        isPrivate: collections.isPrivate,
        isPaid: collections.isPaidSubscriberOnly,
        archived: sql<boolean>`${collections.archivedAt} is not null`,
      })
      .from(collections);
    expect(kinds.length).toBeGreaterThanOrEqual(20);
    expect(kinds.some((c) => c.isPrivate)).toBe(true);
    expect(kinds.some((c) => c.isPaid)).toBe(true);
    expect(kinds.some((c) => !c.isPrivate && !c.isPaid)).toBe(true);
    expect(kinds.filter((c) => c.archived)).toHaveLength(2);

    const pins = await db.select().from(lookProducts);
    expect(pins.every((pin) => pin.x! > 0 && pin.x! < 1 && pin.y! > 0 && pin.y! < 1)).toBe(true);
    const covers = await db
      .select({ url: looks.coverImageUrl })
      .from(looks)
      .where(isNotNull(looks.coverImageUrl));
    expect(covers).toHaveLength(2 * stylists);
  });

  it('serves a picture not drawn yet at once, draws every cover ahead and the other views on request', async () => {
    const [look] = await t.database.db.select({ url: looks.coverImageUrl }).from(looks).limit(1);
    const response = await t.app.inject({ url: look!.url! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');

    expect(await seeded?.pictures.drawn).toEqual([]);
    const { db } = t.database;
    const [people, lookCovers, placeholders, productRows] = await Promise.all([
      db.select({ url: users.avatarUrl }).from(users),
      db.select({ url: looks.coverImageUrl }).from(looks),
      db.select({ url: collections.coverPlaceholderUrl }).from(collections),
      db.select({ images: products.images }).from(products),
    ]);
    const keyOf = (url: string) => url.replace('/media/', '');
    const ahead = [
      ...[...people, ...lookCovers, ...placeholders].map(({ url }) => url),
      ...productRows.map(({ images }) => images[0]!.url),
    ]
      .filter((url) => url !== null)
      .map(keyOf);
    const storedAhead = await db
      .select({ key: mediaObjects.key })
      .from(mediaObjects)
      .where(inArray(mediaObjects.key, ahead));
    expect(storedAhead).toHaveLength(new Set(ahead).size);

    const views = productRows.flatMap(({ images }) => images.slice(1).map(({ url }) => url));
    const covers = new Set(ahead);
    const view = views.find((url) => !covers.has(keyOf(url)))!;
    expect(
      await db
        .select()
        .from(mediaObjects)
        .where(eq(mediaObjects.key, keyOf(view))),
    ).toEqual([]);
    const opened = await t.app.inject({ url: `${view}?w=640` });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/webp');
    const [row] = await db
      .select()
      .from(mediaObjects)
      .where(eq(mediaObjects.key, keyOf(view)));
    expect(row).toMatchObject({ width: 800, height: 1000, contentType: 'image/webp' });
  }, 120_000);

  it('lets every demo account sign in with the demo password', async () => {
    const [stylist] = await t.database.db.select().from(users).where(eq(users.role, 'STYLIST')).limit(1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      payload: { email: stylist!.email, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { id: stylist!.id, role: 'STYLIST', emailVerified: true },
    });
  });

  it('stores every image it references, as a served WebP with a media_objects row', async () => {
    const rows = await t.database.db.select().from(products).limit(5);
    const [product] = rows;
    expect(product?.images.length).toBeGreaterThanOrEqual(1);
    expect(product?.rootProductId).toBe(product?.id);
    const url = product!.images[0]!.url;
    expect(url).toMatch(/^\/media\/seed\/[0-9a-f]+\.webp$/);
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const [row] = await t.database.db
      .select()
      .from(mediaObjects)
      .where(eq(mediaObjects.key, url.replace('/media/', '')));
    expect(row).toMatchObject({ width: 800, height: 1000, contentType: 'image/webp' });
  });

  it('feeds the featured tabs, with paid-only collections behind their placeholders', async () => {
    const productsPage: FeaturedProductsPage = (await t.app.inject({ url: '/api/featured/products' })).json();
    expect(productsPage.items).toHaveLength(30);
    expect(productsPage.hasMore).toBe(true);

    const page: FeaturedCollectionsPage = (
      await t.app.inject({ url: '/api/featured/collections?limit=100' })
    ).json();
    const paid = page.items.filter((item) => item.isPaidSubscriberOnly);
    expect(paid.length).toBeGreaterThan(0);
    for (const card of paid) {
      expect(card.coverImageUrl).toMatch(/^\/media\/placeholders\//);
      expect(card.previewImageUrls.every((url) => url.startsWith('/media/placeholders/'))).toBe(true);
      expect((await t.app.inject({ url: card.coverImageUrl! })).statusCode).toBe(200);
    }
  });

  it('has the paid side working: a priced stylist, and a subscriber who paid from a funded wallet', async () => {
    const signIn = async (email: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/identity/sign-in',
          payload: { email, password: DEMO_PASSWORD },
        })
      ).json<RouteReply<'signIn'>>();
    const stylist = await signIn('meitanaka@demo.stylebook.local');
    const subscriber = await signIn('priyar@demo.stylebook.local');
    const as = (token: string, url: string) =>
      t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });

    const profile = (await as(subscriber.token, `/api/users/${stylist.user.id}/profile`)).json<
      RouteReply<'getUserProfile'>
    >();
    expect(profile.subscriptionPrice).toEqual({ amount: 700, currency: 'JPY' });
    expect(profile.paidSubscription?.status).toBe('active');

    const balances = (await as(subscriber.token, '/api/wallet')).json<RouteReply<'getWallet'>>();
    expect(balances.provider).toBe('demo');
    expect(balances.balances).toEqual(
      expect.arrayContaining([
        { currency: 'JPY', amount: 9_300 },
        { currency: 'USD', amount: 5_000 },
      ]),
    );
    // Her newest earning is that month, less the 10% fee; the history's are older.
    const history = (await as(stylist.token, '/api/wallet/transactions')).json<
      RouteReply<'listWalletTransactions'>
    >();
    expect(history.items[0]).toMatchObject({
      kind: 'earning',
      amount: 630,
      currency: 'JPY',
      counterparty: { id: subscriber.user.id },
    });
    expect(await auditLedger(t.database.db)).toEqual({ drifted: [], unbalanced: [], negative: [] });

    // The stylist's paid-only collection is open to the subscriber, and still locked to others.
    const [paidCollection] = await t.database.db
      .select({ id: collections.id })
      .from(collections)
      .where(sql`${collections.ownerId} = ${stylist.user.id} and ${collections.isPaidSubscriberOnly}`);
    const opened = (await as(subscriber.token, `/api/collections/${paidCollection!.id}`)).json<
      RouteReply<'getCollection'>
    >();
    expect(opened.products.length).toBeGreaterThan(0);
    const locked = (await t.app.inject({ url: `/api/collections/${paidCollection!.id}` })).json<
      RouteReply<'getCollection'>
    >();
    expect(locked.products).toEqual([]);
  });

  it('gives the demo stylists five months of history for their dashboard', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      payload: { email: 'amaraedits@demo.stylebook.local', password: DEMO_PASSWORD },
    });
    const { token } = signIn.json<RouteReply<'signIn'>>();
    const today = dayOf(new Date());
    const reply = await t.app.inject({
      url: `/api/dashboard?from=${addDays(today, -(HISTORY_DAYS - 1))}&to=${today}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.statusCode).toBe(200);
    const dashboard = reply.json<Dashboard>();

    // Every month of the history has follows, likes, saves or clicks, and more lately than at first.
    const months = (series: DailyValue[]) =>
      Array.from({ length: 5 }, (_, m) =>
        series.slice(m * 30, m * 30 + 30).reduce((sum, { value }) => sum + value, 0),
      );
    for (const series of [dashboard.series.likes, dashboard.series.clicks]) {
      const perMonth = months(series);
      expect(perMonth.every((n) => n > 0)).toBe(true);
      expect(perMonth[4]).toBeGreaterThan(perMonth[0]!);
    }
    expect(dashboard.totals.saves).toBeGreaterThan(0);
    const subscribers = dashboard.series.subscribers.map(({ value }) => value);
    expect(subscribers.at(-1)).toBeGreaterThan(subscribers[0]!);
    expect(dashboard.totals.paidSubscribers).toBeGreaterThan(0);
    // Amara moved her price from pounds to dollars, so she earned in both.
    expect(dashboard.totals.earnings.map(({ currency }) => currency)).toEqual(['GBP', 'USD']);
    expect(dashboard.topProducts.length).toBeGreaterThan(3);

    // Nothing happened before the thing it happened to existed, and no paid subscription is overdue.
    const { db } = t.database;
    const early = await Promise.all([
      db
        .select({ n: count() })
        .from(productLikes)
        .innerJoin(products, eq(products.id, productLikes.productId))
        .where(lt(productLikes.createdAt, products.createdAt)),
      db
        .select({ n: count() })
        .from(productClicks)
        .innerJoin(products, eq(products.id, productClicks.productId))
        .where(lt(productClicks.createdAt, products.createdAt)),
      db
        .select({ n: count() })
        .from(collectionSaves)
        .innerJoin(collections, eq(collections.id, collectionSaves.collectionId))
        .where(lt(collectionSaves.createdAt, collections.createdAt)),
      db
        .select({ n: count() })
        .from(follows)
        .innerJoin(users, eq(users.id, follows.followerId))
        .where(lt(follows.createdAt, users.createdAt)),
      db
        .select({ n: count() })
        .from(paidSubscriptions)
        .where(
          sql`${paidSubscriptions.status} <> 'ended' and ${paidSubscriptions.currentPeriodEnd} <= now()`,
        ),
    ]);
    expect(early.map(([row]) => row!.n)).toEqual([0, 0, 0, 0, 0]);
  });

  it('shows trending searches the audience made, and the brands they liked, on a fresh start', async () => {
    const reply = await t.app.inject({ url: '/api/search/trending' });
    expect(reply.statusCode).toBe(200);
    const { searches, brands } = reply.json<RouteReply<'trendingSearches'>>();
    expect(searches).toHaveLength(8);
    expect(DEMO_SEARCHES).toEqual(expect.arrayContaining(searches));
    expect(brands.length).toBeGreaterThan(4);
  });

  it("pages the most followed stylist's subscribers at the default size", async () => {
    const [top] = await t.database.db
      .select({ id: follows.followeeId, n: count() })
      .from(follows)
      .groupBy(follows.followeeId)
      .orderBy(sql`2 desc`)
      .limit(1);
    const reply = await t.app.inject({ url: `/api/users/${top!.id}/subscribers` });
    expect(reply.statusCode).toBe(200);
    const page = reply.json<PagedUsers>();
    expect(page.items).toHaveLength(10);
    expect(page.pagination).toMatchObject({ page: 1, pages: expect.any(Number) });
    expect(page.pagination.pages).toBeGreaterThanOrEqual(2);
  });

  it("shows a price drop on a product in the shopper's wish list, and tells her in the bell", async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      payload: { email: 'priyar@demo.stylebook.local', password: DEMO_PASSWORD },
    });
    const { token } = signIn.json<RouteReply<'signIn'>>();
    const reply = await t.app.inject({
      url: '/api/notifications?limit=50',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(reply.statusCode).toBe(200);
    const { items } = reply.json<RouteReply<'listNotifications'>>();
    const drop = items.find(({ kind }) => kind === 'price_drop');
    expect(drop?.product).not.toBeNull();
    const history = (
      await t.app.inject({
        url: `/api/products/${drop!.product!.id}/price-history`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json<RouteReply<'getPriceHistory'>>();
    expect(history.points.length).toBeGreaterThanOrEqual(2);
    // The page was last read when its last point was.
    expect(history.checkedAt).toBe(history.points.at(-1)!.at);
    expect(history.drop!.price).toBeLessThan(history.drop!.previousPrice);

    // The stylists' bells have the last weeks' follows and likes, the older ones read.
    const amara = await t.app.inject({
      method: 'POST',
      url: '/identity/sign-in',
      payload: { email: 'amaraedits@demo.stylebook.local', password: DEMO_PASSWORD },
    });
    const theirs = (
      await t.app.inject({
        url: '/api/notifications?limit=50',
        headers: { authorization: `Bearer ${amara.json<RouteReply<'signIn'>>().token}` },
      })
    ).json<RouteReply<'listNotifications'>>();
    const kinds = theirs.items.map(({ kind }) => kind);
    expect(kinds).toContain('product_liked');
    expect(kinds).toContain('new_follower');
    expect(theirs.items.some(({ read }) => read)).toBe(true);
    expect(theirs.items.some(({ read }) => !read)).toBe(true);
  });

  it('draws on the next start what a stopped process left undrawn', async () => {
    await seeded?.pictures.drawn;
    const { db } = t.database;
    const [look] = await db.select({ url: looks.coverImageUrl }).from(looks).limit(1);
    const key = look!.url!.replace('/media/', '');
    await db.delete(mediaObjects).where(eq(mediaObjects.key, key));

    const media = createMedia(t.config, db);
    const resumed = await resumeDemoPictures({ db, media, log: silent });
    expect(await resumed?.drawn).toEqual([]);
    expect(await db.select().from(mediaObjects).where(eq(mediaObjects.key, key))).toHaveLength(1);
  }, 60_000);

  it('does nothing on a database that already has users', async () => {
    const again = await seedDemoIfEmpty({
      db: t.database.db,
      media: t.media,
      log: silent,
      publicOrigin: t.config.publicOrigin,
    });
    expect(again).toBeNull();
    const [stored] = await t.database.db.select({ n: count() }).from(products);
    expect(stored?.n).toBe(seeded?.summary.products);
  });
});
