import { Dashboard, DashboardQuery } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.ts';
import type { DashboardService } from './dashboard.service.ts';

const tags = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/api/dashboard',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          "Stylists: the caller's subscribers, paid subscribers, earnings, likes, saves and purchase-link clicks per UTC day, from and to included (at most 366 days, ending today at the latest; default the last 30)",
        querystring: DashboardQuery,
        response: { 200: Dashboard },
      },
    },
    (request) => dashboard.dashboard(actorOf(request), request.query),
  );
};
