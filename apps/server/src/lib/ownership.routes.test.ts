import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  newCollection,
  newLook,
  newProduct,
  registerVerifiedAccount,
  requestsTo,
  storeTestImage,
  useTestApp,
} from '../test/helpers.ts';

/**
 * Ids of someone else's things of one kind: one the caller cannot see (docs/product.md §4) and one they can.
 */
interface ForeignIds {
  hidden: string;
  shown: string;
}

/** A write that names someone else's thing by id, and what it answers for the one the caller can see. */
type WritePath = [label: string, send: (id: string) => Promise<LightMyRequestResponse>, shownStatus: number];

describe("writes naming other people's collections, looks and products", () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  let call: ReturnType<typeof requestsTo>;
  const ids: Record<'collection' | 'look' | 'product', ForeignIds> = {
    collection: { hidden: '', shown: '' },
    look: { hidden: '', shown: '' },
    product: { hidden: '', shown: '' },
  };
  /** The caller and their own collection, look, product and images. */
  let caller: { token: string; userId: string; collection: string; look: string; product: string };
  let image: () => Promise<string>;

  beforeAll(async () => {
    call = requestsTo(t.app);
    const db = t.database.db;

    const owner = await registerVerifiedAccount(t.app, { role: 'stylist' });
    const ownerId = owner.user.id;
    const hiddenProduct = await newProduct(db, { ownerId });
    const privateCollection = await newCollection(db, {
      ownerId,
      visibility: 'private',
      productIds: [hiddenProduct.id],
    });
    ids.collection = {
      hidden: privateCollection.id,
      shown: (await newCollection(db, { ownerId, visibility: 'public' })).id,
    };
    ids.look = {
      hidden: (await newLook(db, { ownerId, collectionIds: [privateCollection.id] })).id,
      shown: (await newLook(db, { ownerId })).id,
    };
    ids.product = { hidden: hiddenProduct.id, shown: (await newProduct(db, { ownerId })).id };

    const person = await registerVerifiedAccount(t.app);
    const userId = person.user.id;
    caller = {
      token: person.token,
      userId,
      collection: (await newCollection(db, { ownerId: userId, visibility: 'private' })).id,
      look: (await newLook(db, { ownerId: userId })).id,
      product: (await newProduct(db, { ownerId: userId })).id,
    };
    image = () => storeTestImage(t, userId);
  });

  const as = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    call(method, url, caller.token, body);

  const productBody = async (extra: object) => ({
    purchaseUrl: 'https://shop.example/coats/camel',
    brand: 'Ridley & Ames',
    price: 525,
    currency: 'AUD',
    gender: 'WOMENSWEAR',
    images: [{ url: await image() }],
    ...extra,
  });
  const lookBody = async (extra: object) => ({ title: 'Weekend', coverImageUrl: await image(), ...extra });

  const writePaths: Record<keyof typeof ids, WritePath[]> = {
    collection: [
      ['rename', (id) => as('PUT', `/api/collections/${id}`, { name: 'Mine now' }), 403],
      [
        'set the cover',
        async (id) => as('PUT', `/api/collections/${id}`, { coverImageUrl: await image() }),
        403,
      ],
      ['delete', (id) => as('DELETE', `/api/collections/${id}`), 403],
      ['archive', (id) => as('PUT', `/api/collections/${id}/archive`), 403],
      ['unarchive', (id) => as('PUT', `/api/collections/${id}/unarchive`), 403],
      [
        'file a product',
        (id) => as('POST', `/api/collections/${id}/products`, { productId: caller.product }),
        403,
      ],
      ['remove a product', (id) => as('DELETE', `/api/collections/${id}/products/${caller.product}`), 403],
      ['file a look', (id) => as('POST', `/api/collections/${id}/looks`, { lookId: caller.look }), 403],
      ['remove a look', (id) => as('DELETE', `/api/collections/${id}/looks/${caller.look}`), 403],
      [
        'create a product in it',
        async (id) => as('POST', '/api/products', await productBody({ collectionId: id })),
        403,
      ],
      [
        'create a look in it',
        async (id) => as('POST', '/api/looks', await lookBody({ collectionId: id })),
        403,
      ],
      ['save', (id) => as('POST', `/api/collections/${id}/save`), 200],
      ['unsave', (id) => as('DELETE', `/api/collections/${id}/save`), 200],
    ],
    look: [
      ['retitle', (id) => as('PUT', `/api/looks/${id}`, { title: 'Mine now' }), 403],
      ['set the cover', async (id) => as('PUT', `/api/looks/${id}`, { coverImageUrl: await image() }), 403],
      ['delete', (id) => as('DELETE', `/api/looks/${id}`), 403],
      ['pin a product', (id) => as('POST', `/api/looks/${id}/products`, { productId: caller.product }), 403],
      ['unpin a product', (id) => as('DELETE', `/api/looks/${id}/products/${caller.product}`), 403],
      [
        'create a product in it',
        async (id) => as('POST', '/api/products', await productBody({ lookId: id })),
        403,
      ],
      ['like', (id) => as('POST', `/api/looks/${id}/like`), 200],
      ['unlike', (id) => as('DELETE', `/api/looks/${id}/like`), 200],
      ['file it', (id) => as('POST', `/api/collections/${caller.collection}/looks`, { lookId: id }), 200],
    ],
    product: [
      ['edit', (id) => as('PUT', `/api/products/${id}`, { brand: 'Mine now' }), 403],
      ['like', (id) => as('POST', `/api/products/${id}/like`), 200],
      ['unlike', (id) => as('DELETE', `/api/products/${id}/like`), 200],
      [
        'file it',
        (id) => as('POST', `/api/collections/${caller.collection}/products`, { productId: id }),
        200,
      ],
      ['pin it', (id) => as('POST', `/api/looks/${caller.look}/products`, { productId: id }), 200],
      [
        'create a look with it',
        async (id) => as('POST', '/api/looks', await lookBody({ products: [{ productId: id }] })),
        201,
      ],
      [
        'set a look with it',
        (id) => as('PUT', `/api/looks/${caller.look}`, { products: [{ productId: id }] }),
        200,
      ],
    ],
  };

  const reply = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.json(),
  });

  for (const [kind, paths] of Object.entries(writePaths) as [keyof typeof ids, WritePath[]][]) {
    describe(`a ${kind} id`, () => {
      it.each(paths)(
        '%s: 404 as for a missing id when hidden, else as the rule says',
        async (_, send, shown) => {
          const missing = reply(await send(randomUUID()));
          expect(missing.status).toBe(404);
          expect(reply(await send(ids[kind].hidden))).toEqual(missing);
          const visible = await send(ids[kind].shown);
          expect(visible.statusCode, visible.body).toBe(shown);
        },
      );
    });
  }
});
