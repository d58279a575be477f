import {
  CreateLookBody,
  LikeState,
  Look,
  LookProductInput,
  UpdateLookBody,
  UserIdParams,
  UserLooks,
} from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/access.ts';
import type { LooksService } from './looks.service.ts';

const LookParams = z.object({ id: z.uuid({ message: 'Look not found' }) });
const LookProductParams = LookParams.extend({ productId: z.uuid({ message: 'Product not found' }) });
const tags = ['looks'];
/** Creating and liking need a verified email (DESIGN.md §4). */
const verified = { access: 'verified' } as const;

export const looksRoutes: FastifyPluginAsyncZod<{ looks: LooksService }> = async (app, { looks }) => {
  app.post(
    '/api/looks',
    { config: verified, schema: { tags, body: CreateLookBody, response: { 201: Look } } },
    async (request, reply) => reply.status(201).send(await looks.create(actorOf(request), request.body)),
  );

  app.get(
    '/api/looks/:id',
    {
      config: { access: 'public', shareable: true },
      schema: { tags, params: LookParams, response: { 200: Look } },
    },
    (request) => looks.get(request.params.id, request.actor),
  );

  app.put(
    '/api/looks/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: LookParams, body: UpdateLookBody, response: { 200: Look } },
    },
    (request) => looks.update(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/looks/:id',
    { config: { access: 'signedIn' }, schema: { tags, params: LookParams } },
    async (request, reply) => {
      await looks.delete(actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/looks/:id/products',
    {
      config: { access: 'signedIn' },
      schema: { tags, params: LookParams, body: LookProductInput, response: { 200: Look } },
    },
    (request) => looks.addProduct(actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/looks/:id/products/:productId',
    { config: { access: 'signedIn' }, schema: { tags, params: LookProductParams, response: { 200: Look } } },
    (request) => looks.removeProduct(actorOf(request), request.params.id, request.params.productId),
  );

  app.post(
    '/api/looks/:id/like',
    { config: verified, schema: { tags, params: LookParams, response: { 200: LikeState } } },
    (request) => looks.setLiked(actorOf(request), request.params.id, true),
  );

  app.delete(
    '/api/looks/:id/like',
    { config: verified, schema: { tags, params: LookParams, response: { 200: LikeState } } },
    (request) => looks.setLiked(actorOf(request), request.params.id, false),
  );

  app.get(
    '/api/users/:id/looks',
    {
      config: { access: 'public', shareable: true },
      schema: { tags, params: UserIdParams, response: { 200: UserLooks } },
    },
    (request) => looks.listOfUser(request.params.id, request.actor),
  );
};
