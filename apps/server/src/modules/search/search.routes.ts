import type { RouteReply } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/reply-json.ts';
import { routeOf } from '../../lib/route-table.ts';
import { toSearchResultsJson } from './search.mapper.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.route({
    ...routeOf('search', {
      config: { shareable: true },
      tags: ['search'],
      summary: 'Typo-tolerant search of products, collections, looks and people the viewer may see',
    }),
    // Joined from each kind's page, shaped by its schema (from memory for most viewers).
    handler: async (request, reply) =>
      sendJson<RouteReply<'search'>>(
        reply,
        toSearchResultsJson(await search.search(request.query, request.actor)),
      ),
  });
};
