import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { actorOf } from '../../plugins/access.ts';
import type { CollectionsService } from './collections.service.ts';

const tags = ['collections'];

export const collectionsRoutes: FastifyPluginAsyncZod<{ collections: CollectionsService }> = async (
  app,
  { collections },
) => {
  app.route({
    ...routeOf('listArchivedCollections', { tags }),
    handler: (request) => collections.listArchived(actorOf(request)),
  });

  app.route({
    ...routeOf('createCollection', { tags }),
    handler: async (request, reply) =>
      reply.status(201).send(await collections.create(actorOf(request), request.body)),
  });

  app.route({
    ...routeOf('getCollection', { config: { shareable: true }, tags }),
    handler: (request) => collections.get(request.params.id, request.actor),
  });

  app.route({
    ...routeOf('updateCollection', { tags }),
    handler: (request) => collections.update(actorOf(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf('deleteCollection', { tags }),
    handler: async (request, reply) => {
      await collections.delete(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  });

  app.route({
    ...routeOf('archiveCollection', { tags }),
    handler: (request) => collections.setArchived(actorOf(request), request.params.id, true),
  });

  app.route({
    ...routeOf('unarchiveCollection', { tags }),
    handler: (request) => collections.setArchived(actorOf(request), request.params.id, false),
  });

  app.route({
    ...routeOf('addCollectionProduct', { tags }),
    handler: (request) => collections.addProduct(actorOf(request), request.params.id, request.body.productId),
  });

  app.route({
    ...routeOf('removeCollectionProduct', { tags }),
    handler: (request) =>
      collections.removeProduct(actorOf(request), request.params.id, request.params.productId),
  });

  app.route({
    ...routeOf('addCollectionLook', { tags }),
    handler: (request) => collections.addLook(actorOf(request), request.params.id, request.body.lookId),
  });

  app.route({
    ...routeOf('removeCollectionLook', { tags }),
    handler: (request) => collections.removeLook(actorOf(request), request.params.id, request.params.lookId),
  });

  app.route({
    ...routeOf('saveCollection', { tags }),
    handler: (request) => collections.save(actorOf(request), request.params.id),
  });

  app.route({
    ...routeOf('unsaveCollection', { tags }),
    handler: (request) => collections.unsave(actorOf(request), request.params.id),
  });

  app.route({
    ...routeOf('listUserCollections', { config: { shareable: true, personHiddenByBlocks: true }, tags }),
    handler: (request) => collections.listOfUser(request.params.id, request.actor),
  });
};
