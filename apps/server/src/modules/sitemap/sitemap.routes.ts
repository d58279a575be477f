import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SitemapService } from './sitemap.service.ts';

/**
 * Crawlers may read every public page; the API, sign-in, developer tools and a person's settings are no
 * pages to index (docs/decisions.md, "robots.txt").
 */
export const robotsTxt = (publicOrigin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /settings',
    'Disallow: /api/',
    'Disallow: /identity/',
    'Disallow: /dev/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', publicOrigin).href}`,
    '',
  ].join('\n');

export const sitemapRoutes: FastifyPluginAsyncZod<{ sitemap: SitemapService; publicOrigin: string }> = async (
  app,
  { sitemap, publicOrigin },
) => {
  app.get(
    '/sitemap.xml',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sitemap'],
        summary: 'Public profiles and collections for search engines (sitemaps.org XML)',
      },
    },
    // Absolute URLs on the app's public origin: the Host header is the client's to choose, and a shared
    // cache keeps one copy of this reply for everyone.
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(await sitemap.xml(publicOrigin)),
  );

  const robots = robotsTxt(publicOrigin);
  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: { tags: ['sitemap'], summary: 'What crawlers may read' } },
    (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );
};
