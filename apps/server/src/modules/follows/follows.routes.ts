import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { actorOf } from '../../plugins/access.ts';
import type { FollowsService } from './follows.service.ts';

const tags = ['users'];

export const followsRoutes: FastifyPluginAsyncZod<{ follows: FollowsService }> = async (app, { follows }) => {
  app.route({
    ...routeOf('subscribe', { tags, summary: 'Follow a person (free subscription); idempotent' }),
    handler: (request) => follows.follow(actorOf(request), request.params.id),
  });

  app.route({
    ...routeOf('unsubscribe', { tags, summary: 'Stop following a person; idempotent' }),
    handler: (request) => follows.unfollow(actorOf(request), request.params.id),
  });

  app.route({
    ...routeOf('listSubscribers', {
      config: { shareable: true, personHiddenByBlocks: true },
      tags,
      summary: "The person's subscribers, most recent first",
    }),
    handler: (request) => follows.followers(request.params.id, request.actor, request.query),
  });

  app.route({
    ...routeOf('listSubscribedTo', {
      config: { shareable: true, personHiddenByBlocks: true },
      tags,
      summary: 'The people the person subscribes to, most recent first',
    }),
    handler: (request) => follows.following(request.params.id, request.actor, request.query),
  });
};
