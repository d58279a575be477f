import type { IncomingMessage } from 'node:http';
import { MAX_UPLOAD_BYTES, PRESIGN_ROUTES, UPLOAD_KINDS } from '@stylebook/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { routeOf } from '../../lib/route-table.ts';
import { clientKey, rateLimitHook } from '../../lib/rate-limit.ts';
import { actorOf } from '../../plugins/access.ts';
import { fileTooLarge, type MediaService, type VariantWidth } from './media.service.ts';
import type { StoredObject } from './media.storage.ts';

/** Keys never change content (new content gets a new key), so browsers and CDNs may keep them forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const MediaParams = z.object({ '*': z.string() });
const MediaQuery = z.object({
  w: z
    .enum(['320', '640', '1280'])
    .transform((width) => Number(width) as VariantWidth)
    .optional(),
});
/** The query of an app-signed upload URL. */
const UploadLink = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(100),
});

export interface MediaRoutesOptions {
  media: Pick<MediaService, 'open' | 'openVariant' | 'presign' | 'checkUpload' | 'acceptUpload'>;
  /** Presigns per person per hour, over all five endpoints together. */
  uploadsPerHour: number;
  /** Feedback attachment presigns per hour per IP for signed-out visitors, the only uploads they may make. */
  visitorUploadsPerHour: number;
}

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (
  app,
  { media, uploadsPerHour, visitorUploadsPerHour },
) => {
  // Route preHandlers run after the access hook, so only people allowed to upload reach these counts.
  const perPerson = rateLimitHook(app, 'uploads-person', {
    max: uploadsPerHour,
    timeWindow: '1 hour',
    keyGenerator: (request) => `presign:${actorOf(request).userId}`,
  });
  const perVisitorIp = rateLimitHook(app, 'uploads-visitor-ip', {
    max: visitorUploadsPerHour,
    timeWindow: '1 hour',
    keyGenerator: (request) => `presign-visitor:${clientKey(request)}`,
  });

  for (const kind of UPLOAD_KINDS) {
    // Anyone may write feedback (docs/product.md §18), signed out or not yet verified, and so attach an image
    // to it.
    const openToEveryone = kind === 'feedbackAttachment';
    app.route({
      ...routeOf(PRESIGN_ROUTES[kind], {
        tags: ['uploads'],
        summary: openToEveryone
          ? 'A URL good for one PUT of one image (≤ 10 MB, 10 minutes); signed-out visitors too'
          : 'A URL good for one PUT of one image (≤ 10 MB, 10 minutes)',
      }),
      // Signed out here is a visitor's feedback attachment: the access hook refused the other kinds.
      preHandler: async (request) => {
        if (request.actor) await perPerson(request);
        else await perVisitorIp(request);
      },
      handler: async (request) =>
        media.presign(request.actor?.userId ?? null, kind, request.body.contentType),
    });
  }

  app.get(
    '/media/*',
    {
      config: { access: 'public' },
      schema: {
        tags: ['media'],
        summary: 'A stored image by key, or its WebP at a width of 320, 640 or 1280 with ?w=',
        params: MediaParams,
        querystring: MediaQuery,
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { w } = request.query;
      const object = w ? await media.openVariant(key, w) : await media.open(key);
      if (!object) throw notFound('Media not found');
      return sendImage(reply, object);
    },
  );

  // Link, grant and Content-Type are checked before a byte of the body is read.
  const checkBeforeReading = async (request: FastifyRequest) => {
    const link = UploadLink.safeParse(request.query);
    const { '*': key } = request.params as z.infer<typeof MediaParams>;
    await media.checkUpload(
      key,
      link.success ? link.data : { expires: 0, signature: '' },
      request.headers['content-type'],
    );
    if (Number(request.headers['content-length']) > MAX_UPLOAD_BYTES) throw fileTooLarge();
  };

  // The embedded upload: its own scope, so the raw-body parser below reaches no other route.
  const uploadRoute: FastifyPluginAsyncZod = async (uploads) => {
    uploads.addContentTypeParser('*', (_request: FastifyRequest, payload: IncomingMessage) =>
      readAtMost(payload, MAX_UPLOAD_BYTES),
    );

    uploads.put(
      '/media/*',
      {
        config: { access: 'public' },
        schema: {
          tags: ['media'],
          summary: 'The one upload a presigned key allows (local disk storage)',
          params: MediaParams,
          querystring: UploadLink,
        },
        preParsing: checkBeforeReading,
      },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await media.acceptUpload(request.params['*'], body);
        return reply.status(204).send();
      },
    );
  };
  await app.register(uploadRoute);
};

function sendImage(reply: FastifyReply, object: StoredObject) {
  return (
    reply
      .header('Content-Type', object.contentType)
      .header('Content-Length', object.size)
      .header('Cache-Control', IMMUTABLE)
      .header('X-Content-Type-Options', 'nosniff')
      // Helmet's same-origin default would blank these images in the browser extension's popup (another
      // origin) and in link previews; they are meant to be shown wherever the app's pages link them.
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(object.body)
  );
}

/** The whole body, or a 413 as soon as it passes `limit` bytes. */
async function readAtMost(stream: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw fileTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
