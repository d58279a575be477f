import helmet from '@fastify/helmet';
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
import { backgroundJobs, registerJobs } from './jobs.ts';
import { registerDrain, type Drain } from './lib/drain.ts';
import { createJobPasses } from './lib/job-passes.ts';
import { appLoggerOptions } from './lib/log-redaction.ts';
import { aboutRoutes } from './modules/about/about.routes.ts';
import { accountExportRoutes } from './modules/account-export/account-export.routes.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { collectionsRoutes } from './modules/collections/collections.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { featuredRoutes } from './modules/featured/featured.routes.ts';
import { feedbackRoutes, type FeedbackLimits } from './modules/feedback/feedback.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createAuthLimits } from './modules/identity/auth-limits.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { looksRoutes } from './modules/looks/looks.routes.ts';
import { readOutboxCounts } from './modules/mail/mail.outbox.ts';
import { devMailboxRoutes } from './modules/mail/mail.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { registerTrustAndSafety } from './modules/moderation/trust-and-safety.ts';
import type { MediaService } from './modules/media/media.service.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { createMetricsService } from './modules/metrics/metrics.service.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { paidSubscriptionsRoutes } from './modules/paid-subscriptions/paid-subscriptions.routes.ts';
import { pricesRoutes } from './modules/prices/prices.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { scrapeRoutes } from './modules/scrape/scrape.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { suggestionsRoutes } from './modules/search/suggestions.routes.ts';
import { trendingRoutes } from './modules/search/trending.routes.ts';
import { shareCardsRoutes } from './modules/share-cards/share-cards.routes.ts';
import { similarRoutes } from './modules/similar/similar.routes.ts';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.ts';
import { registerSpa } from './modules/spa/spa.routes.ts';
import { followsRoutes } from './modules/follows/follows.routes.ts';
import { followingFeedRoutes } from './modules/following-feed/following-feed.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { stripeWebhookRoutes } from './modules/wallet/stripe-webhook.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { accessPlugin } from './plugins/access.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerChangeFeed } from './plugins/change-feed.ts';
import { registerErrorHandler, replyToClientError, replyWithError } from './plugins/errors.ts';
import { httpCachingPlugin } from './plugins/http-caching.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
import { createServices } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The first part of a clean stop: server.ts runs it on SIGTERM and SIGINT (lib/drain.ts). */
    drain: Drain;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger | boolean;
  /** The media service, when the caller shares it (server.ts hands the demo seed's deferred images to it). */
  media?: MediaService;
}

/** Feedback per hour (docs/product.md §17): plenty to say a lot, too few to flood support. */
const FEEDBACK_LIMITS: FeedbackLimits = { perPersonPerHour: 5, perIpPerHour: 10 };
/** Feedback attachment presigns per hour per IP for signed-out visitors, the only uploads they may make. */
const VISITOR_UPLOADS_PER_HOUR = 10;

export async function buildApp({
  config,
  database,
  logger,
  media: sharedMedia,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...appLoggerOptions(config.logLevel, logger),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // What Fastify refuses before routing (a malformed percent-encoding in the path) is shaped the same.
    frameworkErrors: replyWithError,
    clientErrorHandler: replyToClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('drain', registerDrain(app));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(accessPlugin);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // Swagger UI at /api/docs needs inline styles; scripts stay 'self' only.
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup posts its result back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(httpCachingPlugin);
  const sharedRateLimits = await registerRateLimits(app, config);
  await app.register(swagger, {
    openapi: { info: { title: 'Stylebook API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const { db } = database;
  const changeFeed = await registerChangeFeed(app, database, config.changePollMs);
  const jobPasses = createJobPasses();
  // Before the other routes, so its timing hook reaches theirs too.
  await app.register(metricsRoutes, {
    metrics: createMetricsService({
      readMailOutbox: () => readOutboxCounts(db),
      connectionUse: () => database.connectionUse(),
      jobs: jobPasses,
      caches: changeFeed.cacheUse,
      rateLimitsCountLocally: sharedRateLimits && (() => sharedRateLimits.countsLocally()),
      log: app.log,
    }),
    token: config.metricsToken,
  });
  const services = await createServices({
    config,
    db,
    changeFeed,
    jobPasses,
    log: app.log,
    media: sharedMedia,
  });
  const { identity, accessTokens, mailDelivery } = services;
  app.addHook('onClose', () => mailDelivery.stop());
  registerJobs(app, backgroundJobs(services, config, app.log), { db, passes: jobPasses });

  await app.register(authPlugin, { accessTokens, liveSession: (claims) => identity.liveSession(claims) });
  await app.register(healthRoutes, { database, drain: app.drain });
  await app.register(aboutRoutes, { config });
  const authLimits = createAuthLimits(app, config.authRateLimit);
  await app.register(identityRoutes, {
    identity,
    limits: authLimits,
    google: services.google,
    accessTokens,
    publicOrigin: config.publicOrigin,
  });
  await app.register(accountsRoutes, {
    accounts: services.accounts,
    limits: authLimits,
    registrationsPerHour: config.authRateLimit.perIp,
  });
  // The embedded mailbox shows every sign-in code, so it never exists beside real mail or in production.
  if (!config.smtpUrl && config.nodeEnv !== 'production') await app.register(devMailboxRoutes, { db });
  await app.register(mediaRoutes, {
    media: services.media,
    uploadsPerHour: config.uploadsPerHour,
    visitorUploadsPerHour: VISITOR_UPLOADS_PER_HOUR,
  });
  await app.register(feedbackRoutes, { feedback: services.feedback, limits: FEEDBACK_LIMITS });
  await registerTrustAndSafety(app, services);
  await app.register(featuredRoutes, { featured: services.featured });
  await app.register(productsRoutes, { products: services.products });
  await app.register(collectionsRoutes, { collections: services.collections });
  await app.register(looksRoutes, { looks: services.looks });
  await app.register(usersRoutes, { users: services.users, search: services.search });
  await app.register(searchRoutes, { search: services.search });
  await app.register(similarRoutes, { similar: services.similar });
  await app.register(suggestionsRoutes, { suggestions: services.suggestions });
  await app.register(trendingRoutes, { trending: services.trending });
  await app.register(sitemapRoutes, { sitemap: services.sitemap, publicOrigin: config.publicOrigin });
  await app.register(shareCardsRoutes, { shareCards: services.shareCards });
  await app.register(followsRoutes, { follows: services.follows });
  await app.register(followingFeedRoutes, { followingFeed: services.followingFeed });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(walletRoutes, { wallet: services.wallet });
  if (services.webhook) await app.register(stripeWebhookRoutes, { webhook: services.webhook });
  await app.register(paidSubscriptionsRoutes, { paidSubscriptions: services.paidSubscriptions });
  await app.register(accountExportRoutes, { accountExport: services.accountExport });
  await app.register(dashboardRoutes, { dashboard: services.dashboard });
  await app.register(scrapeRoutes, { scrape: services.scrape, perMinute: 30 });
  await app.register(pricesRoutes, { prices: services.prices });
  await registerSpa(app, { webDist: config.webDist, publicOrigin: config.publicOrigin, changeFeed });

  return app;
}
