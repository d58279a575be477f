import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.ts';

/**
 * A route hook that spends one request of its key's budget (the client's IP unless `keyGenerator` says
 * otherwise) and, once the budget is spent, refuses with the 429 the global limiter words ('Too many
 * requests. Try again in 15 minutes.'). As `onRequest` it refuses before the body is read; as `preHandler`
 * it runs after the auth plugin and the schema checks, so it can key on the actor or the body.
 */
export function rateLimitHook(app: FastifyInstance, options: CreateRateLimitOptions) {
  const limiter = app.createRateLimit(options);
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  };
}
