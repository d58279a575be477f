import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { AppError } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/access.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { AuthLimits } from './auth-limits.ts';
import { GOOGLE_ASSERTION_AUDIENCE, GOOGLE_ASSERTION_TTL_SECONDS, type GoogleSignIn } from './google.ts';
import type { IdentityService } from './identity.service.ts';
import { popupResultPage } from './popup-result-page.ts';

export interface IdentityRoutesOptions {
  identity: IdentityService;
  limits: AuthLimits;
  /** Absent when Google sign-in is not configured. */
  google: GoogleSignIn | undefined;
  accessTokens: AccessTokens;
  publicOrigin: string;
}

export const identityRoutes: FastifyPluginAsyncZod<IdentityRoutesOptions> = async (
  app,
  { identity, limits, google, accessTokens, publicOrigin },
) => {
  const { perIp, perEmail } = limits;
  const tags = ['identity'];

  app.route({
    ...routeOf('signIn', { tags }),
    onRequest: perIp,
    preHandler: perEmail,
    handler: async (request) => identity.signIn(request.body.email, request.body.password),
  });

  app.route({
    // Refresh tokens are 256-bit secrets: nothing to guess, so only the global limit applies.
    ...routeOf('refreshSession', { tags }),
    handler: async (request) => identity.refresh(request.body.refreshToken),
  });

  app.route({
    ...routeOf('signOut', { tags }),
    handler: async (request, reply) => {
      await identity.signOut(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf('sendSignInLink', { tags }),
    onRequest: perIp,
    preHandler: perEmail,
    handler: async (request, reply) => {
      await identity.sendSignInLink(request.body.email, request.body.continueUrl);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf('completeSignInLink', { tags }),
    onRequest: perIp,
    handler: async (request) => identity.completeSignInLink(request.body.oobCode),
  });

  app.route({
    ...routeOf('requestPasswordReset', { tags }),
    onRequest: perIp,
    preHandler: perEmail,
    handler: async (request, reply) => {
      await identity.requestPasswordReset(request.body.email);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf('confirmPasswordReset', { tags }),
    onRequest: perIp,
    handler: async (request, reply) => {
      await identity.confirmPasswordReset(request.body.oobCode, request.body.newPassword);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf('sendVerification', { tags }),
    onRequest: perIp,
    handler: async (request, reply) => {
      const actor = actorOf(request);
      await identity.sendVerification(actor.userId, request.body.continueUrl);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf('confirmVerification', { tags }),
    onRequest: perIp,
    handler: async (request) => identity.confirmVerification(request.body.oobCode),
  });

  app.route({
    ...routeOf('changePassword', { tags }),
    onRequest: perIp,
    handler: async (request, reply) => {
      const actor = actorOf(request);
      await identity.changePassword(
        actor.userId,
        actor.sessionId,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf('signOutEverywhere', { tags }),
    handler: async (request, reply) => {
      await identity.signOutEverywhere(actorOf(request).userId);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf('listSessions', { tags }),
    handler: async (request) => {
      const actor = actorOf(request);
      return { sessions: await identity.listSessions(actor.userId, actor.sessionId) };
    },
  });

  app.route({
    ...routeOf('revokeSession', { tags }),
    handler: async (request, reply) => {
      await identity.revokeSession(actorOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf('extensionSession', { tags }),
    handler: async (request) => identity.extensionSession(actorOf(request).userId),
  });

  app.route({
    ...routeOf('signInMethods', { config: { shareable: true }, tags }),
    handler: () => ({ google: google !== undefined }),
  });

  // The Google popup: start sends it to the provider, callback posts the outcome to the window that opened it.
  app.get(
    '/identity/google/start',
    { config: { access: 'public' }, onRequest: perIp, schema: { tags } },
    async (_request, reply) => {
      if (!google)
        return popupResultPage(reply, publicOrigin, {
          type: 'stylebook:google-error',
          error: 'Google sign-in is not available',
        });
      try {
        return reply.redirect((await google.start()).toString());
      } catch (error) {
        app.log.warn({ err: error }, 'google sign-in could not start');
        return popupResultPage(reply, publicOrigin, {
          type: 'stylebook:google-error',
          error: 'Google sign-in is not available right now',
        });
      }
    },
  );

  app.get(
    '/identity/google/callback',
    { config: { access: 'public' }, onRequest: perIp, schema: { tags } },
    async (request, reply) => {
      if (!google)
        return popupResultPage(reply, publicOrigin, {
          type: 'stylebook:google-error',
          error: 'Google sign-in is not available',
        });
      try {
        const identityFromGoogle = await google.finish(new URL(request.url, publicOrigin).searchParams);
        const credential = await accessTokens.signAssertion(
          { ...identityFromGoogle },
          GOOGLE_ASSERTION_AUDIENCE,
          GOOGLE_ASSERTION_TTL_SECONDS,
        );
        return popupResultPage(reply, publicOrigin, { type: 'stylebook:google', credential });
      } catch (error) {
        const message =
          error instanceof AppError ? error.message : 'Google sign-in failed. Please try again.';
        if (!(error instanceof AppError)) app.log.warn({ err: error }, 'google sign-in failed');
        return popupResultPage(reply, publicOrigin, { type: 'stylebook:google-error', error: message });
      }
    },
  );
};
