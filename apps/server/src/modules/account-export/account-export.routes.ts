import { AccountExport, exportFileName, UserIdParams } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimitHook } from '../../lib/rate-limit.ts';
import { requireActor } from '../../plugins/auth.ts';
import type { AccountExportService } from './account-export.service.ts';

export const accountExportRoutes: FastifyPluginAsyncZod<{
  accountExport: AccountExportService;
  /** Exports one person may download per hour: each reads their whole account. */
  perHour: number;
}> = async (app, { accountExport, perHour }) => {
  // A preHandler, after the auth plugin's hooks and the params check: only the signed-in owner's counts.
  const perPerson = rateLimitHook(app, 'account-export', {
    max: perHour,
    timeWindow: '1 hour',
    keyGenerator: (request) => `export:${requireActor(request).userId}`,
  });

  app.get(
    '/api/users/:id/export',
    {
      preHandler: async (request) => {
        requireActor(request);
        await perPerson(request);
      },
      schema: {
        tags: ['users'],
        summary: 'Everything the signed-in person owns, as JSON (their own account only)',
        params: UserIdParams,
        response: { 200: AccountExport },
      },
    },
    async (request, reply) => {
      const data = await accountExport.export(requireActor(request), request.params.id);
      return reply
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="${exportFileName(data.account.username, data.exportedAt)}"`,
        )
        .send(data);
    },
  );
};
