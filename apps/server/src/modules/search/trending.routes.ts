import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { networkOf } from '../../lib/networks.ts';
import { rateLimitHook } from '../../lib/rate-limit.ts';
import { actorOf } from '../../plugins/access.ts';
import type { TrendingService } from './trending.service.ts';

/** Committed searches one person may record a minute: a fast searcher's pace, not a script's. */
export const SEARCH_HISTORY_PER_MINUTE = 30;

export const trendingRoutes: FastifyPluginAsyncZod<{ trending: TrendingService }> = async (
  app,
  { trending },
) => {
  const perPerson = rateLimitHook(app, 'search-history', {
    max: SEARCH_HISTORY_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request) => `search-history:${actorOf(request).userId}`,
  });

  app.route({
    ...routeOf('recordSearch', {
      tags: ['search'],
      summary: 'Counts a search the signed-in person committed to toward trending searches',
    }),
    // After the access hook: signed out is a 401 before any budget is spent.
    preHandler: perPerson,
    handler: async (request, reply) => {
      await trending.record(actorOf(request), request.body, networkOf(request.ip));
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf('trendingSearches', {
      config: { shareable: true },
      tags: ['search'],
      summary: 'What many people searched lately, and brands popular lately; never who',
    }),
    handler: () => trending.trending(),
  });
};
