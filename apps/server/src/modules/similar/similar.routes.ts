import {
  SimilarCollections,
  SimilarCollectionsQuery,
  SimilarProductsPage,
  SimilarProductsQuery,
} from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SimilarService } from './similar.service.ts';

const ProductParams = z.object({ id: z.uuid({ message: 'Product not found' }) });
const CollectionParams = z.object({ id: z.uuid({ message: 'Collection not found' }) });

export const similarRoutes: FastifyPluginAsyncZod<{ similar: SimilarService }> = async (app, { similar }) => {
  app.get(
    '/api/products/:id/similar',
    {
      config: { access: 'public', shareable: true },
      schema: {
        tags: ['products'],
        summary: '"More like this": products like this one the viewer may see, best first',
        params: ProductParams,
        querystring: SimilarProductsQuery,
        response: { 200: SimilarProductsPage },
      },
    },
    (request) => similar.products(request.params.id, request.actor, request.query),
  );

  app.get(
    '/api/collections/:id/similar',
    {
      config: { access: 'public', shareable: true },
      schema: {
        tags: ['collections'],
        summary: '"Similar collections": listed collections like this one, best first',
        params: CollectionParams,
        querystring: SimilarCollectionsQuery,
        response: { 200: SimilarCollections },
      },
    },
    (request) => similar.collections(request.params.id, request.actor, request.query),
  );
};
