import { PagedUsers, PageQuery, SubscribeState, UserIdParams } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../plugins/auth.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

const tags = ['users'];
/** Subscribing needs a verified email (docs/product.md §2). */
const verified = { requireVerifiedEmail: true };

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
    (request) => subscriptions.subscribe(requireActor(request), request.params.id),
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
    (request) => subscriptions.unsubscribe(requireActor(request), request.params.id),
  );

  app.get(
    '/api/users/:id/subscribers',
    {
      config: { shareable: true },
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
      config: { shareable: true },
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
