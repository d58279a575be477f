import {
  CreateProductBody,
  LikeState,
  Product,
  UpdateProductBody,
  UserIdParams,
  UserProductsPage,
  UserProductsQuery,
} from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../plugins/auth.ts';
import { sendSerialized } from '../../lib/serialized-reply.ts';
import type { ProductsService } from './products.service.ts';
import { leavingPage } from './leaving-page.ts';

const ProductParams = z.object({ id: z.uuid({ message: 'Product not found' }) });
const tags = ['products'];
/** Creating and liking need a verified email (docs/product.md §2). */
const verified = { requireVerifiedEmail: true };

export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  app.post(
    '/api/products',
    { config: verified, schema: { tags, body: CreateProductBody, response: { 201: Product } } },
    async (request, reply) =>
      reply.status(201).send(await products.create(requireActor(request), request.body)),
  );

  app.get(
    '/api/products/:id',
    { config: { shareable: true }, schema: { tags, params: ProductParams, response: { 200: Product } } },
    // Serialized by the service (from memory for signed-out visitors); its tests check it against Product.
    async (request, reply) => sendSerialized(reply, await products.page(request.params.id, request.actor)),
  );

  app.put(
    '/api/products/:id',
    { schema: { tags, params: ProductParams, body: UpdateProductBody, response: { 200: Product } } },
    (request) => products.update(requireActor(request), request.params.id, request.body),
  );

  app.post(
    '/api/products/:id/like',
    { config: verified, schema: { tags, params: ProductParams, response: { 200: LikeState } } },
    (request) => products.like(requireActor(request), request.params.id),
  );

  app.delete(
    '/api/products/:id/like',
    { config: verified, schema: { tags, params: ProductParams, response: { 200: LikeState } } },
    (request) => products.unlike(requireActor(request), request.params.id),
  );

  app.get(
    '/api/users/:id/products',
    {
      config: { shareable: true },
      schema: {
        tags,
        summary: "A person's products the viewer may see, newest first",
        params: UserIdParams,
        querystring: UserProductsQuery,
        response: { 200: UserProductsPage },
      },
    },
    (request) => products.listOfUser(request.params.id, request.actor, request.query),
  );

  // The Shop button goes through here so stylists can see purchase-link clicks on their dashboard.
  app.get(
    '/r/:id',
    {
      // Outside /api, so it takes a limit of its own: clicks are counted, and counts should mean people.
      config: { rateLimit: { max: 60, timeWindow: '1 minute', allowList: () => false } },
      schema: {
        tags,
        summary:
          "Counts a purchase-link click and redirects to the store, or says where it leads when the store's host changed since the product was created",
        params: ProductParams,
      },
    },
    async (request, reply) => {
      const target = await products.purchaseLink(request.params.id, request.actor);
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      if (target.hostChanged) return leavingPage(reply, target, `/products/${request.params.id}`);
      return reply.redirect(target.url, 302);
    },
  );
};
