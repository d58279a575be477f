import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers every anonymous caller the same: its anonymous 200s carry a public Cache-Control, so
     * a CDN or the browser may keep them for a short while.
     */
    shareable?: boolean;
  }
}

/**
 * How a shared anonymous answer may be kept: by shared caches (a CDN) for 30 seconds, short because a stylist
 * who makes a collection private expects it gone from anonymous views within seconds; by the browser not at
 * all without asking again (an ETag makes that cheap), and never stale while it asks: a browser's stored
 * anonymous copy would outlive the visitor signing in and following someone, as Chromium serves it to a
 * request with another Authorization.
 */
export const SHAREABLE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';

/** Below this many bytes compression saves less than its headers and CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Caching and compression of what the server sends:
 * - an ETag on every string or buffer reply, and 304 when the client already holds it;
 * - a public Cache-Control on anonymous 200s of shareable routes, for shared caches only, varying on
 *   Authorization so a signed-in caller never gets the anonymous copy;
 * - brotli or gzip, chosen by Accept-Encoding, on the fly for text replies (HTML, JSON, XML) above a
 *   threshold. Hashed web assets arrive here already compressed (registerSpa serves the build's .br and .gz
 *   files), and images are WebP, which mime-db marks as not compressible.
 * Registered before the routes and the static files, as @fastify/compress requires; the ETag hook runs
 * first, so it hashes the plain payload and a 304 is never compressed.
 */
export const httpCachingPlugin = fp(async (app: FastifyInstance) => {
  await app.register(etag);
  app.addHook('onSend', async (request, reply) => {
    if (!request.routeOptions.config.shareable || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return;
    }
    const vary = reply.getHeader('Vary');
    reply.header('Vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
    if (reply.statusCode === 200 && !request.headers.authorization && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', SHAREABLE_CACHE_CONTROL);
    }
  });
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Request bodies stay plain: decompressing them would let a small upload expand past the body limit.
    globalDecompression: false,
    // Quality 4 is brotli's speed sweet spot for text made per request; the build uses 11 for assets.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
