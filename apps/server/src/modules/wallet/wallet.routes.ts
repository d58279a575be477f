import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import { actorOf } from '../../plugins/access.ts';
import type { WalletService } from './wallet.service.ts';

const tags = ['wallet'];

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.route({
    ...routeOf('getWallet', { tags, summary: "The caller's balances and payment provider" }),
    handler: (request) => wallet.wallet(actorOf(request)),
  });

  app.route({
    ...routeOf('listWalletTransactions', {
      tags,
      summary: "The caller's wallet movements, newest first, signed as they see them",
    }),
    handler: (request) => wallet.transactions(actorOf(request), request.query),
  });

  app.route({
    ...routeOf('topUp', {
      tags,
      summary: 'Add money to the wallet through the payment provider (Idempotency-Key)',
    }),
    handler: async (request, reply) => {
      const result = await wallet.topUp(actorOf(request), request.headers['idempotency-key'], request.body);
      return reply.code(201).send(result);
    },
  });

  app.route({
    ...routeOf('requestPayout', {
      tags,
      summary: 'Stylists: move money to pending payout, paid outside the app (Idempotency-Key)',
    }),
    handler: async (request, reply) => {
      const result = await wallet.payout(actorOf(request), request.headers['idempotency-key'], request.body);
      return reply.code(201).send(result);
    },
  });
};
