import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.ts';

/** Paths the SPA never owns: an unknown one is a JSON 404, not the app shell. */
const SERVER_PREFIXES = ['/api/', '/identity/', '/media/', '/dev/', '/r/'];

/**
 * Serves the built web app: hashed assets cached for a year (brotli or gzip, as the build precompressed them),
 * and index.html (never cached) for every other GET that accepts HTML, so deep links such as
 * /collections/abc/edit load and the router takes over.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = path.join(webDist, 'index.html');
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each hashed asset (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  } else {
    app.log.warn({ webDist }, 'web build not found: run `npm run build` to serve the app');
  }
  const indexHtml = hasBuild ? readFileSync(indexPath) : null;

  const unknownRoute = (request: FastifyRequest) =>
    notFound(`Route ${request.method} ${request.url.split('?')[0] ?? '/'} not found`);

  // A route rather than the not-found handler, so the shell goes through the route hooks that compress it.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isServerPath = SERVER_PREFIXES.some(
      (prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix,
    );
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    if (isServerPath || !indexHtml || (!wantsHtml && path.extname(pathname))) throw unknownRoute(request);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
  app.setNotFoundHandler((request) => {
    throw unknownRoute(request);
  });
}
