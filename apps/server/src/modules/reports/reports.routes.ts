import { REPORTS_PER_HOUR } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitHook } from '../../lib/rate-limit.ts';
import { routeOf } from '../../lib/route-table.ts';
import { actorOf } from '../../plugins/access.ts';
import type { ReportsService } from './reports.service.ts';

export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  // The route's access ('verified') is checked first, so only a signed-in person is counted.
  const perPerson = rateLimitHook(app, 'reports', {
    max: REPORTS_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `reports:${request.actor?.userId}`,
  });

  app.route({
    ...routeOf('createReport', {
      tags: ['reports'],
      summary: 'Reports a product, look, collection or person to the moderators; a repeat answers the first',
    }),
    preHandler: perPerson,
    handler: async (request, reply) => {
      const { created, ...report } = await reports.report(actorOf(request), request.body);
      return reply.status(created ? 201 : 200).send(report);
    },
  });
};
