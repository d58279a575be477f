import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { sendSerialized } from '../../lib/serialized-reply.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.route({
    ...routeOf('search', {
      config: { shareable: true },
      tags: ['search'],
      summary: 'Typo-tolerant search of products, collections, looks and people the viewer may see',
    }),
    handler: async (request, reply) =>
      sendSerialized(reply, await search.search(request.query, request.actor)),
  });
};
