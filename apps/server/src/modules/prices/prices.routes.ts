import { PriceHistory, PriceWatchState } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/access.ts';
import type { PricesService } from './prices.service.ts';

const ProductParams = z.object({ id: z.uuid({ message: 'Product not found' }) });
const tags = ['products'];

export const pricesRoutes: FastifyPluginAsyncZod<{ prices: PricesService }> = async (app, { prices }) => {
  app.get(
    '/api/products/:id/price-history',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The store's price of a product over time, and whether the viewer watches it",
        params: ProductParams,
        response: { 200: PriceHistory },
      },
    },
    (request) => prices.history(request.params.id, request.actor),
  );

  // Watching sends mail, like liking notifies: a verified email first (DESIGN.md §4).
  app.put(
    '/api/products/:id/price-watch',
    {
      config: { access: 'verified' },
      schema: {
        tags,
        summary: 'Watch the price: an alert when it drops or is back in stock',
        params: ProductParams,
        response: { 200: PriceWatchState },
      },
    },
    (request) => prices.watch(actorOf(request), request.params.id),
  );

  app.delete(
    '/api/products/:id/price-watch',
    {
      config: { access: 'verified' },
      schema: {
        tags,
        summary: 'Stop watching the price, also of a product in your own collections',
        params: ProductParams,
        response: { 200: PriceWatchState },
      },
    },
    (request) => prices.unwatch(actorOf(request), request.params.id),
  );
};
