import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
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
  const registrationLimit = { rateLimit: { max: registrationsPerHour, timeWindow: '1 hour' } };
  const tags = ['auth'];

  app.route({
    ...routeOf('registerUser', { tags, config: registrationLimit }),
    onRequest: limits.perIp,
    preHandler: limits.perEmail,
    handler: async (request, reply) => reply.status(201).send(await accounts.register(request.body, 'USER')),
  });

  app.route({
    ...routeOf('registerStylist', { tags, config: registrationLimit }),
    onRequest: limits.perIp,
    preHandler: limits.perEmail,
    handler: async (request, reply) =>
      reply.status(201).send(await accounts.register(request.body, 'STYLIST')),
  });

  app.route({
    ...routeOf('googleCallback', { tags: ['auth'] }),
    handler: async (request) => accounts.googleCallback(request.body.credential),
  });

  app.route({
    ...routeOf('googleCompleteRegistration', { tags, config: registrationLimit }),
    onRequest: limits.perIp,
    handler: async (request, reply) =>
      reply.status(201).send(await accounts.completeGoogleRegistration(request.body)),
  });

  app.route({
    ...routeOf('checkUsername', { tags: ['users'] }),
    handler: async (request) => accounts.checkUsername(request.query.username),
  });

  app.route({
    ...routeOf('getUserSummary', { config: { personHiddenByBlocks: true }, tags: ['users'] }),
    handler: async (request) => accounts.summary(request.params.id),
  });

  app.route({
    ...routeOf('updateUser', { tags: ['users'] }),
    handler: async (request) => accounts.update(actorOf(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf('deleteUser', { tags: ['users'] }),
    handler: async (request, reply) => {
      await accounts.delete(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });
};
