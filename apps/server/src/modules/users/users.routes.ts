import { UserIdParams, UserProfile, UserSearchPage, UsersQuery } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSerialized } from '../../lib/serialized-reply.ts';
import type { SearchService } from '../search/search.service.ts';
import type { UsersService } from './users.service.ts';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  search: Pick<SearchService, 'people'>;
}> = async (app, { users, search }) => {
  app.get(
    '/api/users',
    {
      config: { access: 'public', shareable: true },
      schema: {
        tags,
        summary: 'People by username or name, typo-tolerant, best match first',
        querystring: UsersQuery,
        response: { 200: UserSearchPage },
      },
    },
    (request) => search.people(request.query, request.actor),
  );

  app.get(
    '/api/users/:id/profile',
    {
      config: { access: 'public', shareable: true },
      schema: {
        tags,
        summary: 'A profile: the person, follow counts and the collections shown on it',
        params: UserIdParams,
        response: { 200: UserProfile },
      },
    },
    async (request, reply) => sendSerialized(reply, await users.profile(request.params.id, request.actor)),
  );
};
