import {
  GoogleCallbackBody,
  GoogleCallbackResponse,
  GoogleCompleteRegistrationBody,
  RegisterBody,
  SessionTokens,
  UpdateUserBody,
  UserIdParams,
  UserProfileSummary,
  UsernameCheckQuery,
  UsernameCheckResponse,
} from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/access.ts';
import type { AuthLimits } from '../identity/auth-limits.ts';
import type { AccountsService } from './accounts.service.ts';

export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  limits: AuthLimits;
  registrationsPerHour: number;
}> = async (app, { accounts, limits, registrationsPerHour }) => {
  // Registration hashes a password and tells whether an email is taken: it spends the sign-in budgets,
  // and has an hourly cap of its own on new accounts.
  const registrationLimit = {
    onRequest: limits.perIp,
    config: { access: 'public' as const, rateLimit: { max: registrationsPerHour, timeWindow: '1 hour' } },
  };
  const register = {
    ...registrationLimit,
    preHandler: limits.perEmail,
    schema: { tags: ['auth'], body: RegisterBody, response: { 201: SessionTokens } },
  };

  app.post('/api/auth/register/user', register, async (request, reply) =>
    reply.status(201).send(await accounts.register(request.body, 'USER')),
  );

  app.post('/api/auth/register/stylist', register, async (request, reply) =>
    reply.status(201).send(await accounts.register(request.body, 'STYLIST')),
  );

  app.post(
    '/api/auth/google/callback',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], body: GoogleCallbackBody, response: { 200: GoogleCallbackResponse } },
    },
    async (request) => accounts.googleCallback(request.body.credential),
  );

  app.post(
    '/api/auth/google/complete-registration',
    {
      ...registrationLimit,
      schema: { tags: ['auth'], body: GoogleCompleteRegistrationBody, response: { 201: SessionTokens } },
    },
    async (request, reply) => reply.status(201).send(await accounts.completeGoogleRegistration(request.body)),
  );

  app.get(
    '/api/users/username/check',
    {
      config: { access: 'public' },
      schema: { tags: ['users'], querystring: UsernameCheckQuery, response: { 200: UsernameCheckResponse } },
    },
    async (request) => accounts.checkUsername(request.query.username),
  );

  app.get(
    '/api/users/:id/summary',
    {
      config: { access: 'public' },
      schema: { tags: ['users'], params: UserIdParams, response: { 200: UserProfileSummary } },
    },
    async (request) => accounts.summary(request.params.id),
  );

  app.put(
    '/api/users/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        params: UserIdParams,
        body: UpdateUserBody,
        response: { 200: UserProfileSummary },
      },
    },
    async (request) => accounts.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/users/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['users'], params: UserIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await accounts.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
