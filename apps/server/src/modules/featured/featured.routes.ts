import { ErrorBody, FeaturedCollectionsPage, FeaturedProductsPage, FeedQuery } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSerialized } from '../../lib/serialized-reply.ts';
import type { FeaturedService } from './featured.service.ts';

export const featuredRoutes: FastifyPluginAsyncZod<{ featured: FeaturedService }> = async (
  app,
  { featured },
) => {
  app.get(
    '/api/featured/products',
    {
      config: { access: 'public', shareable: true },
      schema: {
        tags: ['featured'],
        summary: 'Featured tab 1: public products of stylists and featured products',
        querystring: FeedQuery,
        response: { 200: FeaturedProductsPage, 400: ErrorBody },
      },
    },
    // The page comes serialized from cached cards; its tests check it against FeaturedProductsPage.
    async (request, reply) =>
      sendSerialized(reply, await featured.productsPage(request.query, request.actor?.userId ?? null)),
  );

  app.get(
    '/api/featured/collections',
    {
      config: { access: 'public', shareable: true },
      schema: {
        tags: ['featured'],
        summary: 'Featured tab 2: public and paid-only collections of stylists',
        querystring: FeedQuery,
        response: { 200: FeaturedCollectionsPage, 400: ErrorBody },
      },
    },
    (request) => featured.collectionsPage(request.query, request.actor?.userId ?? null),
  );
};
