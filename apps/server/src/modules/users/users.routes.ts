import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { sendSerialized } from '../../lib/serialized-reply.ts';
import type { SearchService } from '../search/search.service.ts';
import type { UsersService } from './users.service.ts';

const tags = ['users'];

export const usersRoutes: FastifyPluginAsyncZod<{
  users: UsersService;
  search: Pick<SearchService, 'people'>;
}> = async (app, { users, search }) => {
  app.route({
    ...routeOf('searchUsers', {
      config: { shareable: true },
      tags,
      summary: 'People by username or name, typo-tolerant, best match first',
    }),
    handler: (request) => search.people(request.query, request.actor),
  });

  app.route({
    ...routeOf('getUserProfile', {
      config: { shareable: true },
      tags,
      summary: 'A profile: the person, follow counts and the collections shown on it',
    }),
    handler: async (request, reply) =>
      sendSerialized(reply, await users.profile(request.params.id, request.actor)),
  });
};
