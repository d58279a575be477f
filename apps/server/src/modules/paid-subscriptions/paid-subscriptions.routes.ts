import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { actorOf } from '../../plugins/access.ts';
import type { PaidSubscriptionsService } from './paid-subscriptions.service.ts';

const tags = ['subscriptions'];

export const paidSubscriptionsRoutes: FastifyPluginAsyncZod<{
  paidSubscriptions: PaidSubscriptionsService;
}> = async (app, { paidSubscriptions }) => {
  app.route({
    ...routeOf('setSubscriptionPrice', {
      tags,
      summary: 'Stylists: set the monthly price, or {amount: null} to take no new paid subscribers',
    }),
    handler: (request) => paidSubscriptions.setPrice(actorOf(request), request.body),
  });

  app.route({
    ...routeOf('listPaidSubscriptions', { tags, summary: "The caller's live paid subscriptions" }),
    handler: (request) => paidSubscriptions.list(actorOf(request)),
  });

  app.route({
    ...routeOf('takePaidSubscription', {
      tags,
      summary:
        "Take a paid subscription, charged from the wallet in the stylist's currency (Idempotency-Key)",
    }),
    handler: async (request, reply) => {
      const subscription = await paidSubscriptions.subscribe(
        actorOf(request),
        request.params.id,
        request.headers['idempotency-key'],
      );
      return reply.code(201).send(subscription);
    },
  });

  app.route({
    ...routeOf('acceptSubscriptionPrice', {
      tags,
      summary:
        "Agree to the stylist's new price, as offered, for the next renewal on; 409 when it changed since",
    }),
    handler: (request) => paidSubscriptions.acceptPrice(actorOf(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf('cancelPaidSubscription', {
      tags,
      summary: 'Cancel a paid subscription at the end of the period paid for',
    }),
    handler: (request) => paidSubscriptions.cancel(actorOf(request), request.params.id),
  });
};
