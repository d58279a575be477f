import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { looks } from '../../db/schema/index.ts';
import {
  newCollection,
  newProduct,
  registerAccount,
  registerVerifiedAccount,
  storeTestImage,
  useTestApp,
  requestsTo,
} from '../../test/helpers.ts';

type LookReply = RouteReply<'getLook'>;

describe('looks API', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  let call: ReturnType<typeof requestsTo>;

  beforeAll(async () => {
    call = requestsTo(t.app);
  });

  const verifiedPerson = (role: 'user' | 'stylist' = 'user') => registerVerifiedAccount(t.app, { role });

  const imageOf = (ownerId: string) => storeTestImage(t, ownerId);

  async function lookOf(person: Awaited<ReturnType<typeof verifiedPerson>>, extra: object = {}) {
    const db = t.database.db;
    const a = await newProduct(db, { ownerId: person.user.id });
    const b = await newProduct(db, { ownerId: person.user.id });
    const response = await call('POST', '/api/looks', person.token, {
      title: ' Weekend ',
      coverImageUrl: await imageOf(person.user.id),
      products: [{ productId: a.id, x: 0.25, y: 0.5 }, { productId: b.id }],
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { look: response.json<LookReply>(), a, b };
  }

  it('creates a look with pinned products and files it into an own collection', async () => {
    const person = await verifiedPerson();
    const own = await newCollection(t.database.db, { ownerId: person.user.id, visibility: 'private' });
    const { look, a, b } = await lookOf(person, { collectionId: own.id });
    expect(look.title).toBe('Weekend');
    expect(look.products.map(({ product }) => product.id)).toEqual([a.id, b.id]);
    expect(look.tags).toEqual([{ productId: a.id, x: 0.25, y: 0.5 }]);
    const collection = await call('GET', `/api/collections/${own.id}`, person.token);
    expect(collection.json<RouteReply<'getCollection'>>().lookIds).toEqual([look.id]);
    const reread = await call('GET', `/api/looks/${look.id}`, person.token);
    expect(reread.json<LookReply>().collections.map(({ id }) => id)).toEqual([own.id]);
    // Only in a private collection: hidden from everyone else (docs/product.md §4).
    expect((await call('GET', `/api/looks/${look.id}`, null)).statusCode).toBe(404);
  });

  it("counts on a look's card only the products the viewer may see", async () => {
    const person = await verifiedPerson();
    const { b } = await lookOf(person);
    await newCollection(t.database.db, {
      ownerId: person.user.id,
      visibility: 'private',
      productIds: [b.id],
    });
    const forOthers = await call('GET', `/api/users/${person.user.id}/looks`, null);
    expect(forOthers.json<RouteReply<'listUserLooks'>>().looks[0]?.productCount).toBe(1);
    const forOwner = await call('GET', `/api/users/${person.user.id}/looks`, person.token);
    expect(forOwner.json<RouteReply<'listUserLooks'>>().looks[0]?.productCount).toBe(2);
  });

  it('requires a verified email and answers 400 for bad input, storing nothing', async () => {
    const unverified = await registerAccount(t.app);
    const valid = { title: 'A', coverImageUrl: await imageOf(unverified.user.id) };
    expect((await call('POST', '/api/looks', null, valid)).statusCode).toBe(401);
    const refused = await call('POST', '/api/looks', unverified.token, valid);
    expect(refused.json<ErrorBody>().code).toBe('EMAIL_NOT_VERIFIED');
    const person = await verifiedPerson();
    const cover = await imageOf(person.user.id);
    const product = await newProduct(t.database.db, { ownerId: person.user.id });
    const cases: [object, string][] = [
      [{ title: '  ', coverImageUrl: cover }, 'Title is required'],
      [{ title: 'x'.repeat(101), coverImageUrl: cover }, 'at most 100'],
      [{ title: 'A', coverImageUrl: 'https://elsewhere.test/a.jpg' }, 'Images must be uploaded first'],
      [{ title: 'A', coverImageUrl: cover, products: [{ productId: product.id, x: 1.5 }] }, 'from 0 to 1'],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/looks', person.token, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json<ErrorBody>().message).toContain(message);
    }
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(looks)
      .where(eq(looks.ownerId, person.user.id));
    expect(stored?.n).toBe(0);
  });

  it("refuses products the creator cannot see and other people's collections", async () => {
    const person = await verifiedPerson();
    const stranger = await verifiedPerson();
    const db = t.database.db;
    const hidden = await newProduct(db, { ownerId: stranger.user.id });
    await newCollection(db, { ownerId: stranger.user.id, visibility: 'private', productIds: [hidden.id] });
    const cover = await imageOf(person.user.id);
    const hiddenProduct = await call('POST', '/api/looks', person.token, {
      title: 'A',
      coverImageUrl: cover,
      products: [{ productId: hidden.id }],
    });
    expect(hiddenProduct.statusCode).toBe(404);
    const theirs = await newCollection(db, { ownerId: stranger.user.id, visibility: 'public' });
    const refused = await call('POST', '/api/looks', person.token, {
      title: 'A',
      coverImageUrl: cover,
      collectionId: theirs.id,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('follows its owner’s collections: standalone public, only in a private one hidden from others', async () => {
    const owner = await verifiedPerson();
    const other = await verifiedPerson();
    const { look } = await lookOf(owner);
    expect((await call('GET', `/api/looks/${look.id}`, null)).statusCode).toBe(200);
    const hiddenIn = await newCollection(t.database.db, { ownerId: owner.user.id, visibility: 'private' });
    const { look: privateLook } = await lookOf(owner, { collectionId: hiddenIn.id });
    for (const token of [null, other.token]) {
      expect((await call('GET', `/api/looks/${privateLook.id}`, token)).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/looks/${privateLook.id}`, owner.token)).statusCode).toBe(200);
    const listed = await call('GET', `/api/users/${owner.user.id}/looks`, other.token);
    expect(listed.json<RouteReply<'listUserLooks'>>().looks.map(({ id }) => id)).toEqual([look.id]);
    const own = await call('GET', `/api/users/${owner.user.id}/looks`, owner.token);
    expect(own.json<RouteReply<'listUserLooks'>>().looks.map(({ id }) => id)).toEqual([
      privateLook.id,
      look.id,
    ]);

    // Someone else filing the public look into their private collection does not hide it.
    const theirs = await newCollection(t.database.db, { ownerId: other.user.id, visibility: 'private' });
    const filed = await call('POST', `/api/collections/${theirs.id}/looks`, other.token, { lookId: look.id });
    expect(filed.statusCode).toBe(200);
    expect((await call('GET', `/api/looks/${look.id}`, null)).statusCode).toBe(200);
  });

  it('keeps pins as precisely as a float32 column can: a tiny position is 0, not an underflow', async () => {
    const owner = await verifiedPerson();
    const { look, a, b } = await lookOf(owner, {});
    const pinned = await call('POST', `/api/looks/${look.id}/products`, owner.token, {
      productId: b.id,
      x: 5e-324,
      y: 1e-40,
    });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json<LookReply>().tags).toContainEqual({ productId: b.id, x: 0, y: 1e-40 });
    const replaced = await call('PUT', `/api/looks/${look.id}`, owner.token, {
      products: [{ productId: a.id, x: 1e-300, y: 0.5 }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<LookReply>().tags).toEqual([{ productId: a.id, x: 0, y: 0.5 }]);
  });

  it('lets only the owner edit, pin, unpin and delete: 401 anonymous, 403 others, 404 hidden', async () => {
    const owner = await verifiedPerson();
    const other = await verifiedPerson();
    const { look, a, b } = await lookOf(owner);
    const hiddenIn = await newCollection(t.database.db, { ownerId: owner.user.id, visibility: 'private' });
    const { look: hidden } = await lookOf(owner, { collectionId: hiddenIn.id });
    const requests: ['PUT' | 'POST' | 'DELETE', string, object?][] = [
      ['PUT', '', { title: 'Mine' }],
      ['POST', '/products', { productId: a.id }],
      ['DELETE', `/products/${a.id}`],
      ['DELETE', ''],
    ];
    for (const [method, suffix, body] of requests) {
      const label = `${method} ${suffix}`;
      expect((await call(method, `/api/looks/${look.id}${suffix}`, null, body)).statusCode, label).toBe(401);
      expect(
        (await call(method, `/api/looks/${look.id}${suffix}`, other.token, body)).statusCode,
        label,
      ).toBe(403);
      expect(
        (await call(method, `/api/looks/${hidden.id}${suffix}`, other.token, body)).statusCode,
        label,
      ).toBe(404);
    }
    const pinned = await call('POST', `/api/looks/${look.id}/products`, owner.token, {
      productId: b.id,
      x: 0.1,
      y: 0.9,
    });
    expect(pinned.json<LookReply>().tags).toEqual([
      { productId: a.id, x: 0.25, y: 0.5 },
      { productId: b.id, x: 0.1, y: 0.9 },
    ]);
    const unpinned = await call('DELETE', `/api/looks/${look.id}/products/${a.id}`, owner.token);
    expect(unpinned.json<LookReply>().products.map(({ product }) => product.id)).toEqual([b.id]);
    const renamed = await call('PUT', `/api/looks/${look.id}`, owner.token, {
      title: 'Sunday',
      products: [],
    });
    expect(renamed.json<LookReply>()).toMatchObject({ title: 'Sunday', products: [], tags: [] });
    expect((await call('PUT', `/api/looks/${look.id}`, owner.token, { title: '' })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/looks/${look.id}`, owner.token)).statusCode).toBe(204);
    expect((await call('GET', `/api/looks/${look.id}`, owner.token)).statusCode).toBe(404);
  });
  it('likes and unlikes a visible look, idempotently, for verified people only', async () => {
    const owner = await verifiedPerson();
    const fan = await verifiedPerson();
    const { look } = await lookOf(owner);
    const url = `/api/looks/${look.id}/like`;

    expect((await call('POST', url, null)).statusCode).toBe(401);
    const unverified = await registerAccount(t.app);
    const refused = await call('POST', url, unverified.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().code).toBe('EMAIL_NOT_VERIFIED');

    expect((await call('POST', url, fan.token)).json()).toEqual({ likeCount: 1, likedByMe: true });
    expect((await call('POST', url, fan.token)).json()).toEqual({ likeCount: 1, likedByMe: true });
    const seen = await call('GET', `/api/looks/${look.id}`, fan.token);
    expect(seen.json()).toMatchObject({ likeCount: 1, likedByMe: true });
    const anonymous = await call('GET', `/api/looks/${look.id}`, null);
    expect(anonymous.json()).toMatchObject({ likeCount: 1, likedByMe: false });
    expect((await call('DELETE', url, fan.token)).json()).toEqual({ likeCount: 0, likedByMe: false });

    const hidden = await lookOf(owner);
    await newCollection(t.database.db, { ownerId: owner.user.id, visibility: 'private' }).then((c) =>
      call('POST', `/api/collections/${c.id}/looks`, owner.token, { lookId: hidden.look.id }),
    );
    const notFound = await call('POST', `/api/looks/${hidden.look.id}/like`, fan.token);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ message: 'Look not found', code: 'NOT_FOUND' });
  });
});
