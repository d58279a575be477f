import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, unauthenticated } from '../lib/errors.ts';
import type { AccessTokenClaims, AccessTokens } from '../modules/identity/access-tokens.ts';

export interface Actor {
  userId: string;
  /** The sign-in (refresh-token family) the request's token came from. */
  sessionId: string;
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in identity behind the request's bearer token, or null for an anonymous request. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /**
     * The route creates, likes, saves or subscribes: it needs a signed-in person whose email is verified
     * (docs/product.md §2), else 401, or 403 EMAIL_NOT_VERIFIED so the client opens the "Verify your email"
     * sheet.
     */
    requireVerifiedEmail?: boolean;
    /** The route reads `Authorization` itself, as a token of its own (/metrics'), not a session's. */
    ownAuthorization?: boolean;
  }
}

export interface AuthPluginOptions {
  accessTokens: Pick<AccessTokens, 'verify'>;
  /** The token's session while it is live, else null (signed out, revoked, or the account deleted). */
  liveSession: (claims: AccessTokenClaims) => Promise<{ emailVerified: boolean } | null>;
}

export const emailNotVerified = () =>
  new AppError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email address first');

/**
 * Reads `Authorization: Bearer` on every request. No header means anonymous; a header with a bad or
 * expired token is a 401, so the client refreshes instead of silently seeing a signed-out view. The
 * token's session is looked up each time (one indexed read), so a revoked session's tokens stop at once
 * rather than living out their 15 minutes.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { accessTokens, liveSession }) => {
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header || request.routeOptions.config.ownAuthorization) return;
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) {
        throw unauthenticated('Malformed Authorization header');
      }
      const claims = await accessTokens.verify(token);
      const session = claims && (await liveSession(claims));
      if (!claims || !session) throw unauthenticated('Your session has expired. Please sign in again.');
      request.actor = { ...claims, emailVerified: session.emailVerified };
    });
    app.addHook('preHandler', async (request) => {
      if (!request.routeOptions.config.requireVerifiedEmail) return;
      if (!requireActor(request).emailVerified) throw emailNotVerified();
    });
  },
  { name: 'auth' },
);

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated('User not authenticated');
  return request.actor;
}
