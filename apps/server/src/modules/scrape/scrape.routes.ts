import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { clientKey, rateLimitHook } from '../../lib/rate-limit.ts';
import { actorOf } from '../../plugins/access.ts';
import type { ScrapeService } from './scrape.service.ts';

export interface ScrapeRoutesOptions {
  scrape: Pick<ScrapeService, 'scrape'>;
  /** Scrapes per minute, per person: each one makes up to nine outgoing requests. */
  perMinute: number;
}

export const scrapeRoutes: FastifyPluginAsyncZod<ScrapeRoutesOptions> = async (
  app,
  { scrape, perMinute },
) => {
  const perPerson = rateLimitHook(app, 'scrape', {
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `scrape:${request.actor?.userId ?? clientKey(request)}`,
  });

  app.route({
    ...routeOf('scrapeProduct', {
      tags: ['products'],
      summary: 'Read a store page into the fields of the product form',
      description:
        'Fetches the page through the SSRF guard, extracts the product and re-stores its first images. ' +
        "400 'This address is not allowed'; 422 when the store cannot be read or the page is not a product.",
    }),
    preHandler: perPerson,
    handler: (request) => scrape.scrape(actorOf(request).userId, request.body.url),
  });
};
