import { SearchQuery, SearchResults } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSerialized } from '../../lib/serialized-reply.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/api/search',
    {
      config: { access: 'public', shareable: true },
      schema: {
        tags: ['search'],
        summary: 'Typo-tolerant search of products, collections, looks and people the viewer may see',
        querystring: SearchQuery,
        response: { 200: SearchResults },
      },
    },
    async (request, reply) => sendSerialized(reply, await search.search(request.query, request.actor)),
  );
};
