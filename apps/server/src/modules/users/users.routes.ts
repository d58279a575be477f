import { UserIdParams, UserProfile } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UsersService } from './users.service.ts';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/api/users/:id/profile',
    {
      schema: {
        tags,
        summary: 'A profile: the person, follow counts and the collections shown on it',
        params: UserIdParams,
        response: { 200: UserProfile },
      },
    },
    (request) => users.profile(request.params.id, request.actor),
  );
};
