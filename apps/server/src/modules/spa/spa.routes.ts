import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_PATH_PREFIXES } from '@stylebook/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { renderAppShell } from './app-shell.ts';
import type { FirstScreenService } from './first-screen.service.ts';
import { createRouteChunks, readBuildManifest } from './route-chunks.ts';

/**
 * Files with a fixed name that must never be stale: the service worker (the browser compares it on each
 * visit to find a new version), the manifest, and the shell the service worker keeps for offline use.
 */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'manifest.webmanifest', 'index.html']);

/** By the file served, which may be the build's precompressed copy (sw.js.br) of the file asked for. */
function cacheControlFor(servedPath: string): string {
  const relativePath = servedPath.replace(/\.(br|gz)$/, '');
  if (relativePath.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (ALWAYS_REVALIDATED.has(relativePath)) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app: hashed assets cached for a year (brotli or gzip, as the build precompressed them),
 * the service worker and manifest revalidated on every use, and index.html (never cached) for every other GET that accepts HTML, so deep links such as
 * /collections/abc/edit load and the router takes over. The featured, product, collection and profile pages
 * get their first screen written into the HTML.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  firstScreens: FirstScreenService,
): Promise<void> {
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
        reply.header('Cache-Control', cacheControlFor(path.relative(webDist, filePath)));
      },
    });
  } else {
    app.log.warn({ webDist }, 'web build not found: run `npm run build` to serve the app');
  }
  const indexHtml = hasBuild ? readFileSync(indexPath, 'utf8') : null;
  const routeChunks = createRouteChunks(hasBuild ? readBuildManifest(webDist) : {});

  const unknownRoute = (request: FastifyRequest) =>
    notFound(`Route ${request.method} ${request.url.split('?')[0] ?? '/'} not found`);

  // A route rather than the not-found handler, so the shell goes through the route hooks that compress it.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Paths the SPA never owns: an unknown one is a JSON 404, not the app shell.
    const isServerPath = SERVER_PATH_PREFIXES.some(
      (prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix,
    );
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    if (isServerPath || !indexHtml || (!wantsHtml && path.extname(pathname))) throw unknownRoute(request);
    const firstScreen = await firstScreens.forRequest(request.url).catch((error: unknown) => {
      // The page still works without it: the client asks the API as usual.
      request.log.warn({ err: error, url: request.url }, 'first screen not written into the HTML');
      return null;
    });
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderAppShell(indexHtml, firstScreen, firstScreen ? routeChunks(firstScreen.data) : []));
  });
  app.setNotFoundHandler((request) => {
    throw unknownRoute(request);
  });
}
