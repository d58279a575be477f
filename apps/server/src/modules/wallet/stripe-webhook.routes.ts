import { WebhookReceipt } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StripeWebhookService } from './stripe-webhook.service.ts';

/**
 * `POST /api/payments/stripe/webhook`. The signature covers the exact bytes Stripe sent, so this plugin (and
 * only this one: Fastify scopes parsers to their plugin) keeps JSON bodies as the raw Buffer.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ webhook: StripeWebhookService }> = async (
  app,
  { webhook },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payments/stripe/webhook',
    {
      // Stripe delivers from a few shared addresses, in bursts and with retries; the signature is the guard.
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['wallet'],
        summary: "Stripe's signed events: a paid Checkout Session credits its top-up once",
        response: { 200: WebhookReceipt },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      await webhook.receive(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
      return { received: true as const };
    },
  );
};
