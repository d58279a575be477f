import { HealthResponse } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { pingDatabase } from '../../db/client.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const startedAt = Date.now();

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the API and its database',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const latencyMs = await pingDatabase(database.db);
      const reachable = latencyMs !== null;
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { kind: database.kind, reachable, latencyMs },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
    },
  );

  // Liveness touches nothing: load balancers use it, and the bench uses it as its no-op baseline.
  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};
