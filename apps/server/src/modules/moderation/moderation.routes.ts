import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { actorOf } from '../../plugins/access.ts';
import type { ModerationService } from './moderation.service.ts';

const tags = ['moderation'];

/** Moderators only: the access hook answers 404 to anyone else (docs/product.md §20). */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: ModerationService }> = async (
  app,
  { moderation },
) => {
  app.route({
    ...routeOf('moderationQueue', { tags, summary: 'Reported things, one case each: open, or resolved' }),
    handler: (request) => moderation.queue(request.query),
  });

  app.route({
    ...routeOf('moderateCase', {
      tags,
      summary: 'Dismisses a case, removes its thing, or suspends its owner',
    }),
    handler: (request) => moderation.act(actorOf(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf('reinstateUser', { tags, summary: 'Lifts a suspension (refunds stay)' }),
    handler: async (request, reply) => {
      await moderation.reinstate(actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...routeOf('moderationAudit', { tags, summary: 'Every moderation action, latest first' }),
    handler: (request) => moderation.audit(request.query),
  });
};
