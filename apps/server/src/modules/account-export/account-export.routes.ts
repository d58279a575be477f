import { exportFileName } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { rateLimitHook } from '../../lib/rate-limit.ts';
import { actorOf } from '../../plugins/access.ts';
import type { AccountExportService } from './account-export.service.ts';

/** Exports one person may download per hour: each reads their whole account. */
const EXPORTS_PER_HOUR = 10;

export const accountExportRoutes: FastifyPluginAsyncZod<{ accountExport: AccountExportService }> = async (
  app,
  { accountExport },
) => {
  // A preHandler, after the params check and the access hook: only signed-in requests count.
  const perPerson = rateLimitHook(app, 'account-export', {
    max: EXPORTS_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request) => `export:${actorOf(request).userId}`,
  });

  app.route({
    ...routeOf('exportAccount', {
      tags: ['users'],
      summary: 'Everything the signed-in person owns, as JSON (their own account only)',
    }),
    preHandler: perPerson,
    handler: async (request, reply) => {
      const data = await accountExport.export(actorOf(request), request.params.id);
      return reply
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="${exportFileName(data.account.username, data.exportedAt)}"`,
        )
        .send(data);
    },
  });
};
