import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import type { MediaService } from './media.service.ts';

/** Keys never change content (new content gets a new key), so browsers and CDNs may keep them forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const mediaRoutes: FastifyPluginAsyncZod<{ media: Pick<MediaService, 'open'> }> = async (
  app,
  { media },
) => {
  app.get(
    '/media/*',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored image by key',
        params: z.object({ '*': z.string() }),
      },
    },
    async (request, reply) => {
      const object = await media.open(request.params['*']);
      if (!object) throw notFound('Media not found');
      return reply
        .header('Content-Type', object.contentType)
        .header('Content-Length', object.size)
        .header('Cache-Control', IMMUTABLE)
        .header('X-Content-Type-Options', 'nosniff')
        .send(object.body);
    },
  );
};
