import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../lib/errors.ts';
import type { AccessTokenClaims, AccessTokens } from '../modules/identity/access-tokens.ts';

export interface Actor {
  userId: string;
  /** The sign-in (refresh-token family) the request's token came from. */
  sessionId: string;
  emailVerified: boolean;
  /** One of the accounts named in ADMIN_EMAILS (docs/product.md §20). */
  isModerator: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in identity behind the request's bearer token, or null for an anonymous request. */
    actor: Actor | null;
  }
}

export interface AuthPluginOptions {
  accessTokens: Pick<AccessTokens, 'verify'>;
  /** The token's session while it is live, else null (signed out, revoked, or the account deleted). */
  liveSession: (claims: AccessTokenClaims) => Promise<Pick<Actor, 'emailVerified' | 'isModerator'> | null>;
}

/**
 * Reads `Authorization: Bearer` on every request. No header means anonymous; a header with a bad or
 * expired token is a 401, so the client refreshes instead of silently seeing a signed-out view. The
 * token's session is looked up each time (one indexed read), so a revoked session's tokens stop at once
 * rather than living out their 15 minutes. Who may call what is the access plugin's (plugins/access.ts).
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { accessTokens, liveSession }) => {
    app.decorateRequest('actor', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header || request.routeOptions.config.access === 'ownToken') return;
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) {
        throw unauthenticated('Malformed Authorization header');
      }
      const claims = await accessTokens.verify(token);
      const session = claims && (await liveSession(claims));
      if (!claims || !session) throw unauthenticated('Your session has expired. Please sign in again.');
      request.actor = { ...claims, emailVerified: session.emailVerified, isModerator: session.isModerator };
    });
  },
  { name: 'auth' },
);
