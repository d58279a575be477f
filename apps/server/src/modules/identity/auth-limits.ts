import type { FastifyInstance } from 'fastify';
import { rateLimitHook } from '../../lib/rate-limit.ts';

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
  return {
    /** An `onRequest` hook: refuses before the body is even read. */
    perIp: rateLimitHook(app, 'auth-ip', { max: limits.perIp, timeWindow: WINDOW }),
    /**
     * A `preHandler` hook, for routes whose body names an `email`. Keyed by the address in the body, checked
     * once the body is parsed: it stops one inbox from being flooded, or one account guessed at, from many IPs.
     */
    perEmail: rateLimitHook(app, 'auth-email', {
      max: limits.perEmail,
      timeWindow: WINDOW,
      keyGenerator: (request) => `email:${(request.body as { email?: string } | undefined)?.email ?? ''}`,
    }),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
