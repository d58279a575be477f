import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/errors.ts';

export interface AuthRateLimits {
  /** Sign-in, registration and mail-sending requests one IP may make per 15 minutes, all routes together. */
  perIp: number;
  /** The same, per email address named in the body. */
  perEmail: number;
}

const WINDOW = '15 minutes';

/**
 * One budget per IP and one per email address, shared by every route that checks a password, creates an
 * account or sends mail: a route-level limit would give each route a budget of its own, so an address
 * limited on sign-in could still probe registration. Both are hooks for the routes that spend them.
 */
export function createAuthLimits(app: FastifyInstance, limits: AuthRateLimits) {
  const ipLimit = app.createRateLimit({ max: limits.perIp, timeWindow: WINDOW });
  // Keyed by the address in the body, checked once the body is parsed: it stops one inbox from being
  // flooded, or one account guessed at, from many IPs.
  const emailLimit = app.createRateLimit({
    max: limits.perEmail,
    timeWindow: WINDOW,
    keyGenerator: (request: FastifyRequest) =>
      `email:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
  });
  const enforce = (limiter: typeof ipLimit) => async (request: FastifyRequest) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  };
  return {
    /** An `onRequest` hook: refuses before the body is even read. */
    perIp: enforce(ipLimit),
    /** A `preHandler` hook, for routes whose body names an `email`. */
    perEmail: enforce(emailLimit),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
