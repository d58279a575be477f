import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { actorOf } from '../../plugins/access.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

const tags = ['users'];

export const subscriptionsRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsService }> = async (
  app,
  { subscriptions },
) => {
  app.route({
    ...routeOf('subscribe', { tags, summary: 'Follow a person (free subscription); idempotent' }),
    handler: (request) => subscriptions.subscribe(actorOf(request), request.params.id),
  });

  app.route({
    ...routeOf('unsubscribe', { tags, summary: 'Stop following a person; idempotent' }),
    handler: (request) => subscriptions.unsubscribe(actorOf(request), request.params.id),
  });

  app.route({
    ...routeOf('listSubscribers', {
      config: { shareable: true },
      tags,
      summary: "The person's subscribers, most recent first",
    }),
    handler: (request) => subscriptions.subscribers(request.params.id, request.actor, request.query),
  });

  app.route({
    ...routeOf('listSubscribedTo', {
      config: { shareable: true },
      tags,
      summary: 'The people the person subscribes to, most recent first',
    }),
    handler: (request) => subscriptions.subscribedTo(request.params.id, request.actor, request.query),
  });
};
