import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { sendSerialized } from '../../lib/serialized-reply.ts';
import type { FeaturedService } from './featured.service.ts';

export const featuredRoutes: FastifyPluginAsyncZod<{ featured: FeaturedService }> = async (
  app,
  { featured },
) => {
  app.route({
    ...routeOf('featuredProducts', {
      config: { shareable: true },
      tags: ['featured'],
      summary: 'Featured tab 1: public products of stylists and featured products',
    }),
    // The page comes serialized from cached cards; its tests check it against FeaturedProductsPage.
    handler: async (request, reply) =>
      sendSerialized(reply, await featured.productsPage(request.query, request.actor?.userId ?? null)),
  });

  app.route({
    ...routeOf('featuredCollections', {
      config: { shareable: true },
      tags: ['featured'],
      summary: 'Featured tab 2: public and paid-only collections of stylists',
    }),
    handler: (request) => featured.collectionsPage(request.query, request.actor?.userId ?? null),
  });
};
