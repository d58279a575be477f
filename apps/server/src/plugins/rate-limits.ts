import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { clientKey, createSharedRateLimits, type SharedRateLimits } from '../lib/rate-limit.ts';

/** Routes under these take the global rate limit; share cards are public reads that may have to be drawn. */
const LIMITED_PREFIXES = ['/api/', '/identity/', '/share-cards/'];

/**
 * The global rate limit, counted in Redis when `REDIS_URL` is set (shared by every process) and in this
 * process otherwise. Answers the shared counts, for the metrics, when there are any.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Pick<Config, 'redisUrl' | 'rateLimitPerMinute'>,
): Promise<SharedRateLimits | undefined> {
  const sharedRateLimits = config.redisUrl ? createSharedRateLimits(config.redisUrl, app.log) : undefined;
  if (sharedRateLimits) {
    app.addHook('onReady', () => sharedRateLimits.firstConnection);
    app.addHook('onClose', () => sharedRateLimits.close());
  }
  await app.register(rateLimit, {
    ...(sharedRateLimits && { store: sharedRateLimits.store }),
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Every limit that counts clients by address inherits it, route limits and named hooks alike.
    keyGenerator: clientKey,
    // Limits guard the API; images and the app's static files are cheap and cached. Decided by the route
    // Fastify matched, not the target as sent: `/%69dentity/sign-in` and `http://host/identity/sign-in`
    // reach the same handler and spend the same budget (docs/decisions.md, rate limits).
    allowList: (request) => !LIMITED_PREFIXES.some((prefix) => request.routeOptions.url?.startsWith(prefix)),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${context.after}.`,
      code: 'RATE_LIMITED',
    }),
  });
  return sharedRateLimits;
}
