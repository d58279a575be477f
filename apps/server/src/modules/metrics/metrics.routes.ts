import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unknownRoute } from '../../lib/errors.ts';
import { isFromThisMachine } from '../../lib/networks.ts';
import type { MetricsService } from './metrics.service.ts';

export interface MetricsRoutesOptions {
  metrics: MetricsService;
  /** METRICS_TOKEN: a scraper presenting it as a bearer token may read /metrics from anywhere. */
  token: string | undefined;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * True when `Authorization` is `Bearer <token>`. Both sides are hashed first, so the comparison takes the
 * same time whatever was sent, its length included.
 */
function presentsToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization) return false;
  const [scheme, presented] = authorization.split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !presented) return false;
  return timingSafeEqual(sha256(presented), sha256(token));
}

/**
 * `GET /metrics` in Prometheus' text format, and the hook that times every request. Registered before the
 * other routes, with fastify-plugin, so the hook sees all of them. /metrics answers this machine or the
 * holder of METRICS_TOKEN; anyone else gets the 404 of a path that does not exist (docs/decisions.md,
 * "Metrics (issue 28)"). It is hidden from the OpenAPI document, as /dev is, and outside the rate limits,
 * which cover /api/, /identity/ and /share-cards/ only.
 */
export const metricsRoutes = fp<MetricsRoutesOptions>(
  async (app: FastifyInstance, { metrics, token }) => {
    app.addHook('onResponse', async (request, reply) => {
      // The pattern the request matched, so a label never holds an id; one label for every unmatched path,
      // and one for the web build's files, which @fastify/static routes one by one (its route config names
      // the file), so each build's new hashed names would otherwise add labels for ever.
      const servesFile = 'file' in (request.routeOptions.config ?? {});
      const route = servesFile ? 'static file' : (request.routeOptions.url ?? 'unmatched');
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });

    app.get(
      '/metrics',
      {
        schema: { hide: true },
        config: { access: 'ownToken' },
        onRequest: async (request) => {
          if (!isFromThisMachine(request) && !presentsToken(request.headers.authorization, token)) {
            throw unknownRoute(request);
          }
        },
      },
      async (_request, reply) =>
        reply
          .type(metrics.contentType)
          .header('Cache-Control', 'no-store')
          .send(await metrics.render()),
    );
  },
  { name: 'metrics' },
);
