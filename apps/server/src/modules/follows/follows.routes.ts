import { PagedUsers, PageQuery, FollowState, UserIdParams } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../plugins/auth.ts';
import type { FollowsService } from './follows.service.ts';

const tags = ['users'];
/** Following needs a verified email (docs/product.md §2). */
const verified = { requireVerifiedEmail: true };

export const followsRoutes: FastifyPluginAsyncZod<{ follows: FollowsService }> = async (app, { follows }) => {
  app.post(
    '/api/users/:id/subscribe',
    {
      config: verified,
      schema: {
        tags,
        summary: 'Follow a person (free subscription); idempotent',
        params: UserIdParams,
        response: { 200: FollowState },
      },
    },
    (request) => follows.follow(requireActor(request), request.params.id),
  );

  app.delete(
    '/api/users/:id/subscribe',
    {
      config: verified,
      schema: {
        tags,
        summary: 'Stop following a person; idempotent',
        params: UserIdParams,
        response: { 200: FollowState },
      },
    },
    (request) => follows.unfollow(requireActor(request), request.params.id),
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
    (request) => follows.followers(request.params.id, request.actor, request.query),
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
    (request) => follows.following(request.params.id, request.actor, request.query),
  );
};
