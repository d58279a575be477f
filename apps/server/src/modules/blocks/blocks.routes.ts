import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { actorOf } from '../../plugins/access.ts';
import type { BlocksService } from './blocks.service.ts';

const tags = ['users'];

export const blocksRoutes: FastifyPluginAsyncZod<{ blocks: BlocksService }> = async (app, { blocks }) => {
  app.route({
    ...routeOf('blockUser', {
      tags,
      summary: 'Blocks a person, both ways; ends follows and paid subscriptions between the two',
    }),
    handler: async (request, reply) => {
      await blocks.block(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf('unblockUser', { tags, summary: 'Unblocks a person; idempotent' }),
    handler: async (request, reply) => {
      await blocks.unblock(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf('listBlocks', { tags, summary: 'The people the signed-in person blocked, most recent first' }),
    handler: (request) => blocks.list(actorOf(request), request.query),
  });
};
