import type { RouteReply } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJson } from '../../lib/reply-json.ts';
import { routeOf } from '../../lib/route-table.ts';
import { actorOf } from '../../plugins/access.ts';
import { toFollowingFeedJson } from './following-feed.mapper.ts';
import type { FollowingFeedService } from './following-feed.service.ts';

const tags = ['feed'];

export const followingFeedRoutes: FastifyPluginAsyncZod<{ followingFeed: FollowingFeedService }> = async (
  app,
  { followingFeed },
) => {
  app.route({
    ...routeOf('followingFeed', {
      tags,
      summary: 'What the people the caller follows made, newest first, paged by cursor',
    }),
    // Product cards come joined from the shared card cache, as Featured's do.
    handler: async (request, reply) => {
      const page = await followingFeed.page(actorOf(request).userId, request.query);
      return sendJson<RouteReply<'followingFeed'>>(reply, toFollowingFeedJson(page.items, page.nextCursor));
    },
  });

  app.route({
    ...routeOf('followingSuggestions', {
      tags,
      summary: 'The most followed stylists the caller does not follow yet',
    }),
    handler: (request) => followingFeed.suggestions(actorOf(request).userId),
  });
};
