import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { actorOf } from '../../plugins/access.ts';
import type { LooksService } from './looks.service.ts';

const tags = ['looks'];

export const looksRoutes: FastifyPluginAsyncZod<{ looks: LooksService }> = async (app, { looks }) => {
  app.route({
    ...routeOf('createLook', { tags }),
    handler: async (request, reply) =>
      reply.status(201).send(await looks.create(actorOf(request), request.body)),
  });

  app.route({
    ...routeOf('getLook', { config: { shareable: true }, tags }),
    handler: (request) => looks.get(request.params.id, request.actor),
  });

  app.route({
    ...routeOf('updateLook', { tags }),
    handler: (request) => looks.update(actorOf(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf('deleteLook', { tags }),
    handler: async (request, reply) => {
      await looks.delete(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeOf('addLookProduct', { tags }),
    handler: (request) => looks.addProduct(actorOf(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf('removeLookProduct', { tags }),
    handler: (request) => looks.removeProduct(actorOf(request), request.params.id, request.params.productId),
  });

  app.route({
    ...routeOf('likeLook', { tags }),
    handler: (request) => looks.setLiked(actorOf(request), request.params.id, true),
  });

  app.route({
    ...routeOf('unlikeLook', { tags }),
    handler: (request) => looks.setLiked(actorOf(request), request.params.id, false),
  });

  app.route({
    ...routeOf('listUserLooks', { config: { shareable: true, personHiddenByBlocks: true }, tags }),
    handler: (request) => looks.listOfUser(request.params.id, request.actor),
  });
};
