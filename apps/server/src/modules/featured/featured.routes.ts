import { ErrorBody, FeaturedCollectionsPage, FeaturedProductsPage, FeedQuery } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeaturedService } from './featured.service.ts';

export const featuredRoutes: FastifyPluginAsyncZod<{ featured: FeaturedService }> = async (
  app,
  { featured },
) => {
  app.get(
    '/api/featured/products',
    {
      config: { shareable: true },
      schema: {
        tags: ['featured'],
        summary: 'Featured tab 1: public products of stylists and featured products',
        querystring: FeedQuery,
        response: { 200: FeaturedProductsPage, 400: ErrorBody },
      },
    },
    (request) => featured.productsPage(request.query, request.actor?.userId ?? null),
  );

  app.get(
    '/api/featured/collections',
    {
      config: { shareable: true },
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
