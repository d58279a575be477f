import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { actorOf } from '../../plugins/access.ts';
import type { DashboardService } from './dashboard.service.ts';

const tags = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.route({
    ...routeOf('dashboard', {
      tags,
      summary:
        "Stylists: the caller's subscribers, paid subscribers, earnings, likes, saves and purchase-link clicks per UTC day, from and to included (at most 366 days, ending today at the latest; default the last 30)",
    }),
    handler: (request) => dashboard.dashboard(actorOf(request), request.query),
  });
};
