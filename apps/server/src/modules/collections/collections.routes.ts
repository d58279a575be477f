import {
  AddCollectionLookBody,
  AddCollectionProductBody,
  ArchivedCollections,
  Collection,
  CollectionItems,
  CreateCollectionBody,
  SaveState,
  UpdateCollectionBody,
  UserCollections,
  UserIdParams,
} from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/access.ts';
import type { CollectionsService } from './collections.service.ts';

const CollectionParams = z.object({ id: z.uuid({ message: 'Collection not found' }) });
const ProductItemParams = CollectionParams.extend({ productId: z.uuid({ message: 'Product not found' }) });
const LookItemParams = CollectionParams.extend({ lookId: z.uuid({ message: 'Look not found' }) });
const tags = ['collections'];
/** Creating and saving need a verified email (DESIGN.md §4). */
const verified = { access: 'verified' } as const;

export const collectionsRoutes: FastifyPluginAsyncZod<{ collections: CollectionsService }> = async (
  app,
  { collections },
) => {
  app.get(
    '/api/collections/archived',
    { config: { access: 'signedIn' }, schema: { tags, response: { 200: ArchivedCollections } } },
    (request) => collections.listArchived(actorOf(request)),
  );

  app.post(
    '/api/collections',
    { config: verified, schema: { tags, body: CreateCollectionBody, response: { 201: Collection } } },
    async (request, reply) =>
      reply.status(201).send(await collections.create(actorOf(request), request.body)),
  );

  app.get(
    '/api/collections/:id',
    {
      config: { access: 'public', shareable: true },
      schema: { tags, params: CollectionParams, response: { 200: Collection } },
    },
    (request) => collections.get(request.params.id, request.actor),
  );

  app.put(
    '/api/collections/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: CollectionParams, body: UpdateCollectionBody, response: { 200: Collection } },
    },
    (request) => collections.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/collections/:id',
    { config: { access: 'signedIn' }, schema: { tags, params: CollectionParams } },
    async (request, reply) => {
      await collections.delete(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    '/api/collections/:id/archive',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: CollectionParams, response: { 200: Collection } },
    },
    (request) => collections.setArchived(actorOf(request), request.params.id, true),
  );

  app.put(
    '/api/collections/:id/unarchive',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: CollectionParams, response: { 200: Collection } },
    },
    (request) => collections.setArchived(actorOf(request), request.params.id, false),
  );

  app.post(
    '/api/collections/:id/products',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        params: CollectionParams,
        body: AddCollectionProductBody,
        response: { 200: CollectionItems },
      },
    },
    (request) => collections.addProduct(actorOf(request), request.params.id, request.body.productId),
  );

  app.delete(
    '/api/collections/:id/products/:productId',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: ProductItemParams, response: { 200: CollectionItems } },
    },
    (request) => collections.removeProduct(actorOf(request), request.params.id, request.params.productId),
  );

  app.post(
    '/api/collections/:id/looks',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        params: CollectionParams,
        body: AddCollectionLookBody,
        response: { 200: CollectionItems },
      },
    },
    (request) => collections.addLook(actorOf(request), request.params.id, request.body.lookId),
  );

  app.delete(
    '/api/collections/:id/looks/:lookId',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: LookItemParams, response: { 200: CollectionItems } },
    },
    (request) => collections.removeLook(actorOf(request), request.params.id, request.params.lookId),
  );

  app.post(
    '/api/collections/:id/save',
    { config: verified, schema: { tags, params: CollectionParams, response: { 200: SaveState } } },
    (request) => collections.save(actorOf(request), request.params.id),
  );

  app.delete(
    '/api/collections/:id/save',
    { config: verified, schema: { tags, params: CollectionParams, response: { 200: SaveState } } },
    (request) => collections.unsave(actorOf(request), request.params.id),
  );

  app.get(
    '/api/users/:id/collections',
    {
      config: { access: 'public', shareable: true },
      schema: { tags, params: UserIdParams, response: { 200: UserCollections } },
    },
    (request) => collections.listOfUser(request.params.id, request.actor),
  );
};
