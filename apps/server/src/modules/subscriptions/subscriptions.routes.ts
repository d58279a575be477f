import { PagedUsers, PageQuery, SubscribeState, UserIdParams } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

const tags = ['users'];
/** Subscribing needs a verified email (DESIGN.md §4). */
const verified = { access: 'verified' } as const;

export const subscriptionsRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsService }> = async (
  app,
  { subscriptions },
) => {
  app.post(
    '/api/users/:id/subscribe',
    {
      config: verified,
      schema: {
        tags,
        summary: 'Follow a person (free subscription); idempotent',
        params: UserIdParams,
        response: { 200: SubscribeState },
      },
    },
    (request) => subscriptions.subscribe(actorOf(request), request.params.id),
  );

  app.delete(
    '/api/users/:id/subscribe',
    {
      config: verified,
      schema: {
        tags,
        summary: 'Stop following a person; idempotent',
        params: UserIdParams,
        response: { 200: SubscribeState },
      },
    },
    (request) => subscriptions.unsubscribe(actorOf(request), request.params.id),
  );

  app.get(
    '/api/users/:id/subscribers',
    {
      config: { access: 'public', shareable: true },
      schema: {
        tags,
        summary: "The person's subscribers, most recent first",
        params: UserIdParams,
        querystring: PageQuery,
        response: { 200: PagedUsers },
      },
    },
    (request) => subscriptions.subscribers(request.params.id, request.actor, request.query),
  );

  app.get(
    '/api/users/:id/subscribedTo',
    {
      config: { access: 'public', shareable: true },
      schema: {
        tags,
        summary: 'The people the person subscribes to, most recent first',
        params: UserIdParams,
        querystring: PageQuery,
        response: { 200: PagedUsers },
      },
    },
    (request) => subscriptions.subscribedTo(request.params.id, request.actor, request.query),
  );
};
