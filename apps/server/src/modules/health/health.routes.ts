import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { pingDatabase } from '../../db/client.ts';
import type { Drain } from '../../lib/drain.ts';

/** Both checks fail from the first moment of a stop (lib/drain.ts), while requests in flight are answered. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; drain: Drain }> = async (
  app,
  { database, drain },
) => {
  const startedAt = Date.now();

  app.route({
    ...routeOf('health', { tags: ['health'], summary: 'Readiness: the API and its database' }),
    handler: async (_request, reply) => {
      const latencyMs = await pingDatabase(database.db);
      const reachable = latencyMs !== null;
      return reply.status(reachable && !drain.started ? 200 : 503).send({
        status: drain.started ? 'stopping' : reachable ? 'ok' : 'degraded',
        database: { kind: database.kind, reachable, latencyMs },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  });

  // Liveness touches nothing: load balancers use it, and the bench uses it as its no-op baseline.
  app.get(
    '/api/health/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('stopping') }),
        },
      },
    },
    async (_request, reply) =>
      drain.started ? reply.status(503).send({ status: 'stopping' }) : reply.send({ status: 'ok' }),
  );
};
