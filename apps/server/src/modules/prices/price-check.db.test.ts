import type { RouteReply } from '@stylebook/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type PriceCheckConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  collectionProducts,
  notifications,
  pricePages,
  priceWatches,
  products,
  storeHosts,
} from '../../db/schema/index.ts';
import {
  newCollection,
  newProduct,
  newUser,
  registerVerifiedAccount,
  useTestApp,
} from '../../test/helpers.ts';
import { notify } from '../notifications/notifications.service.ts';
import { createStorePageReader } from '../scrape/store-page.ts';
import { createPriceCheck } from './price-check.ts';
import { createPricesRepository } from './prices.repository.ts';

const HOUR = 60 * 60 * 1000;

/** A product page as stores print it: schema.org JSON-LD with the price and the availability. */
interface ShelfItem {
  price: number;
  currency: string;
  inStock: boolean;
}

function productPage(item: ShelfItem): string {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Wool coat',
    brand: { '@type': 'Brand', name: 'Maison Laine' },
    offers: {
      '@type': 'Offer',
      price: String(item.price),
      priceCurrency: item.currency,
      availability: `https://schema.org/${item.inStock ? 'InStock' : 'OutOfStock'}`,
    },
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Wool coat</title>
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body><h1>Wool coat</h1></body></html>`;
}

/** A bot wall's challenge, as Cloudflare answers it: 200, an empty form and a script. */
const CHALLENGE_PAGE = `<!doctype html><html><head><title>Just a moment...</title></head><body>
<form id="challenge-form" action="/?__cf_chl_f_tk=1" method="POST"></form></body></html>`;

/**
 * A store on loopback whose shelf a test changes between runs of the job, with what it was asked, in order.
 * `status` answers every product page with that status instead (a store that blocks), with `retryAfter` as
 * its Retry-After when set, and `challenge` with a bot wall's 200 page.
 */
async function startStore() {
  const shelf = new Map<string, ShelfItem>();
  const requests: string[] = [];
  const store = {
    robotsTxt: null as string | null,
    status: 200,
    retryAfter: null as string | null,
    challenge: false,
  };
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://store').pathname;
    requests.push(path);
    if (path === '/robots.txt') {
      if (store.robotsTxt === null) return void response.writeHead(404).end('not found');
      return void response.writeHead(200, { 'content-type': 'text/plain' }).end(store.robotsTxt);
    }
    const item = shelf.get(path);
    if (store.challenge) {
      return void response.writeHead(200, { 'content-type': 'text/html' }).end(CHALLENGE_PAGE);
    }
    if (store.status !== 200) {
      const headers = store.retryAfter === null ? {} : { 'retry-after': store.retryAfter };
      return void response.writeHead(store.status, headers).end('go away');
    }
    if (!item) return void response.writeHead(404).end('not found');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(productPage(item));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(store, {
    origin,
    shelf,
    requests,
    /** The page at `path`, priced and in stock as given. */
    stock(path: string, item: Partial<ShelfItem> = {}) {
      shelf.set(path, { price: 189, currency: 'EUR', inStock: true, ...shelf.get(path), ...item });
      return `${origin}${path}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

type Store = Awaited<ReturnType<typeof startStore>>;

describe('the price job', () => {
  // The app's own timer never ticks here: each test runs passes itself, at the times it chooses.
  const t = useTestApp({
    authRateLimit: { perIp: 1000, perEmail: 1000 },
    priceCheck: { ...loadConfig({}).priceCheck, intervalSeconds: 24 * 60 * 60 },
  });
  const stores: Store[] = [];
  afterAll(() => Promise.all(stores.map((store) => store.close())));

  const defaults: PriceCheckConfig = {
    ...loadConfig({}).priceCheck,
    hostSpacingSeconds: 0,
    dailyFetches: 1_000,
  };
  /** A job as one process runs it, on `db` (another connection is another process). */
  function priceCheck(config: Partial<PriceCheckConfig> = {}, db: Db = t.database.db) {
    return createPriceCheck({
      db,
      repository: createPricesRepository(db),
      reader: createStorePageReader({ allowLoopback: true, timeoutMs: 4_000 }),
      config: { ...defaults, ...config },
      notify,
      log: t.app.log,
    });
  }

  async function newStore(): Promise<Store> {
    const store = await startStore();
    stores.push(store);
    return store;
  }

  /**
   * Each test starts well after the last one's latest pass, so no earlier budget is in its way, and nobody
   * watches the pages of earlier tests any more, so they are not read again.
   */
  let day = 0;
  let t0: Date;
  beforeEach(() => {
    day += 40;
    t0 = new Date(Date.now() + day * 24 * HOUR);
  });
  afterEach(async () => {
    await t.database.db.delete(collectionProducts);
    await t.database.db.delete(priceWatches);
  });
  const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);

  /** A person who saved the page into one of their collections, so they watch it by default. */
  async function collector(url: string) {
    const person = await newUser(t.database.db);
    const product = await newProduct(t.database.db, {
      ownerId: person.id,
      purchaseUrl: url,
      canonicalUrl: url,
      priceMinor: 20_000,
      currency: 'EUR',
    });
    await newCollection(t.database.db, { ownerId: person.id, productIds: [product.id] });
    return { person, product };
  }

  const notificationsOf = (userId: string) =>
    t.database.db
      .select({
        kind: notifications.kind,
        productId: notifications.productId,
        payload: notifications.payload,
      })
      .from(notifications)
      .where(eq(notifications.recipientId, userId))
      .orderBy(asc(notifications.createdAt));

  const priceOf = async (productId: string) => {
    const [row] = await t.database.db
      .select({ priceMinor: products.priceMinor, currency: products.currency })
      .from(products)
      .where(eq(products.id, productId));
    return row;
  };

  const history = async (productId: string) =>
    (await t.request('GET', `/api/products/${productId}/price-history`)).json<
      RouteReply<'getPriceHistory'>
    >();

  const hostOf = async (store: Store) => {
    const [row] = await t.database.db.select().from(storeHosts).where(eq(storeHosts.origin, store.origin));
    return row!;
  };

  it('reads robots.txt, then the page; the history grows when the price changes and the drop alerts', async () => {
    const store = await newStore();
    const url = store.stock('/products/wool-coat');
    const { person, product } = await collector(url);
    const job = priceCheck();

    expect(await job.runDue(at(0))).toEqual({ requests: 2, reads: 1, notified: 0 });
    expect(store.requests).toEqual(['/robots.txt', '/products/wool-coat']);
    // The first read sets the baseline: the product takes the store's price, nobody is told.
    expect(await priceOf(product.id)).toEqual({ priceMinor: 18_900, currency: 'EUR' });
    expect(await notificationsOf(person.id)).toEqual([]);

    store.stock('/products/wool-coat', { price: 149 });
    // Not due before the freshness age.
    expect(await job.runDue(at(1))).toEqual({ requests: 0, reads: 0, notified: 0 });
    expect(await job.runDue(at(13))).toEqual({ requests: 1, reads: 1, notified: 1 });
    expect(await priceOf(product.id)).toEqual({ priceMinor: 14_900, currency: 'EUR' });
    expect(await notificationsOf(person.id)).toEqual([
      {
        kind: 'price_drop',
        productId: product.id,
        payload: { previousPrice: 18_900, newPrice: 14_900, currency: 'EUR' },
      },
    ]);

    // The same price again is no new point and no new alert; robots.txt, a day old, is asked again first.
    expect(await job.runDue(at(26))).toEqual({ requests: 2, reads: 1, notified: 0 });
    expect(store.requests).toEqual([
      '/robots.txt',
      '/products/wool-coat',
      '/products/wool-coat',
      '/robots.txt',
      '/products/wool-coat',
    ]);
    const { points, drop } = await history(product.id);
    expect(points).toEqual([
      expect.objectContaining({ price: 189, currency: 'EUR', inStock: true }),
      expect.objectContaining({ price: 149, currency: 'EUR', inStock: true }),
    ]);
    expect(drop).toMatchObject({ previousPrice: 189, price: 149, currency: 'EUR' });

    // Dearer, or cheaper in another currency, is no drop.
    store.stock('/products/wool-coat', { price: 170 });
    expect(await job.runDue(at(39))).toMatchObject({ reads: 1, notified: 0 });
    store.stock('/products/wool-coat', { price: 150, currency: 'USD' });
    expect(await job.runDue(at(52))).toMatchObject({ reads: 1, notified: 0 });
    expect(await priceOf(product.id)).toEqual({ priceMinor: 15_000, currency: 'USD' });
    expect((await history(product.id)).points).toHaveLength(4);
    expect((await history(product.id)).drop).toBeNull();
  });

  it('tells each watcher once per read, and only those who still watch and may see the product', async () => {
    const store = await newStore();
    const url = store.stock('/products/wool-coat', { inStock: false });
    const first = await collector(url);
    const second = await collector(url);
    // Watches both copies of the same page: one alert still.
    const both = await newUser(t.database.db);
    const ownCopy = await newProduct(t.database.db, {
      ownerId: both.id,
      purchaseUrl: url,
      canonicalUrl: url,
    });
    await newCollection(t.database.db, { ownerId: both.id, productIds: [ownCopy.id, first.product.id] });
    // Turned the default off.
    const unwatched = await collector(url);
    await createPricesRepository(t.database.db).setWatch(unwatched.person.id, unwatched.product.id, false);
    // Watches a copy its owner has since hidden in a private collection.
    const hiddenFrom = await newUser(t.database.db);
    const hidden = await newProduct(t.database.db, {
      ownerId: second.person.id,
      purchaseUrl: url,
      canonicalUrl: url,
    });
    await newCollection(t.database.db, {
      ownerId: second.person.id,
      visibility: 'private',
      productIds: [hidden.id],
    });
    await createPricesRepository(t.database.db).setWatch(hiddenFrom.id, hidden.id, true);

    const job = priceCheck();
    expect(await job.runDue(at(0))).toMatchObject({ reads: 1, notified: 0 });
    store.stock('/products/wool-coat', { inStock: true, price: 159 });
    // Back in stock, and cheaper too: one alert, the one that says more.
    expect(await job.runDue(at(13))).toMatchObject({ reads: 1, notified: 3 });
    const backInStock = (productId: string) => [
      { kind: 'back_in_stock', productId, payload: { price: 15_900, currency: 'EUR' } },
    ];
    expect(await notificationsOf(first.person.id)).toEqual(backInStock(first.product.id));
    expect(await notificationsOf(second.person.id)).toEqual(backInStock(second.product.id));
    expect(await notificationsOf(both.id)).toEqual(backInStock(ownCopy.id));
    expect(await notificationsOf(unwatched.person.id)).toEqual([]);
    expect(await notificationsOf(hiddenFrom.id)).toEqual([]);
  });

  it('does not read pages nobody watches, and reads one soon once someone does', async () => {
    const store = await newStore();
    const url = store.stock('/products/wool-coat');
    const owner = await newUser(t.database.db);
    const product = await newProduct(t.database.db, {
      ownerId: owner.id,
      purchaseUrl: url,
      canonicalUrl: url,
    });
    const job = priceCheck();
    expect(await job.runDue(at(0))).toEqual({ requests: 0, reads: 0, notified: 0 });
    // Set aside for a freshness age, so later passes do not walk past it.
    const [parked] = await t.database.db.select().from(pricePages).where(eq(pricePages.canonicalUrl, url));
    expect(parked!.nextReadAt).toEqual(at(12));

    const watcher = await registerVerifiedAccount(t.app);
    expect(
      (await t.request('PUT', `/api/products/${product.id}/price-watch`, watcher.token)).statusCode,
    ).toBe(200);
    expect(await job.runDue(at(0))).toEqual({ requests: 2, reads: 1, notified: 0 });
    expect(store.requests).toEqual(['/robots.txt', '/products/wool-coat']);
    // Watching again does not make a fresh page due before its freshness age.
    await t.request('DELETE', `/api/products/${product.id}/price-watch`, watcher.token);
    await t.request('PUT', `/api/products/${product.id}/price-watch`, watcher.token);
    expect(await job.runDue(at(1))).toEqual({ requests: 0, reads: 0, notified: 0 });
  });

  it.each([
    [429, 'rate_limited'],
    [403, 'forbidden'],
  ] as const)(
    'marks a store that answers %i blocked and asks it nothing before its backoff',
    async (status, reason) => {
      const store = await newStore();
      const url = store.stock('/products/wool-coat');
      const other = store.stock('/products/silk-scarf');
      await collector(url);
      await collector(other);
      store.status = status;
      const job = priceCheck({ blockBackoffSeconds: 6 * 60 * 60 });

      // The first page is refused; the store's other page is not asked for in the same pass.
      expect(await job.runDue(at(0))).toEqual({ requests: 2, reads: 0, notified: 0 });
      expect(store.requests).toEqual(['/robots.txt', '/products/wool-coat']);
      expect(await hostOf(store)).toMatchObject({ blockReason: reason, failures: 1, blockedUntil: at(6) });

      expect(await job.runDue(at(1))).toEqual({ requests: 0, reads: 0, notified: 0 });
      expect(await job.runDue(at(5.9))).toEqual({ requests: 0, reads: 0, notified: 0 });
      expect(store.requests).toHaveLength(2);

      // After the backoff it tries once more, and a second block doubles the wait.
      expect(await job.runDue(at(6))).toEqual({ requests: 1, reads: 0, notified: 0 });
      expect(await hostOf(store)).toMatchObject({ blockReason: reason, failures: 2, blockedUntil: at(18) });
      expect(await job.runDue(at(17))).toEqual({ requests: 0, reads: 0, notified: 0 });

      // A store that lets us in again is read, and forgiven.
      store.status = 200;
      expect(await job.runDue(at(18))).toEqual({ requests: 2, reads: 2, notified: 0 });
      expect(await hostOf(store)).toMatchObject({ blockReason: null, failures: 0, blockedUntil: null });
    },
  );

  it("waits as long as a refusing store's Retry-After asks when that is longer than its backoff", async () => {
    const store = await newStore();
    await collector(store.stock('/products/wool-coat'));
    store.status = 429;
    store.retryAfter = String(10 * 60 * 60);
    const job = priceCheck({ blockBackoffSeconds: 60 * 60, failureBackoffSeconds: 60 * 60 });
    expect(await job.runDue(at(0))).toEqual({ requests: 2, reads: 0, notified: 0 });
    expect(await hostOf(store)).toMatchObject({ blockReason: 'rate_limited', blockedUntil: at(10) });
    expect(await job.runDue(at(9.9))).toEqual({ requests: 0, reads: 0, notified: 0 });

    // An HTTP date works too; a shorter ask than the backoff leaves the backoff (doubled by now).
    store.status = 503;
    store.retryAfter = at(10.5).toUTCString();
    expect(await job.runDue(at(10))).toEqual({ requests: 1, reads: 0, notified: 0 });
    expect(await hostOf(store)).toMatchObject({ failures: 2 });
    expect((await hostOf(store)).nextFetchAt).toEqual(at(12));
  });

  it('waits longer after each failure of a store that does not answer', async () => {
    const store = await newStore();
    const url = store.stock('/products/wool-coat');
    await collector(url);
    store.robotsTxt = '';
    store.status = 503;
    const job = priceCheck({ failureBackoffSeconds: 60 * 60 });
    expect(await job.runDue(at(0))).toEqual({ requests: 2, reads: 0, notified: 0 });
    expect(await hostOf(store)).toMatchObject({ failures: 1, nextFetchAt: at(1), blockReason: null });
    expect(await job.runDue(at(0.5))).toEqual({ requests: 0, reads: 0, notified: 0 });
    expect(await job.runDue(at(1))).toEqual({ requests: 1, reads: 0, notified: 0 });
    expect(await hostOf(store)).toMatchObject({ failures: 2, nextFetchAt: at(3) });
  });

  it("respects robots.txt, kept for a day, read for our user agent's group", async () => {
    const store = await newStore();
    const allowed = store.stock('/products/wool-coat');
    const refused = store.stock('/private/silk-scarf');
    await collector(allowed);
    await collector(refused);
    store.robotsTxt = [
      'User-agent: *',
      'Disallow: /',
      '',
      'User-agent: StylebookBot',
      'Disallow: /private/',
    ].join('\n');
    const job = priceCheck();

    expect(await job.runDue(at(0))).toMatchObject({ requests: 2, reads: 1 });
    expect(store.requests).toEqual(['/robots.txt', '/products/wool-coat']);
    const [page] = await t.database.db.select().from(pricePages).where(eq(pricePages.canonicalUrl, refused));
    expect(page!.lastError).toBe('robots.txt disallows it');

    // Kept: the next reads ask no robots.txt and still never the refused page.
    expect(await job.runDue(at(13))).toMatchObject({ requests: 1, reads: 1 });
    expect(store.requests).toEqual(['/robots.txt', '/products/wool-coat', '/products/wool-coat']);

    // A day later robots.txt is fetched again, and a page it now allows is read.
    store.robotsTxt = 'User-agent: *\nAllow: /';
    expect(await job.runDue(at(26))).toMatchObject({ requests: 3, reads: 2 });
    expect(store.requests.slice(3, 4)).toEqual(['/robots.txt']);
    expect(store.requests.slice(4).sort()).toEqual(['/private/silk-scarf', '/products/wool-coat']);
  });

  it("asks one store at most once per spacing, and its robots.txt's Crawl-delay when longer", async () => {
    const store = await newStore();
    await collector(store.stock('/products/wool-coat'));
    await collector(store.stock('/products/silk-scarf'));
    const elsewhere = await newStore();
    await collector(elsewhere.stock('/products/linen-shirt'));
    const job = priceCheck({ hostSpacingSeconds: 10 });
    const seconds = (n: number) => new Date(t0.getTime() + n * 1000);

    // Each store its robots.txt first; the pages wait for their store's next slot.
    expect(await job.runDue(seconds(0))).toMatchObject({ requests: 2, reads: 0 });
    expect(await job.runDue(seconds(9))).toMatchObject({ requests: 0 });
    expect(await job.runDue(seconds(10))).toMatchObject({ requests: 2, reads: 2 });
    expect(await job.runDue(seconds(19))).toMatchObject({ requests: 0 });
    expect(await job.runDue(seconds(20))).toMatchObject({ requests: 1, reads: 1 });
    expect(store.requests).toHaveLength(3);
    expect(elsewhere.requests).toEqual(['/robots.txt', '/products/linen-shirt']);

    const slow = await newStore();
    slow.robotsTxt = 'User-agent: *\nCrawl-delay: 30';
    await collector(slow.stock('/products/wool-coat'));
    await collector(slow.stock('/products/silk-scarf'));
    expect(await job.runDue(seconds(100))).toMatchObject({ requests: 1 });
    expect(await job.runDue(seconds(129))).toMatchObject({ requests: 0 });
    expect(await job.runDue(seconds(130))).toMatchObject({ requests: 1, reads: 1 });
    expect(await job.runDue(seconds(159))).toMatchObject({ requests: 0 });
    expect(await job.runDue(seconds(160))).toMatchObject({ requests: 1, reads: 1 });
  });

  it('stops for the day when the daily budget of requests is spent', async () => {
    const store = await newStore();
    for (const name of ['a', 'b', 'c', 'd', 'e']) await collector(store.stock(`/products/${name}`));
    const job = priceCheck({ dailyFetches: 3 });
    // Budgets are per UTC day: start at a day's first hour.
    t0 = new Date(Date.UTC(t0.getUTCFullYear(), t0.getUTCMonth(), t0.getUTCDate()));

    expect(await job.runDue(at(0))).toEqual({ requests: 3, reads: 2, notified: 0 });
    expect(await job.runDue(at(20))).toEqual({ requests: 0, reads: 0, notified: 0 });
    // A new day: robots.txt is a day old, then the two pages never read yet.
    expect(await job.runDue(at(24))).toEqual({ requests: 3, reads: 2, notified: 0 });
    expect(store.requests).toHaveLength(6);
    expect(new Set(store.requests.filter((path) => path !== '/robots.txt')).size).toBe(4);
  });

  it('reads pages of stores that do not exist on the internet never', async () => {
    const owner = await newUser(t.database.db);
    const url = 'https://shop.example/products/wool-coat';
    const product = await newProduct(t.database.db, {
      ownerId: owner.id,
      purchaseUrl: url,
      canonicalUrl: url,
    });
    await newCollection(t.database.db, { ownerId: owner.id, productIds: [product.id] });
    expect(await priceCheck().runDue(at(0))).toEqual({ requests: 0, reads: 0, notified: 0 });
    const [host] = await t.database.db
      .select()
      .from(storeHosts)
      .where(eq(storeHosts.origin, 'https://shop.example'));
    expect(host!.blockReason).toBe('reserved_name');
  });

  describe('on several processes', () => {
    let other: Awaited<ReturnType<typeof t.database.connectAgain>>;
    beforeAll(async () => {
      other = await t.database.connectAgain();
    });
    afterAll(() => other.close());

    it('reads each page once, and each robots.txt once', async () => {
      const shops = await Promise.all([newStore(), newStore(), newStore()]);
      const names = ['a', 'b', 'c', 'd', 'e', 'f'];
      for (const shop of shops) {
        for (const name of names) await collector(shop.stock(`/products/${name}`));
      }
      const passes = await Promise.all([
        priceCheck({}, t.database.db).runDue(at(0)),
        priceCheck({}, other.db).runDue(at(0)),
      ]);
      expect(passes[0]!.reads + passes[1]!.reads).toBe(18);
      for (const shop of shops) {
        expect(shop.requests.filter((path) => path === '/robots.txt')).toHaveLength(1);
        expect(shop.requests.filter((path) => path !== '/robots.txt').sort()).toEqual(
          names.map((name) => `/products/${name}`),
        );
      }
    });
  });
});
