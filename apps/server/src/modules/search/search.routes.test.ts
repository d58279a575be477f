import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { productLikes, products } from '../../db/schema/index.ts';
import {
  newCollection,
  newLook,
  newProduct,
  newUser,
  registerVerifiedAccount,
  useTestApp,
  newPaidSubscription,
} from '../../test/helpers.ts';

type Page<T = { id: string }> = {
  items: T[];
  hasMore: boolean;
  nextOffset: number | null;
  total: number;
  totalIsLowerBound: boolean;
};
type ResultsReply = RouteReply<'search'>;

describe('search API', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  const call = t.request;

  const search = async (query: string, token: string | null = null) => {
    const response = await call('GET', `/api/search?${query}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ResultsReply>();
  };
  const ids = (page: Page) => page.items.map(({ id }) => id);
  const emptyPage = { items: [], hasMore: false, nextOffset: null, total: 0, totalIsLowerBound: false };

  describe('GET /api/search', () => {
    it('answers 400 with a message for a missing, blank or too long query and an unknown kind', async () => {
      const cases: [string, string][] = [
        ['', 'Type something to search'],
        ['q=%20%20', 'Type something to search'],
        [`q=${'a'.repeat(101)}`, 'Search at most 100 characters'],
        ['q=coat&kind=shops', "Invalid querystring field 'kind'"],
        ['q=coat&limit=51', "Invalid querystring field 'limit'"],
        ['q=coat&style=KIDS', "Invalid querystring field 'style'"],
        ['q=coat&sort=cheapest', "Invalid querystring field 'sort'"],
        ['q=coat&minPrice=1000', 'Choose a currency to filter by price'],
        ['q=coat&currency=USD&minPrice=-1', 'Prices cannot be negative'],
        ['q=coat&currency=USD&minPrice=5000&maxPrice=1000', 'The highest price must be at least the lowest'],
      ];
      for (const [query, message] of cases) {
        const response = await call('GET', `/api/search?${query}`, null);
        expect(response.statusCode, query).toBe(400);
        expect(response.json<ErrorBody>().code).toBe('VALIDATION');
        expect(response.json<ErrorBody>().message, query).toContain(message);
      }
    });

    it('pages a broad query to its deepest page and then says there is no more', async () => {
      const owner = await newUser(t.database.db, { role: 'STYLIST' });
      // More matches than a search ranks (SEARCH_MAX_OFFSET + one page).
      const rows = Array.from({ length: 320 }, () => {
        const id = randomUUID();
        const url = `https://shop.example/deep/${id}`;
        return {
          id,
          rootProductId: id,
          ownerId: owner.id,
          brand: 'Quillfeather',
          description: 'Deep page tee',
          priceMinor: 1000,
          currency: 'USD',
          gender: 'UNISEX' as const,
          purchaseUrl: url,
          canonicalUrl: url,
        };
      });
      await t.database.db.insert(products).values(rows);

      const first = await search('q=quillfeather&kind=products&limit=50');
      expect(first.products).toMatchObject({
        hasMore: true,
        nextOffset: 50,
        total: 300,
        totalIsLowerBound: true,
      });
      const last = await search('q=quillfeather&kind=products&limit=50&offset=250');
      expect(last.products.items).toHaveLength(50);
      expect(last.products).toMatchObject({ hasMore: false, nextOffset: null });
      const beyond = await call('GET', '/api/search?q=quillfeather&kind=products&offset=251', null);
      expect(beyond.statusCode).toBe(400);
    });

    it('answers queries without letters or of one letter, as a person may type them', async () => {
      for (const q of ['%21%21%21', 'a', '%25_%27%22', '%F0%9F%91%97', '%5C%27%22%3A*%26%7C!', 'a%5Cb%27s']) {
        const results = await search(`q=${q}`);
        expect(Object.keys(results).sort(), q).toEqual(['collections', 'looks', 'people', 'products']);
      }
    });

    it('tolerates typos in every kind and finds nothing for unrelated words', async () => {
      const db = t.database.db;
      const stylist = await newUser(db, { role: 'STYLIST', username: 'jonsmith', name: 'Jonathan Smith' });
      const jacket = await newProduct(db, {
        ownerId: stylist.id,
        brand: 'Levis',
        description: 'Denim Jacket',
      });
      const nike = await newProduct(db, { ownerId: stylist.id, brand: 'Nike', description: 'Air Max 90' });
      const collection = await newCollection(db, { ownerId: stylist.id, name: 'Summer dresses' });
      const look = await newLook(db, {
        ownerId: stylist.id,
        title: 'Office look',
        description: 'Tailored blazer',
      });

      const cases: [string, keyof ResultsReply, string][] = [
        ['jaket', 'products', jacket.id],
        ['nikee', 'products', nike.id],
        ['NIKE%20air', 'products', nike.id],
        ['sumer%20dreses', 'collections', collection.id],
        ['blazr', 'looks', look.id],
        ['jonathn', 'people', stylist.id],
      ];
      for (const [q, kind, id] of cases) expect(ids((await search(`q=${q}`))[kind]), q).toEqual([id]);
      expect(await search('q=xyzzyplugh')).toEqual({
        products: emptyPage,
        collections: emptyPage,
        looks: emptyPage,
        people: emptyPage,
      });
    });

    it('finds products by a synonym of a word: denim finds jeans, trainers find sneakers', async () => {
      const db = t.database.db;
      const owner = await newUser(db);
      const jeans = await newProduct(db, {
        ownerId: owner.id,
        brand: 'Veltrano',
        description: 'Straight-leg jeans',
      });
      const sneakers = await newProduct(db, {
        ownerId: owner.id,
        brand: 'Veltrano',
        description: 'White leather sneakers',
      });
      const tee = await newProduct(db, { ownerId: owner.id, brand: 'Veltrano', description: 'Boxy t-shirt' });
      expect(ids((await search('q=denim')).products)).toContain(jeans.id);
      // The brand alone makes every Veltrano product similar enough; the synonym puts the right one first.
      expect(ids((await search('q=veltrano%20denim')).products)[0]).toBe(jeans.id);
      expect(ids((await search('q=veltrano%20trainers')).products)[0]).toBe(sneakers.id);
      expect(ids((await search('q=veltrano%20tee')).products)[0]).toBe(tee.id);
    });

    it('narrows products by style, brand and a price range in one currency, and counts the matches', async () => {
      const db = t.database.db;
      const owner = await newUser(db);
      const product = (
        brand: string,
        fields: Parameters<typeof newProduct>[1] extends infer F ? Partial<F> : never,
      ) => newProduct(db, { ownerId: owner.id, brand, description: `${brand} loden cape`, ...fields });
      const mensCheap = await product('Orlenby', { gender: 'MENSWEAR', priceMinor: 9_000 });
      const mensDear = await product('Orlenby', { gender: 'MENSWEAR', priceMinor: 40_000 });
      const womens = await product('Orlenby', { gender: 'WOMENSWEAR', priceMinor: 12_000 });
      const euro = await product('Orlenby', { gender: 'MENSWEAR', priceMinor: 9_000, currency: 'EUR' });
      const otherBrand = await product('Fennick', { gender: 'UNISEX', priceMinor: 9_000 });
      const found = async (filters: string) =>
        ids((await search(`q=loden%20cape&${filters}`)).products).sort();

      expect(await found('style=MENSWEAR')).toEqual([mensCheap.id, mensDear.id, euro.id].sort());
      expect(await found('brand=orlenby&style=WOMENSWEAR')).toEqual([womens.id]);
      expect(await found('brand=FENNICK')).toEqual([otherBrand.id]);
      expect(await found('currency=EUR')).toEqual([euro.id]);
      expect(await found('currency=USD&minPrice=10000&maxPrice=40000')).toEqual(
        [mensDear.id, womens.id].sort(),
      );
      expect(await found('currency=USD&maxPrice=9000&brand=Orlenby')).toEqual([mensCheap.id]);
      const counted = await search('q=loden%20cape&style=MENSWEAR');
      expect(counted.products).toMatchObject({ total: 3, totalIsLowerBound: false });
    });

    it('sorts products by newest or most liked, best match first by default', async () => {
      const db = t.database.db;
      const owner = await newUser(db);
      const day = 24 * 60 * 60 * 1000;
      const older = await newProduct(db, {
        ownerId: owner.id,
        brand: 'Pellarine',
        description: 'Pellarine silk scarf',
        createdAt: new Date(Date.now() - 3 * day),
      });
      const newer = await newProduct(db, {
        ownerId: owner.id,
        brand: 'Pellarine',
        description: 'Cotton socks',
        createdAt: new Date(Date.now() - day),
      });
      const liked = await newProduct(db, {
        ownerId: owner.id,
        brand: 'Pellarine',
        description: 'Merino beanie',
        createdAt: new Date(Date.now() - 2 * day),
      });
      for (let i = 0; i < 2; i++) {
        const fan = await newUser(db);
        await db.insert(productLikes).values({ userId: fan.id, productId: liked.id });
      }
      const fan = await newUser(db);
      await db.insert(productLikes).values({ userId: fan.id, productId: newer.id });
      const order = async (sort: string) => ids((await search(`q=pellarine&kind=products${sort}`)).products);

      expect(ids((await search('q=pellarine%20silk%20scarf&kind=products')).products)).toEqual([older.id]);
      expect(await order('&sort=newest')).toEqual([newer.id, liked.id, older.id]);
      expect(await order('&sort=most_liked')).toEqual([liked.id, newer.id, older.id]);
    });

    it('finds a collection by the products it holds, below one of that name', async () => {
      const db = t.database.db;
      const owner = await newUser(db);
      const jumpsuit = await newProduct(db, {
        ownerId: owner.id,
        brand: 'Tavrinet',
        description: 'Belted boilersuit',
      });
      const holding = await newCollection(db, {
        ownerId: owner.id,
        name: 'Weekend',
        productIds: [jumpsuit.id],
      });
      const named = await newCollection(db, { ownerId: owner.id, name: 'Boilersuit edit' });
      expect(ids((await search('q=boilersuit')).collections)).toEqual([named.id, holding.id]);
    });

    it('finds a locked collection by its name alone, an open one by what it holds too', async () => {
      const db = t.database.db;
      const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const other = await registerVerifiedAccount(t.app);
      const ownerId = stylist.user.id;
      const poncho = await newProduct(db, { ownerId, brand: 'Quellmoor', description: 'Waxed poncho' });
      const shelf = await newCollection(db, { ownerId, name: 'Rainy days', productIds: [poncho.id] });
      const paid = await newCollection(db, {
        ownerId,
        name: 'Members only',
        visibility: 'paid',
        productIds: [poncho.id],
      });

      for (const token of [null, other.token]) {
        expect(ids((await search('q=quellmoor', token)).collections)).toEqual([shelf.id]);
        expect(ids((await search('q=members', token)).collections)).toEqual([paid.id]);
      }
      // Whoever may open it finds it by what it holds too, and by its name once.
      const subscriber = await registerVerifiedAccount(t.app);
      await newPaidSubscription(db, subscriber.user.id, ownerId);
      for (const token of [subscriber.token, stylist.token]) {
        expect(ids((await search('q=quellmoor', token)).collections).sort()).toEqual(
          [shelf.id, paid.id].sort(),
        );
        const byName = (await search('q=members', token)).collections;
        expect([ids(byName), byName.total]).toEqual([[paid.id], 1]);
      }
    });

    it('ranks the closest match first, whatever the order of the words', async () => {
      const db = t.database.db;
      const owner = await newUser(db);
      const partial = await newProduct(db, {
        ownerId: owner.id,
        brand: 'Quorvane',
        description: 'Coat with a wool lining',
      });
      const exact = await newProduct(db, { ownerId: owner.id, brand: 'Quorvane', description: 'Wool coat' });
      expect(ids((await search('q=quorvane%20wool%20coat')).products)).toEqual([exact.id, partial.id]);
      expect(ids((await search('q=coat%20quorvane%20wool')).products).sort()).toEqual(
        [exact.id, partial.id].sort(),
      );
    });

    it('never shows others private or paid-only products, private collections or hidden looks', async () => {
      const db = t.database.db;
      const owner = await registerVerifiedAccount(t.app, { role: 'stylist' });
      const other = await registerVerifiedAccount(t.app);
      const ownerId = owner.user.id;
      const name = (what: string) => ({ brand: 'Vantablix', description: what });
      const open = await newProduct(db, { ownerId, ...name('open') });
      const secret = await newProduct(db, { ownerId, ...name('secret') });
      const paidOnly = await newProduct(db, { ownerId, ...name('paid') });
      const pub = await newCollection(db, { ownerId, name: 'Vantablix public', productIds: [open.id] });
      const priv = await newCollection(db, {
        ownerId,
        name: 'Vantablix private',
        visibility: 'private',
        productIds: [secret.id],
      });
      const paid = await newCollection(db, {
        ownerId,
        name: 'Vantablix paid',
        visibility: 'paid',
        productIds: [paidOnly.id],
        coverPlaceholderUrl: '/media/placeholders/vantablix.webp',
      });
      await newCollection(db, { ownerId, name: 'Vantablix archived', archivedAt: new Date() });
      const standalone = await newLook(db, { ownerId, title: 'Vantablix standalone' });
      const hidden = await newLook(db, { ownerId, title: 'Vantablix hidden', collectionIds: [priv.id] });

      for (const token of [null, other.token]) {
        const seen = await search('q=vantablix', token);
        expect(ids(seen.products)).toEqual([open.id]);
        expect(ids(seen.collections).sort()).toEqual([pub.id, paid.id].sort());
        expect(seen.collections.items.find(({ id }) => id === paid.id)).toMatchObject({
          coverImageUrl: '/media/placeholders/vantablix.webp',
          previewImageUrls: ['/media/placeholders/vantablix.webp'],
        });
        expect(ids(seen.looks)).toEqual([standalone.id]);
      }

      const own = await search('q=vantablix', owner.token);
      expect(ids(own.products).sort()).toEqual([open.id, secret.id, paidOnly.id].sort());
      expect(ids(own.collections).sort()).toEqual([pub.id, priv.id, paid.id].sort());
      expect(ids(own.looks).sort()).toEqual([standalone.id, hidden.id].sort());
    });

    it('pages one kind with kind, leaving the others empty; without it, the first page of each', async () => {
      const db = t.database.db;
      const owner = await newUser(db, { role: 'STYLIST', username: 'glimmerquartz', name: 'Glimmer' });
      for (let i = 0; i < 3; i++) {
        await newProduct(db, { ownerId: owner.id, brand: 'Glimmerquartz', description: `Ring ${i}` });
      }
      await newCollection(db, { ownerId: owner.id, name: 'Glimmerquartz rings' });

      const pages = [];
      for (const offset of [0, 2]) {
        pages.push(await search(`q=glimmerquartz&kind=products&limit=2&offset=${offset}`));
      }
      expect(
        pages.map(({ products }) => [products.items.length, products.hasMore, products.nextOffset]),
      ).toEqual([
        [2, true, 2],
        [1, false, null],
      ]);
      expect(new Set([...ids(pages[0]!.products), ...ids(pages[1]!.products)]).size).toBe(3);
      for (const page of pages) {
        expect(page).toMatchObject({ collections: emptyPage, looks: emptyPage, people: emptyPage });
      }

      const all = await search('q=glimmerquartz&limit=2&offset=2');
      expect(all.products).toMatchObject({ hasMore: true, nextOffset: 2 });
      expect(all.products.items).toHaveLength(2);
      expect(all.collections.items).toHaveLength(1);
      expect(ids(all.people)).toEqual([owner.id]);
    });
  });

  describe('GET /api/users?query=', () => {
    it('finds people by username or name despite typos, marking whom the viewer follows', async () => {
      const viewer = await registerVerifiedAccount(t.app);
      const db = t.database.db;
      const ada = await newUser(db, { username: 'adalovelace', name: 'Ada Lovelace' });
      const adam = await newUser(db, { username: 'adamlovell', name: 'Adam Lovell' });
      await call('POST', `/api/users/${ada.id}/subscribe`, viewer.token);

      const found = await call('GET', '/api/users?query=lovelase', viewer.token);
      expect(found.statusCode).toBe(200);
      const people = found.json<Page<{ id: string; isSubscribed: boolean }>>();
      expect(people.items.map(({ id, isSubscribed }) => [id, isSubscribed])).toEqual([
        [ada.id, true],
        [adam.id, false],
      ]);
      expect(people).toMatchObject({ hasMore: false, nextOffset: null });
      const both = (await call('GET', '/api/users?query=lovel&limit=1', null)).json<Page>();
      expect(both).toMatchObject({ hasMore: true, nextOffset: 1 });
      const rest = (await call('GET', '/api/users?query=lovel&limit=1&offset=1', null)).json<Page>();
      expect(new Set([...ids(both), ...ids(rest)])).toEqual(new Set([ada.id, adam.id]));
    });

    it('answers an empty page for an empty query and 400 for a bad limit or offset', async () => {
      for (const url of ['/api/users', '/api/users?query=%20']) {
        const response = await call('GET', url, null);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ items: [], hasMore: false, nextOffset: null });
      }
      for (const query of ['limit=0', 'limit=51', 'offset=-1', `query=${'a'.repeat(101)}`]) {
        const response = await call('GET', `/api/users?${query}`, null);
        expect(response.statusCode, query).toBe(400);
        expect(response.json<ErrorBody>().code).toBe('VALIDATION');
      }
    });
  });
});
