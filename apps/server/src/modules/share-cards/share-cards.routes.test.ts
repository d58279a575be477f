import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { collections, users } from '../../db/schema/index.ts';
import {
  newCollection,
  newLook,
  newProduct,
  newUser,
  registerVerifiedAccount,
  requestsTo,
  storeTestImage,
  useTestApp,
} from '../../test/helpers.ts';

const RED = '#dd2222';
const BLUE = '#2222dd';

const t = useTestApp();

/** The colour of the card at (x, y): the photo panel is the left 540 pixels. */
async function pixelOf(jpeg: Buffer, x: number, y: number) {
  const [r, g, b] = await sharp(jpeg).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer();
  return { r: r!, g: g!, b: b! };
}

const cardOf = (path: string, headers: Record<string, string> = {}) => t.app.inject({ url: path, headers });

describe('share cards', () => {
  it('draws each kind as a 1200x630 JPEG under 200 KB, cached for a day with a strong ETag', async () => {
    const owner = await newUser(t.database.db, { role: 'STYLIST' });
    await t.database.db
      .update(users)
      .set({ avatarUrl: await storeTestImage(t, owner.id, BLUE) })
      .where(eq(users.id, owner.id));
    const photo = await storeTestImage(t, owner.id, RED);
    const product = await newProduct(t.database.db, { ownerId: owner.id, images: [{ url: photo }] });
    const collection = await newCollection(t.database.db, { ownerId: owner.id, productIds: [product.id] });
    const look = await newLook(t.database.db, { ownerId: owner.id, coverImageUrl: photo });

    for (const path of [
      `/share-cards/products/${product.id}.jpg`,
      `/share-cards/looks/${look.id}.jpg`,
      `/share-cards/collections/${collection.id}.jpg`,
      `/share-cards/profiles/${owner.id}.jpg`,
    ]) {
      const response = await cardOf(path);
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
      expect(response.headers.etag).toMatch(/^"[^"]+"$/);
      const { format, width, height } = await sharp(response.rawPayload).metadata();
      expect({ path, format, width, height }).toEqual({ path, format: 'jpeg', width: 1200, height: 630 });
      expect(response.rawPayload.length).toBeLessThan(200_000);
    }
    // The stored photo (red) fills the product's panel; the avatar (blue) sits in the middle of the profile's.
    const panel = await pixelOf(
      (await cardOf(`/share-cards/products/${product.id}.jpg`)).rawPayload,
      100,
      100,
    );
    expect(panel.r).toBeGreaterThan(180);
    const avatar = await pixelOf(
      (await cardOf(`/share-cards/profiles/${owner.id}.jpg`)).rawPayload,
      270,
      315,
    );
    expect(avatar.b).toBeGreaterThan(180);
  });

  it('draws an item whose photo is not stored here on a plain panel, fetching nothing', async () => {
    const owner = await newUser(t.database.db, { avatarUrl: 'https://images.example/avatar.jpg' });
    const look = await newLook(t.database.db, {
      ownerId: owner.id,
      coverImageUrl: 'https://images.example/look.jpg',
    });
    for (const path of [`/share-cards/looks/${look.id}.jpg`, `/share-cards/profiles/${owner.id}.jpg`]) {
      const response = await cardOf(path);
      expect(response.statusCode, response.body).toBe(200);
      // The app's sand (#f2ede6) in the corner of the panel.
      const { r, g, b } = await pixelOf(response.rawPayload, 20, 20);
      expect(Math.max(Math.abs(r - 0xf2), Math.abs(g - 0xed), Math.abs(b - 0xe6))).toBeLessThan(6);
    }
  });

  it('answers 404 for what a signed-out visitor may not see, as the API does', async () => {
    const owner = await newUser(t.database.db, { role: 'STYLIST' });
    const privateCollection = await newCollection(t.database.db, {
      ownerId: owner.id,
      visibility: 'private',
    });
    const hiddenProduct = await newProduct(t.database.db, { ownerId: owner.id });
    await newCollection(t.database.db, {
      ownerId: owner.id,
      visibility: 'private',
      productIds: [hiddenProduct.id],
    });
    const hiddenLook = await newLook(t.database.db, {
      ownerId: owner.id,
      collectionIds: [privateCollection.id],
    });
    const deleted = await newUser(t.database.db);
    await t.database.db.delete(users).where(eq(users.id, deleted.id));

    const refused = [
      ['products', randomUUID(), 'Product not found'],
      ['products', hiddenProduct.id, 'Product not found'],
      ['looks', randomUUID(), 'Look not found'],
      ['looks', hiddenLook.id, 'Look not found'],
      ['collections', randomUUID(), 'Collection not found'],
      ['collections', privateCollection.id, 'Collection not found'],
      ['profiles', randomUUID(), 'User not found'],
      ['profiles', deleted.id, 'User not found'],
    ];
    for (const [kind, id, message] of refused) {
      const card = await cardOf(`/share-cards/${kind}/${id}.jpg`);
      const api = await t.request(
        'GET',
        kind === 'profiles' ? `/api/users/${id}/profile` : `/api/${kind}/${id}`,
      );
      expect({ kind, id, status: card.statusCode, body: card.json<object>() }).toEqual({
        kind,
        id,
        status: 404,
        body: { message, code: 'NOT_FOUND' },
      });
      expect(api.statusCode).toBe(404);
    }
  });

  it("draws a paid-only collection from its blurred placeholder, never its products' photos", async () => {
    const owner = await newUser(t.database.db, { role: 'STYLIST' });
    const product = await newProduct(t.database.db, {
      ownerId: owner.id,
      images: [{ url: await storeTestImage(t, owner.id, RED) }],
    });
    const collection = await newCollection(t.database.db, {
      ownerId: owner.id,
      visibility: 'paid',
      productIds: [product.id],
      coverPlaceholderUrl: await storeTestImage(t, owner.id, BLUE),
    });
    const path = `/share-cards/collections/${collection.id}.jpg`;

    const locked = await cardOf(path);
    expect(locked.statusCode, locked.body).toBe(200);
    const lockedPanel = await pixelOf(locked.rawPayload, 60, 60);
    expect(lockedPanel.b).toBeGreaterThan(180);
    expect(lockedPanel.r).toBeLessThan(80);

    // The same collection made public shows its product's photo: the check above would see it.
    await t.database.db
      .update(collections)
      .set({ isPaidSubscriberOnly: false })
      .where(eq(collections.id, collection.id));
    await t.app.changeFeed.poll();
    const open = await pixelOf((await cardOf(path)).rawPayload, 60, 60);
    expect(open.r).toBeGreaterThan(180);
    expect(open.b).toBeLessThan(80);
  });

  it('answers 304 to the ETag it sent', async () => {
    const owner = await newUser(t.database.db);
    const path = `/share-cards/profiles/${owner.id}.jpg`;
    const first = await cardOf(path);
    const again = await cardOf(path, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await cardOf(path, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it("draws the site's own card for the plain pages, the same bytes each time, and answers 304 to its ETag", async () => {
    const first = await cardOf('/share-cards/site.jpg');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    const { format, width, height } = await sharp(first.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    // The app's canvas (#faf8f5) in the corner, and the wordmark's ink somewhere on it.
    const { r, g, b } = await pixelOf(first.rawPayload, 20, 20);
    expect(Math.max(Math.abs(r - 0xfa), Math.abs(g - 0xf8), Math.abs(b - 0xf5))).toBeLessThan(6);
    const { channels } = await sharp(first.rawPayload).stats();
    expect(channels[0]!.min).toBeLessThan(60);

    const again = await cardOf('/share-cards/site.jpg');
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await cardOf('/share-cards/site.jpg', {
      'if-none-match': first.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('draws the card again in every process once the item changes, with a new ETag', async () => {
    const other = await t.anotherProcess();
    const stylist = await registerVerifiedAccount(other, { role: 'stylist' });
    const product = await newProduct(t.database.db, { ownerId: stylist.user.id, description: 'Linen shirt' });
    const path = `/share-cards/products/${product.id}.jpg`;
    const before = (await cardOf(path)).headers.etag;
    expect((await cardOf(path)).headers.etag).toBe(before);

    const rename = await requestsTo(other)('PUT', `/api/products/${product.id}`, stylist.token, {
      description: 'Washed linen shirt',
    });
    expect(rename.statusCode, rename.body).toBe(200);
    await t.app.changeFeed.poll();
    const after = await cardOf(path);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('answers 404 for a look once the collection holding it turns private', async () => {
    const owner = await newUser(t.database.db, { role: 'STYLIST' });
    const collection = await newCollection(t.database.db, { ownerId: owner.id });
    const look = await newLook(t.database.db, { ownerId: owner.id, collectionIds: [collection.id] });
    const path = `/share-cards/looks/${look.id}.jpg`;
    expect((await cardOf(path)).statusCode).toBe(200);

    await t.database.db.update(collections).set({ isPrivate: true }).where(eq(collections.id, collection.id));
    await t.app.changeFeed.poll();
    expect((await cardOf(path)).statusCode).toBe(404);
  });
});
