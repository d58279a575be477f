import type { AboutResponse } from '@stylebook/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-table.ts';
import type { Config } from '../../config.ts';

type AboutConfig = Pick<Config, 'supportEmail' | 'smtpUrl' | 's3' | 'stripe' | 'google'>;

/**
 * Which outside services this installation hands data to: the privacy policy names them
 * (docs/product.md §18).
 */
export function aboutOf(config: AboutConfig): AboutResponse {
  return {
    supportEmail: config.supportEmail,
    processors: {
      email: config.smtpUrl ? 'smtp' : 'server',
      media: config.s3 ? 's3' : 'server',
      payments: config.stripe ? 'stripe' : 'demo',
      googleSignIn: config.google !== undefined,
    },
  };
}

export const aboutRoutes: FastifyPluginAsyncZod<{ config: AboutConfig }> = async (app, { config }) => {
  const about = aboutOf(config);
  app.route({
    ...routeOf('about', {
      config: { shareable: true },
      tags: ['about'],
      summary: 'The support address and which outside services this installation uses',
    }),
    handler: async () => about,
  });
};
