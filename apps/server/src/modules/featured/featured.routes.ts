import type { RouteReply } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/reply-json.ts';
import { routeOf } from '../../lib/route-table.ts';
import { toFeaturedProductsJson } from './featured.mapper.ts';
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
    // Joined from cached cards, each shaped by its schema once.
    handler: async (request, reply) => {
      const page = await featured.productsPage(request.query, request.actor?.userId ?? null);
      return sendJson<RouteReply<'featuredProducts'>>(reply, toFeaturedProductsJson(page));
    },
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
