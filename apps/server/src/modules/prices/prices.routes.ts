import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { actorOf } from '../../plugins/access.ts';
import type { PricesService } from './prices.service.ts';

const tags = ['products'];

export const pricesRoutes: FastifyPluginAsyncZod<{ prices: PricesService }> = async (app, { prices }) => {
  app.route({
    ...routeOf('getPriceHistory', {
      tags,
      summary: "The store's price of a product over time, and whether the viewer watches it",
    }),
    handler: (request) => prices.history(request.params.id, request.actor),
  });

  // Watching sends mail, like liking notifies: a verified email first (docs/product.md §2).
  app.route({
    ...routeOf('watchPrice', {
      tags,
      summary: 'Watch the price: an alert when it drops or is back in stock',
    }),
    handler: (request) => prices.watch(actorOf(request), request.params.id),
  });

  app.route({
    ...routeOf('unwatchPrice', {
      tags,
      summary: 'Stop watching the price, also of a product in your own collections',
    }),
    handler: (request) => prices.unwatch(actorOf(request), request.params.id),
  });
};
