import type { RouteReply } from '@stylebook/contracts';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import {
  newCollection,
  newLook,
  newProduct,
  newUser,
  registerVerifiedAccount,
  requestsTo,
  useTestApp,
  newPaidSubscription,
} from '../../test/helpers.ts';

type ResultsReply = RouteReply<'search'>;

/**
 * Signed-out visitors' search pages are cached per process (search.service.ts). `t.app` reads; `other` is a
 * second API process on the same database that writes, as another instance behind a load balancer would.
 */
describe('the signed-out search cache', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  let other: FastifyInstance;
  let call: ReturnType<typeof requestsTo>;
  let callOther: ReturnType<typeof requestsTo>;

  beforeAll(async () => {
    other = await t.anotherProcess();
    call = requestsTo(t.app);
    callOther = requestsTo(other);
  });

  const search = async (q: string, token: string | null = null) => {
    const response = await call('GET', `/api/search?q=${encodeURIComponent(q)}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ResultsReply>();
  };
  /** The ids a signed-out visitor finds once this process has read what the other one wrote. */
  const anonymousFinds = async (q: string) => {
    await t.app.changeFeed.poll();
    const results = await search(q);
    return [
      ...results.products.items,
      ...results.collections.items,
      ...results.looks.items,
      ...results.people.items,
    ].map(({ id }) => id);
  };

  it('follows edits, privacy changes and deletions made by another process', async () => {
    const stylist = await registerVerifiedAccount(other, { role: 'stylist' });
    const product = await newProduct(t.database.db, {
      ownerId: stylist.user.id,
      brand: 'Zanzibarine',
      description: 'Wool coat',
    });
    const shelf = await newCollection(t.database.db, { ownerId: stylist.user.id, productIds: [product.id] });
    // Misspelt, and cased and spaced differently from one search to the next: one cached page for all. The
    // collection is found by the product it holds.
    expect(await anonymousFinds('zanzibarin')).toEqual([product.id, shelf.id]);
    expect(await anonymousFinds('  ZANZIBARIN ')).toEqual([product.id, shelf.id]);

    await t.database.db.update(products).set({ brand: 'Quetzalline' }).where(eq(products.id, product.id));
    expect(await anonymousFinds('zanzibarin')).toEqual([]);
    expect(await anonymousFinds('quetzaline')).toEqual([product.id, shelf.id]);
    // Signed-in viewers read the matches anyone may see from the same shared, invalidated ranking.
    const ownerFinds = async (q: string) =>
      (await search(q, stylist.token)).products.items.map(({ id }) => id);
    expect(await ownerFinds('zanzibarin')).toEqual([]);
    expect(await ownerFinds('quetzaline')).toEqual([product.id]);

    const hide = await callOther('PUT', `/api/collections/${shelf.id}`, stylist.token, { isPrivate: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await anonymousFinds('quetzaline')).toEqual([]);
    expect((await search('quetzaline', stylist.token)).products.items.map(({ id }) => id)).toEqual([
      product.id,
    ]);

    const show = await callOther('PUT', `/api/collections/${shelf.id}`, stylist.token, { isPrivate: false });
    expect(show.statusCode, show.body).toBe(200);
    expect(await anonymousFinds('quetzaline')).toEqual([product.id, shelf.id]);
    await t.database.db.delete(products).where(eq(products.id, product.id));
    expect(await anonymousFinds('quetzaline')).toEqual([]);
  });

  it("shows and hides a look to signed-in viewers as its owner's collection changes privacy", async () => {
    const stylist = await registerVerifiedAccount(other, { role: 'stylist' });
    const viewer = await registerVerifiedAccount(t.app);
    const shelf = await newCollection(t.database.db, { ownerId: stylist.user.id, visibility: 'private' });
    const look = await newLook(t.database.db, {
      ownerId: stylist.user.id,
      title: 'Periwinkle brunch',
      collectionIds: [shelf.id],
    });
    const viewerFinds = async () => {
      await t.app.changeFeed.poll();
      return (await search('periwinkl', viewer.token)).looks.items.map(({ id }) => id);
    };
    expect(await viewerFinds()).toEqual([]);
    for (const [isPrivate, found] of [
      [false, [look.id]],
      [true, []],
    ] as const) {
      const change = await callOther('PUT', `/api/collections/${shelf.id}`, stylist.token, { isPrivate });
      expect(change.statusCode, change.body).toBe(200);
      expect(await viewerFinds()).toEqual(found);
    }
  });

  it('shows a viewer who owned nothing their first private product, which no one else finds', async () => {
    const viewer = await registerVerifiedAccount(t.app);
    const stranger = await registerVerifiedAccount(t.app);
    const finds = async (token: string) => {
      await t.app.changeFeed.poll();
      return (await search('saffronette', token)).products.items.map(({ id }) => id);
    };
    expect(await finds(viewer.token)).toEqual([]);

    const product = await newProduct(t.database.db, { ownerId: viewer.user.id, brand: 'Saffronette' });
    await newCollection(t.database.db, {
      ownerId: viewer.user.id,
      visibility: 'private',
      productIds: [product.id],
    });
    expect(await finds(viewer.token)).toEqual([product.id]);
    expect(await finds(stranger.token)).toEqual([]);
    expect(await anonymousFinds('saffronette')).toEqual([]);
  });

  it('shows a viewer who pays no one a paid-only product once they take a paid subscription', async () => {
    const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
    const viewer = await registerVerifiedAccount(t.app);
    const product = await newProduct(t.database.db, { ownerId: stylist.user.id, brand: 'Cordovanelle' });
    await newCollection(t.database.db, {
      ownerId: stylist.user.id,
      visibility: 'paid',
      productIds: [product.id],
    });
    const finds = async () => {
      await t.app.changeFeed.poll();
      return (await search('cordovanel', viewer.token)).products.items.map(({ id }) => id);
    };
    expect(await finds()).toEqual([]);

    await newPaidSubscription(t.database.db, viewer.user.id, stylist.user.id);
    expect(await finds()).toEqual([product.id]);
  });

  it('finds looks and people created by another process after the query was cached', async () => {
    expect(await anonymousFinds('marmalade')).toEqual([]);
    const person = await newUser(t.database.db, { username: 'marmalade_fan' });
    const look = await newLook(t.database.db, { ownerId: person.id, title: 'Marmalade evening' });
    expect((await anonymousFinds('marmalade')).sort()).toEqual([look.id, person.id].sort());
  });

  it('never shows a signed-out visitor what the owner, a follower or a paid subscriber finds, nor theirs to them', async () => {
    const stylist = await registerVerifiedAccount(t.app, { role: 'stylist', username: 'velvetine_studio' });
    const follower = await registerVerifiedAccount(t.app);
    const subscriber = await registerVerifiedAccount(t.app);
    const owner = stylist.user.id;
    const open = await newProduct(t.database.db, { ownerId: owner, brand: 'Velvetine', description: 'Open' });
    const mine = await newProduct(t.database.db, { ownerId: owner, brand: 'Velvetine', description: 'Mine' });
    const paid = await newProduct(t.database.db, { ownerId: owner, brand: 'Velvetine', description: 'Paid' });
    await newCollection(t.database.db, { ownerId: owner, visibility: 'private', productIds: [mine.id] });
    const forSubscribers = await newCollection(t.database.db, {
      ownerId: owner,
      visibility: 'paid',
      productIds: [paid.id],
    });
    const paidLook = await newLook(t.database.db, {
      ownerId: owner,
      title: 'Velvetine night',
      collectionIds: [forSubscribers.id],
    });
    await call('POST', `/api/users/${owner}/subscribe`, follower.token);
    await newPaidSubscription(t.database.db, subscriber.user.id, owner);
    const productIds = (results: ResultsReply) => results.products.items.map(({ id }) => id).sort();
    const signedOut = async () => {
      const results = await search('velvetin');
      expect(productIds(results)).toEqual([open.id]);
      expect(results.looks.items).toEqual([]);
      expect(results.people.items).toEqual([expect.objectContaining({ id: owner, isSubscribed: false })]);
    };

    // Signed out first, so what is cached is what everyone else is then compared with.
    await t.app.changeFeed.poll();
    await signedOut();
    expect(productIds(await search('velvetin', stylist.token))).toEqual([open.id, mine.id, paid.id].sort());
    const subscribers = await search('velvetin', subscriber.token);
    expect(productIds(subscribers)).toEqual([open.id, paid.id].sort());
    expect(subscribers.looks.items.map(({ id }) => id)).toEqual([paidLook.id]);
    expect((await search('velvetin', follower.token)).people.items).toEqual([
      expect.objectContaining({ id: owner, isSubscribed: true }),
    ]);
    await signedOut();
  });
});
