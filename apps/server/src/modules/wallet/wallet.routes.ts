import {
  IdempotencyHeaders,
  PageQuery,
  PayoutBody,
  PayoutExceedsEarningsBody,
  PayoutResult,
  TopUpBody,
  TopUpResult,
  Wallet,
  WalletTransactionsPage,
} from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/access.ts';
import type { WalletService } from './wallet.service.ts';

const tags = ['wallet'];
/** Money needs a verified email, as every write does (DESIGN.md §4). */
const verified = { access: 'verified' } as const;

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  app.get(
    '/api/wallet',
    {
      config: verified,
      schema: { tags, summary: "The caller's balances and payment provider", response: { 200: Wallet } },
    },
    (request) => wallet.wallet(actorOf(request)),
  );

  app.get(
    '/api/wallet/transactions',
    {
      config: verified,
      schema: {
        tags,
        summary: "The caller's wallet movements, newest first, signed as they see them",
        querystring: PageQuery,
        response: { 200: WalletTransactionsPage },
      },
    },
    (request) => wallet.transactions(actorOf(request), request.query),
  );

  app.post(
    '/api/wallet/top-ups',
    {
      config: verified,
      schema: {
        tags,
        summary: 'Add money to the wallet through the payment provider (Idempotency-Key)',
        headers: IdempotencyHeaders,
        body: TopUpBody,
        response: { 201: TopUpResult },
      },
    },
    async (request, reply) => {
      const result = await wallet.topUp(actorOf(request), request.headers['idempotency-key'], request.body);
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/api/wallet/payouts',
    {
      config: verified,
      schema: {
        tags,
        summary: 'Stylists: move money to pending payout, paid outside the app (Idempotency-Key)',
        headers: IdempotencyHeaders,
        body: PayoutBody,
        response: { 201: PayoutResult, 422: PayoutExceedsEarningsBody },
      },
    },
    async (request, reply) => {
      const result = await wallet.payout(actorOf(request), request.headers['idempotency-key'], request.body);
      return reply.code(201).send(result);
    },
  );
};
