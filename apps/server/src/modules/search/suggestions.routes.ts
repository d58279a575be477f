import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import type { SuggestionsService } from './suggestions.service.ts';

export const suggestionsRoutes: FastifyPluginAsyncZod<{ suggestions: SuggestionsService }> = async (
  app,
  { suggestions },
) => {
  app.route({
    ...routeOf('searchSuggestions', {
      config: { shareable: true },
      tags: ['search'],
      summary: 'People, brands and collections the viewer may see, starting with or close to the text',
    }),
    handler: (request) => suggestions.suggest(request.query, request.actor),
  });
};
