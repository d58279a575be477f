import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_PATH_PREFIXES } from '@stylebook/contracts';
import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { unknownRoute } from '../../lib/errors.ts';
import { createInvalidatedCache } from '../../lib/invalidated-cache.ts';
import { renderAppShell, serverRenderedShell } from './app-shell.ts';
import { loadPageRenderer } from './page-renderer.ts';
import { createRouteChunks, readBuildManifest } from './route-chunks.ts';

/** Rendered pages kept, by address: the public pages people share and crawlers walk. */
const PAGE_CACHE_SIZE = 500;

/**
 * A page as the server answers it: the rendered document with its ETag, hashed once when it is drawn rather
 * than on every send of a cached page, or where the router sends the visitor.
 */
type PageReply = { status: number; html: string; etag: string } | { status: number; location: string };

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
 * the service worker and manifest revalidated on every use, and for every other GET that accepts HTML the
 * public pages drawn on the server (docs/decisions.md "Server rendering"), or index.html (never cached) for
 * the rest, so deep links such as /collections/abc/edit load and the router takes over.
 */
export async function registerSpa(
  app: FastifyInstance,
  { webDist, publicOrigin, changeFeed }: { webDist: string; publicOrigin: string; changeFeed: ChangeFeed },
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
  const serverRenderedIndexHtml = indexHtml && serverRenderedShell(indexHtml);
  const routeChunks = createRouteChunks(hasBuild ? readBuildManifest(webDist) : {});
  const renderer = indexHtml ? await loadPageRenderer(app, webDist, publicOrigin) : null;
  // A visitor's page reads products, collections, looks, people and the featured feeds: any change to them
  // may show on any page, so it drops them all.
  const pages = createInvalidatedCache<PageReply>(changeFeed, {
    name: 'rendered-pages',
    max: PAGE_CACHE_SIZE,
    clearedBy: ['product', 'collection', 'look', 'user', 'follows', 'feed_generation'],
  });

  /** The page at `url` as a visitor sees it; null for the routes that keep the client shell. */
  async function renderPage(url: string, visitorIp: string): Promise<PageReply | null> {
    if (!renderer || !serverRenderedIndexHtml) return null;
    const rendered = await renderer.render(url, visitorIp);
    if (!rendered) return null;
    if (rendered.kind === 'redirect') return { status: rendered.status, location: rendered.location };
    const html = renderAppShell(
      serverRenderedIndexHtml,
      rendered,
      routeChunks(rendered.routeIds, rendered.status),
    );
    return {
      status: rendered.status,
      html,
      etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    };
  }

  // A route rather than the not-found handler, so the shell goes through the route hooks that compress it.
  app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Paths the SPA never owns: an unknown one is a JSON 404, not the app shell.
    const isServerPath = SERVER_PATH_PREFIXES.some(
      (prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix,
    );
    const wantsHtml = request.headers.accept?.includes('text/html') ?? false;
    if (isServerPath || !indexHtml || (!wantsHtml && path.extname(pathname))) throw unknownRoute(request);
    let page: PageReply | null | undefined;
    try {
      page = await pages.getOne(
        request.url,
        async () => (await renderPage(request.url, request.ip)) ?? undefined,
      );
    } catch (error) {
      // The shell still draws the page in the browser; the status says the server could not.
      request.log.error({ err: error, url: request.url }, 'page not rendered on the server');
      return reply
        .code(500)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    }
    if (page && 'location' in page) return reply.redirect(page.location, page.status);
    if (page) reply.header('ETag', page.etag);
    return reply
      .code(page?.status ?? 200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page?.html ?? indexHtml);
  });
  app.setNotFoundHandler((request) => {
    throw unknownRoute(request);
  });
}
