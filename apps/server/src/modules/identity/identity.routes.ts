import {
  ChangePasswordBody,
  EmailLinkBody,
  ExtensionSessionBody,
  OobCodeBody,
  PasswordResetBody,
  PasswordResetConfirmBody,
  RefreshBody,
  SessionList,
  SessionTokens,
  SignInBody,
  SignInMethods,
  VerificationBody,
} from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/access.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { AuthLimits } from './auth-limits.ts';
import { GOOGLE_ASSERTION_AUDIENCE, GOOGLE_ASSERTION_TTL_SECONDS, type GoogleSignIn } from './google.ts';
import type { IdentityService } from './identity.service.ts';
import { popupResultPage } from './popup-result-page.ts';

const noContent = { 204: z.null() };

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

  app.post(
    '/identity/sign-in',
    {
      config: { access: 'public' },
      onRequest: perIp,
      preHandler: perEmail,
      schema: { tags, body: SignInBody, response: { 200: SessionTokens } },
    },
    async (request) => identity.signIn(request.body.email, request.body.password),
  );

  app.post(
    '/identity/token',
    // Refresh tokens are 256-bit secrets: nothing to guess, so only the global limit applies.
    { config: { access: 'public' }, schema: { tags, body: RefreshBody, response: { 200: SessionTokens } } },
    async (request) => identity.refresh(request.body.refreshToken),
  );

  app.post(
    '/identity/sign-out',
    { config: { access: 'public' }, schema: { tags, body: RefreshBody, response: noContent } },
    async (request, reply) => {
      await identity.signOut(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/identity/email-link',
    {
      config: { access: 'public' },
      onRequest: perIp,
      preHandler: perEmail,
      schema: { tags, body: EmailLinkBody, response: noContent },
    },
    async (request, reply) => {
      await identity.sendSignInLink(request.body.email, request.body.continueUrl);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/identity/email-link/complete',
    {
      config: { access: 'public' },
      onRequest: perIp,
      schema: {
        tags,
        body: OobCodeBody,
        response: { 200: SessionTokens.extend({ continueUrl: z.string() }) },
      },
    },
    async (request) => identity.completeSignInLink(request.body.oobCode),
  );

  app.post(
    '/identity/password-reset',
    {
      config: { access: 'public' },
      onRequest: perIp,
      preHandler: perEmail,
      schema: { tags, body: PasswordResetBody, response: noContent },
    },
    async (request, reply) => {
      await identity.requestPasswordReset(request.body.email);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/identity/password-reset/confirm',
    {
      config: { access: 'public' },
      onRequest: perIp,
      schema: { tags, body: PasswordResetConfirmBody, response: noContent },
    },
    async (request, reply) => {
      await identity.confirmPasswordReset(request.body.oobCode, request.body.newPassword);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/identity/verification',
    {
      config: { access: 'signedIn' },
      onRequest: perIp,
      schema: { tags, body: VerificationBody, response: noContent },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await identity.sendVerification(actor.userId, request.body.continueUrl);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/identity/verification/confirm',
    {
      config: { access: 'public' },
      onRequest: perIp,
      schema: { tags, body: OobCodeBody, response: { 200: z.object({ continueUrl: z.string() }) } },
    },
    async (request) => identity.confirmVerification(request.body.oobCode),
  );

  app.post(
    '/identity/password',
    {
      config: { access: 'signedIn' },
      onRequest: perIp,
      schema: { tags, body: ChangePasswordBody, response: noContent },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      await identity.changePassword(
        actor.userId,
        actor.sessionId,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/identity/sign-out-everywhere',
    { config: { access: 'signedIn' }, schema: { tags, response: noContent } },
    async (request, reply) => {
      await identity.signOutEverywhere(actorOf(request).userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/identity/sessions',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: SessionList } } },
    async (request) => {
      const actor = actorOf(request);
      return { sessions: await identity.listSessions(actor.userId, actor.sessionId) };
    },
  );

  app.delete(
    '/identity/sessions/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: z.object({ id: z.uuid() }), response: noContent },
    },
    async (request, reply) => {
      await identity.revokeSession(actorOf(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/identity/extension-session',
    {
      config: { access: 'signedIn' },
      schema: { tags, body: ExtensionSessionBody, response: { 200: SessionTokens } },
    },
    async (request) => identity.extensionSession(actorOf(request).userId),
  );

  app.get(
    '/identity/sign-in-methods',
    { config: { access: 'public', shareable: true }, schema: { tags, response: { 200: SignInMethods } } },
    () => ({ google: google !== undefined }),
  );

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
