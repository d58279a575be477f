import {
  IdempotencyHeaders,
  InsufficientFundsBody,
  PaidSubscription,
  PaidSubscriptionList,
  SetSubscriptionPriceBody,
  SubscriptionPrice,
  UserIdParams,
} from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.ts';
import type { PaidSubscriptionsService } from './paid-subscriptions.service.ts';

const tags = ['subscriptions'];
/** Subscribing and pricing need a verified email (DESIGN.md §4). */
const verified = { access: 'verified' } as const;

export const paidSubscriptionsRoutes: FastifyPluginAsyncZod<{
  paidSubscriptions: PaidSubscriptionsService;
}> = async (app, { paidSubscriptions }) => {
  app.put(
    '/api/subscriptions/price',
    {
      config: verified,
      schema: {
        tags,
        summary: 'Stylists: set the monthly price, or {amount: null} to take no new paid subscribers',
        body: SetSubscriptionPriceBody,
        response: { 200: SubscriptionPrice.nullable() },
      },
    },
    (request) => paidSubscriptions.setPrice(actorOf(request), request.body),
  );

  app.get(
    '/api/subscriptions/paid',
    {
      config: verified,
      schema: {
        tags,
        summary: "The caller's live paid subscriptions",
        response: { 200: PaidSubscriptionList },
      },
    },
    (request) => paidSubscriptions.list(actorOf(request)),
  );

  app.post(
    '/api/users/:id/paid-subscription',
    {
      config: verified,
      schema: {
        tags,
        summary:
          "Take a paid subscription, charged from the wallet in the stylist's currency (Idempotency-Key)",
        params: UserIdParams,
        headers: IdempotencyHeaders,
        response: { 201: PaidSubscription, 402: InsufficientFundsBody },
      },
    },
    async (request, reply) => {
      const subscription = await paidSubscriptions.subscribe(
        actorOf(request),
        request.params.id,
        request.headers['idempotency-key'],
      );
      return reply.code(201).send(subscription);
    },
  );

  app.post(
    '/api/users/:id/paid-subscription/accept-price',
    {
      config: verified,
      schema: {
        tags,
        summary:
          "Agree to the stylist's new price, as offered, for the next renewal on; 409 when it changed since",
        params: UserIdParams,
        body: SubscriptionPrice,
        response: { 200: PaidSubscription },
      },
    },
    (request) => paidSubscriptions.acceptPrice(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/users/:id/paid-subscription',
    {
      config: verified,
      schema: {
        tags,
        summary: 'Cancel a paid subscription at the end of the period paid for',
        params: UserIdParams,
        response: { 200: PaidSubscription },
      },
    },
    (request) => paidSubscriptions.cancel(actorOf(request), request.params.id),
  );
};
