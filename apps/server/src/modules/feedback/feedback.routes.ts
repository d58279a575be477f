import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { clientKey, rateLimitHook } from '../../lib/rate-limit.ts';
import type { FeedbackService } from './feedback.service.ts';

export interface FeedbackLimits {
  /** Feedback one signed-in person may send per hour. */
  perPersonPerHour: number;
  /** Feedback one IP may send per hour, signed in or not. */
  perIpPerHour: number;
}

export const feedbackRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackService;
  limits: FeedbackLimits;
}> = async (app, { feedback, limits }) => {
  const perIp = rateLimitHook(app, 'feedback-ip', {
    max: limits.perIpPerHour,
    timeWindow: '1 hour',
    keyGenerator: (request) => `feedback-ip:${clientKey(request)}`,
  });
  const perPersonLimit = rateLimitHook(app, 'feedback-person', {
    max: limits.perPersonPerHour,
    timeWindow: '1 hour',
    keyGenerator: (request) => `feedback-person:${request.actor?.userId}`,
  });
  // Route hooks run after the auth plugin's, so `actor` is known; both refuse before the body is read.
  const perPerson = async (request: FastifyRequest) => {
    if (request.actor) await perPersonLimit(request);
  };

  app.route({
    ...routeOf('sendFeedback', {
      tags: ['feedback'],
      summary: 'Sends feedback to support; signed-out visitors give an email address to answer',
    }),
    onRequest: [perIp, perPerson],
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await feedback.send(request.actor, request.body, { userAgent: request.headers['user-agent'] })),
  });
};
