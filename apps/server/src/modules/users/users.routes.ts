import type { RouteReply } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { sendJson } from '../../lib/reply-json.ts';
import type { SearchService } from '../search/search.service.ts';
import { toUserProfileJson } from './users.mapper.ts';
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
      config: { shareable: true, personHiddenByBlocks: true },
      tags,
      summary: 'A profile: the person, follow counts and the collections shown on it',
    }),
    // Joined from a part shaped by its schema (from memory for most viewers).
    handler: async (request, reply) =>
      sendJson<RouteReply<'getUserProfile'>>(
        reply,
        toUserProfileJson(await users.profile(request.params.id, request.actor)),
      ),
  });
};
