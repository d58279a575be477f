import { SearchSuggestions, SuggestionsQuery } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SuggestionsService } from './suggestions.service.ts';

export const suggestionsRoutes: FastifyPluginAsyncZod<{ suggestions: SuggestionsService }> = async (
  app,
  { suggestions },
) => {
  app.get(
    '/api/search/suggestions',
    {
      config: { access: 'public', shareable: true },
      schema: {
        tags: ['search'],
        summary: 'People, brands and collections the viewer may see, starting with or close to the text',
        querystring: SuggestionsQuery,
        response: { 200: SearchSuggestions },
      },
    },
    (request) => suggestions.suggest(request.query, request.actor),
  );
};
