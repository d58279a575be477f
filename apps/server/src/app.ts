import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { createFeaturedRepository } from './modules/featured/featured.repository.ts';
import { featuredRoutes } from './modules/featured/featured.routes.ts';
import { createFeaturedService } from './modules/featured/featured.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createMedia } from './modules/media/media.module.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { registerSpa } from './modules/spa/spa.routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger | boolean;
}

/** Paths whose values must never reach the logs. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

export async function buildApp({ config, database, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: typeof logger === 'object' ? logger : undefined,
    logger:
      typeof logger === 'object'
        ? undefined
        : logger === false
          ? false
          : { level: config.logLevel, redact: REDACT },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // Swagger UI at /api/docs needs inline styles; scripts stay 'self' only.
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Limits guard the API; images and the app's static files are cheap and cached.
    allowList: (request) => !request.url.startsWith('/api/') && !request.url.startsWith('/identity/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${context.after}.`,
      code: 'RATE_LIMITED',
    }),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Stylebook API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const media = createMedia(config, database.db);
  const featured = createFeaturedService({ repository: createFeaturedRepository(database.db) });

  await app.register(healthRoutes, { database });
  await app.register(mediaRoutes, { media });
  await app.register(featuredRoutes, { featured });
  await registerSpa(app, config.webDist);

  return app;
}
