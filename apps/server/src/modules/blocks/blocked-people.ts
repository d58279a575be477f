import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/errors.ts';
import type { Viewers } from '../users/users.viewers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's `:id` is a person, whose profile and lists answer 404 to anyone they are blocked with, as
     * for a person who does not exist (docs/product.md §20).
     */
    personHiddenByBlocks?: boolean;
  }
}

/**
 * Answers 404 'User not found' on the routes of a person a signed-in caller is blocked with, and of a person
 * moderators suspended, to anyone. What those routes list is filtered by db/visibility.ts already; this keeps
 * the person themself out of reach.
 */
export const blockedPeoplePlugin = fp(
  async (app: FastifyInstance, { viewers }: { viewers: Pick<Viewers, 'blockedWith' | 'isSuspended'> }) => {
    app.addHook('preHandler', async (request) => {
      if (!request.routeOptions.config.personHiddenByBlocks) return;
      const { id } = request.params as { id: string };
      if (request.actor && (await viewers.blockedWith(request.actor.userId)).has(id)) {
        throw notFound('User not found');
      }
      if (await viewers.isSuspended(id)) throw notFound('User not found');
    });
  },
  { name: 'blocked-people' },
);
