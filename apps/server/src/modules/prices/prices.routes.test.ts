import { randomUUID } from 'node:crypto';
import type { ErrorBody, PriceHistory } from '@stylebook/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceWatches, pricePoints } from '../../db/schema/index.ts';
import {
  newCollection,
  newProduct,
  registerAccount,
  registerVerifiedAccount,
  useTestApp,
} from '../../test/helpers.ts';

describe('price history and watches API', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });

  const history = (productId: string, token?: string) =>
    t.request('GET', `/api/products/${productId}/price-history`, token);
  const watch = (productId: string, token?: string | null) =>
    t.request('PUT', `/api/products/${productId}/price-watch`, token);
  const unwatch = (productId: string, token?: string | null) =>
    t.request('DELETE', `/api/products/${productId}/price-watch`, token);

  /** A product of someone else's, public unless filed into a restricted collection of its owner. */
  async function othersProduct(visibility?: 'private' | 'paid') {
    const owner = await registerVerifiedAccount(t.app, { role: 'stylist' });
    const product = await newProduct(t.database.db, { ownerId: owner.user.id });
    if (visibility)
      await newCollection(t.database.db, { ownerId: owner.user.id, visibility, productIds: [product.id] });
    return { owner, product };
  }

  const notFound = { message: 'Product not found', code: 'NOT_FOUND' };

  describe('GET /api/products/:id/price-history', () => {
    it('answers anyone who may see the product, oldest point first, with the drop of the latest change', async () => {
      const { product } = await othersProduct();
      const readAt = (day: number) => new Date(Date.UTC(2026, 10, day, 9));
      await t.database.db.insert(pricePoints).values([
        {
          canonicalUrl: product.canonicalUrl,
          readAt: readAt(3),
          priceMinor: 18_900,
          currency: 'EUR',
          inStock: true,
        },
        {
          canonicalUrl: product.canonicalUrl,
          readAt: readAt(5),
          priceMinor: null,
          currency: null,
          inStock: false,
        },
        {
          canonicalUrl: product.canonicalUrl,
          readAt: readAt(9),
          priceMinor: 17_900,
          currency: 'EUR',
          inStock: true,
        },
        {
          canonicalUrl: product.canonicalUrl,
          readAt: readAt(12),
          priceMinor: 14_900,
          currency: 'EUR',
          inStock: true,
        },
      ]);
      const response = await history(product.id);
      expect(response.statusCode).toBe(200);
      expect(response.json<PriceHistory>()).toEqual({
        points: [
          { at: readAt(3).toISOString(), price: 189, currency: 'EUR', inStock: true },
          { at: readAt(5).toISOString(), price: null, currency: null, inStock: false },
          { at: readAt(9).toISOString(), price: 179, currency: 'EUR', inStock: true },
          { at: readAt(12).toISOString(), price: 149, currency: 'EUR', inStock: true },
        ],
        checkedAt: null,
        drop: { previousPrice: 179, price: 149, currency: 'EUR', at: readAt(12).toISOString() },
        watchedByMe: false,
      });
    });

    it('measures a drop from the last price shown, past reads without one', async () => {
      const { product } = await othersProduct();
      const readAt = (day: number) => new Date(Date.UTC(2026, 10, day, 9));
      await t.database.db.insert(pricePoints).values([
        {
          canonicalUrl: product.canonicalUrl,
          readAt: readAt(3),
          priceMinor: 22_000,
          currency: 'EUR',
          inStock: true,
        },
        {
          canonicalUrl: product.canonicalUrl,
          readAt: readAt(5),
          priceMinor: null,
          currency: null,
          inStock: false,
        },
        {
          canonicalUrl: product.canonicalUrl,
          readAt: readAt(9),
          priceMinor: 17_600,
          currency: 'EUR',
          inStock: true,
        },
      ]);
      expect((await history(product.id)).json<PriceHistory>().drop).toEqual({
        previousPrice: 220,
        price: 176,
        currency: 'EUR',
        at: readAt(9).toISOString(),
      });
    });

    it('is empty before the first read', async () => {
      const { product } = await othersProduct();
      expect((await history(product.id)).json()).toEqual({
        points: [],
        checkedAt: null,
        drop: null,
        watchedByMe: false,
      });
    });

    it("answers 404 for a product the viewer may not see, and its owner's history to its owner", async () => {
      const { owner, product } = await othersProduct('private');
      const stranger = await registerVerifiedAccount(t.app);
      expect((await history(product.id)).json()).toEqual(notFound);
      expect((await history(product.id, stranger.token)).statusCode).toBe(404);
      expect((await history(randomUUID(), stranger.token)).json()).toEqual(notFound);
      expect((await history(product.id, owner.token)).statusCode).toBe(200);
      const paid = await othersProduct('paid');
      expect((await history(paid.product.id, stranger.token)).json()).toEqual(notFound);
    });

    it('refuses an id that is not one', async () => {
      const response = await history('not-an-id');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Invalid params field 'id': Product not found",
        code: 'VALIDATION',
      });
    });
  });

  describe('PUT and DELETE /api/products/:id/price-watch', () => {
    it('needs a signed-in person with a verified email', async () => {
      const { product } = await othersProduct();
      for (const call of [watch, unwatch]) {
        const anonymous = await call(product.id, null);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toEqual({ message: 'User not authenticated', code: 'UNAUTHENTICATED' });
      }
      const unverified = await registerAccount(t.app);
      for (const call of [watch, unwatch]) {
        const refused = await call(product.id, unverified.token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json<ErrorBody>().code).toBe('EMAIL_NOT_VERIFIED');
      }
      expect((await history(product.id, unverified.token)).json<PriceHistory>().watchedByMe).toBe(false);
    });

    it('watches and unwatches any product the person may see', async () => {
      const { product } = await othersProduct();
      const me = await registerVerifiedAccount(t.app);
      expect((await watch(product.id, me.token)).json()).toEqual({ watchedByMe: true });
      expect((await watch(product.id, me.token)).json()).toEqual({ watchedByMe: true });
      expect((await history(product.id, me.token)).json<PriceHistory>().watchedByMe).toBe(true);
      // Someone else's watch is theirs alone.
      const other = await registerVerifiedAccount(t.app);
      expect((await history(product.id, other.token)).json<PriceHistory>().watchedByMe).toBe(false);
      expect((await history(product.id)).json<PriceHistory>().watchedByMe).toBe(false);

      expect((await unwatch(product.id, me.token)).json()).toEqual({ watchedByMe: false });
      expect((await history(product.id, me.token)).json<PriceHistory>().watchedByMe).toBe(false);
    });

    it('watches the products in your own collections until you turn it off', async () => {
      const { product } = await othersProduct();
      const me = await registerVerifiedAccount(t.app);
      await newCollection(t.database.db, {
        ownerId: me.user.id,
        visibility: 'private',
        productIds: [product.id],
      });
      expect((await history(product.id, me.token)).json<PriceHistory>().watchedByMe).toBe(true);
      expect((await unwatch(product.id, me.token)).json()).toEqual({ watchedByMe: false });
      expect((await history(product.id, me.token)).json<PriceHistory>().watchedByMe).toBe(false);
      expect((await watch(product.id, me.token)).json()).toEqual({ watchedByMe: true });
      expect((await history(product.id, me.token)).json<PriceHistory>().watchedByMe).toBe(true);
    });

    it('answers 404 for a product the person may not see, and watches nothing', async () => {
      const { product } = await othersProduct('private');
      const me = await registerVerifiedAccount(t.app);
      for (const call of [watch, unwatch]) {
        const refused = await call(product.id, me.token);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual(notFound);
        expect((await call(randomUUID(), me.token)).json()).toEqual(notFound);
        expect((await call('not-an-id', me.token)).statusCode).toBe(400);
      }
      expect(await t.database.db.$count(priceWatches, eq(priceWatches.userId, me.user.id))).toBe(0);
    });
  });
});
