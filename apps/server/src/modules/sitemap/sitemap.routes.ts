import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SitemapService } from './sitemap.service.ts';

export const sitemapRoutes: FastifyPluginAsyncZod<{ sitemap: SitemapService }> = async (app, { sitemap }) => {
  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['sitemap'],
        summary: 'Public profiles and collections for search engines (sitemaps.org XML)',
      },
    },
    async (request, reply) => {
      // Absolute URLs on the host the crawler asked (behind a proxy, its X-Forwarded-Proto/Host).
      const origin = `${request.protocol}://${request.host}`;
      return reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(await sitemap.xml(origin));
    },
  );
};
