import type { RouteReply } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/access.ts';
import { routeOf } from '../../lib/route-table.ts';
import { sendJson } from '../../lib/reply-json.ts';
import { toProductJson } from './products.mapper.ts';
import type { ProductsService } from './products.service.ts';
import { leavingPage } from './leaving-page.ts';

const ProductParams = z.object({ id: z.uuid({ message: 'Product not found' }) });
const tags = ['products'];

export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  app.route({
    ...routeOf('createProduct', { tags }),
    handler: async (request, reply) =>
      reply.status(201).send(await products.create(actorOf(request), request.body)),
  });

  app.route({
    ...routeOf('getProduct', { tags, config: { shareable: true } }),
    // Joined from parts each shaped by its schema (from memory for signed-out visitors).
    handler: async (request, reply) =>
      sendJson<RouteReply<'getProduct'>>(
        reply,
        toProductJson(await products.page(request.params.id, request.actor)),
      ),
  });

  app.route({
    ...routeOf('updateProduct', { tags }),
    handler: (request) => products.update(actorOf(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf('likeProduct', { tags }),
    handler: (request) => products.like(actorOf(request), request.params.id),
  });

  app.route({
    ...routeOf('unlikeProduct', { tags }),
    handler: (request) => products.unlike(actorOf(request), request.params.id),
  });

  app.route({
    ...routeOf('listUserProducts', {
      tags,
      summary: "A person's products the viewer may see, newest first",
      config: { shareable: true, personHiddenByBlocks: true },
    }),
    handler: (request) => products.listOfUser(request.params.id, request.actor, request.query),
  });

  // The Shop button goes through here so stylists can see purchase-link clicks on their dashboard.
  app.get(
    '/r/:id',
    {
      // Outside /api, so it takes a limit of its own: clicks are counted, and counts should mean people.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute', allowList: () => false } },
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
