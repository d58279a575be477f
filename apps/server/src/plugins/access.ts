import { ACCESS, type Access } from '@stylebook/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, notFound, unauthenticated } from '../lib/errors.ts';
import type { Actor } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (contracts' `Access`); a route without it is refused at registration. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route registered since the access plugin, with its access (plugins/access.test.ts lists them). */
    routeAccess: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

export const emailNotVerified = () =>
  new AppError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email address first');

const signedOut = () => unauthenticated('User not authenticated');

/**
 * Enforces each route's declared access in one place (docs/decisions.md, "Access declared per route").
 * A preHandler, as the handlers' own checks were: a malformed request is a 400 before a signed-out one is a
 * 401. Registered before any route, so every route registered after it must say who may call it; routes
 * hidden from the API document (the documentation UI's and static files) are files, public by nature.
 */
export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('routeAccess', []);
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (access === undefined && route.schema?.hide) return;
      if (!access || !ACCESS.includes(access)) {
        throw new Error(`${String(route.method)} ${route.url} declares no access (config.access)`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
      }
    });
    // As if the route did not exist (docs/product.md §20): before validation, whose 400 would tell otherwise.
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config.access === 'moderator' && !request.actor?.isModerator) {
        throw notFound('Not found');
      }
    });
    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config.access;
      if (access !== 'signedIn' && access !== 'verified') return;
      if (!request.actor) throw signedOut();
      if (access === 'verified' && !request.actor.emailVerified) throw emailNotVerified();
    });
  },
  { name: 'access' },
);

/**
 * The signed-in person of a route whose access demands one. The access hook has refused the request
 * otherwise, so a missing actor here is the route's mistake (its access is not `signedIn` or `verified`).
 */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) {
    throw new Error(`${request.method} ${request.routeOptions.url} reads the actor but its access is public`);
  }
  return request.actor;
}
