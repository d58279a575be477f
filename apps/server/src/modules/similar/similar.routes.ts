import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import type { SimilarService } from './similar.service.ts';

export const similarRoutes: FastifyPluginAsyncZod<{ similar: SimilarService }> = async (app, { similar }) => {
  app.route({
    ...routeOf('listSimilarProducts', {
      config: { shareable: true },
      tags: ['products'],
      summary: '"More like this": products like this one the viewer may see, best first',
    }),
    handler: (request) => similar.products(request.params.id, request.actor, request.query),
  });

  app.route({
    ...routeOf('listSimilarCollections', {
      config: { shareable: true },
      tags: ['collections'],
      summary: '"Similar collections": listed collections like this one, best first',
    }),
    handler: (request) => similar.collections(request.params.id, request.actor, request.query),
  });
};
