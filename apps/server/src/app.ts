import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { canonicalizeUrl } from '@stylebook/extract';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { DEFAULT_SUPPORT_EMAIL, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { accessPlugin } from './plugins/access.ts';
import { authPlugin } from './plugins/auth.ts';
import { httpCachingPlugin } from './plugins/http-caching.ts';
import { registerErrorHandler, replyToClientError, replyWithError } from './plugins/errors.ts';
import { aboutRoutes } from './modules/about/about.routes.ts';
import { accountExportRepository } from './modules/account-export/account-export.repository.ts';
import { accountExportRoutes } from './modules/account-export/account-export.routes.ts';
import { createAccountExportService } from './modules/account-export/account-export.service.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createCollectionsRepository } from './modules/collections/collections.repository.ts';
import { collectionsRoutes } from './modules/collections/collections.routes.ts';
import { createCollectionsService } from './modules/collections/collections.service.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createFeaturedRepository } from './modules/featured/featured.repository.ts';
import { startFeedRebuild, type FeedRebuild } from './modules/featured/featured.rebuild.ts';
import { featuredRoutes } from './modules/featured/featured.routes.ts';
import { createRankOrders } from './modules/featured/featured.ranks.ts';
import { createFeaturedService, createFeedGenerations } from './modules/featured/featured.service.ts';
import { createFeedbackRepository } from './modules/feedback/feedback.repository.ts';
import { feedbackRoutes, type FeedbackLimits } from './modules/feedback/feedback.routes.ts';
import { createFeedbackService } from './modules/feedback/feedback.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { readOutboxCounts } from './modules/mail/mail.outbox.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { createMetricsService } from './modules/metrics/metrics.service.ts';
import { createProductCards } from './modules/products/product-cards.ts';
import { createProductsRepository } from './modules/products/products.repository.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { createProductsService } from './modules/products/products.service.ts';
import { notify } from './modules/notifications/notifications.service.ts';
import { createPriceCheck } from './modules/prices/price-check.ts';
import { createPricesRepository } from './modules/prices/prices.repository.ts';
import { pricesRoutes } from './modules/prices/prices.routes.ts';
import { createPricesService } from './modules/prices/prices.service.ts';
import { scrapeRoutes } from './modules/scrape/scrape.routes.ts';
import { createScrapeService } from './modules/scrape/scrape.service.ts';
import { createStorePageReader } from './modules/scrape/store-page.ts';
import { createAccessTokens } from './modules/identity/access-tokens.ts';
import { createAuthLimits } from './modules/identity/auth-limits.ts';
import { createGoogleSignIn } from './modules/identity/google.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { createIdentityService, loadOrCreateSigningKey } from './modules/identity/identity.service.ts';
import { outboxOnlyTransport, smtpTransport, startMailDelivery } from './modules/mail/mail.delivery.ts';
import { devMailboxRoutes } from './modules/mail/mail.routes.ts';
import { createLooksRepository } from './modules/looks/looks.repository.ts';
import { looksRoutes } from './modules/looks/looks.routes.ts';
import { createLooksService } from './modules/looks/looks.service.ts';
import { createMedia } from './modules/media/media.module.ts';
import { storeBlurredPlaceholder } from './modules/media/media.placeholder.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import type { MediaService } from './modules/media/media.service.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createSimilarRepository } from './modules/similar/similar.repository.ts';
import { similarRoutes } from './modules/similar/similar.routes.ts';
import { createSimilarService } from './modules/similar/similar.service.ts';
import { createSuggestionsRepository } from './modules/search/suggestions.repository.ts';
import { suggestionsRoutes } from './modules/search/suggestions.routes.ts';
import { createSuggestionsService } from './modules/search/suggestions.service.ts';
import { createTrendingRepository } from './modules/search/trending.repository.ts';
import { trendingRoutes } from './modules/search/trending.routes.ts';
import { createTrendingService } from './modules/search/trending.service.ts';
import { createSitemapRepository } from './modules/sitemap/sitemap.repository.ts';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.ts';
import { createSitemapService } from './modules/sitemap/sitemap.service.ts';
import { shareCardsRoutes } from './modules/share-cards/share-cards.routes.ts';
import { createShareCardsService } from './modules/share-cards/share-cards.service.ts';
import { registerSpa } from './modules/spa/spa.routes.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createSubscriptionsRepository } from './modules/subscriptions/subscriptions.repository.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { paidSubscriptionsRoutes } from './modules/paid-subscriptions/paid-subscriptions.routes.ts';
import { createChangeFeed, type ChangeFeed } from './lib/change-feed.ts';
import { createViewers } from './modules/users/users.viewers.ts';
import { roleOf } from './db/users.ts';
import { createJobPasses } from './lib/job-passes.ts';
import { oncePerInterval } from './lib/job-runs.ts';
import { startPeriodicJob, type PeriodicJob } from './lib/periodic-job.ts';
import { serializeRequestForLog } from './lib/log-redaction.ts';
import { clientKey, createSharedRateLimits } from './lib/rate-limit.ts';
import { demoPaymentProvider } from './modules/wallet/payment-provider.ts';
import { createMoney } from './modules/wallet/money.ts';
import { createStripeClient, createStripePaymentProvider } from './modules/wallet/stripe.provider.ts';
import { stripeRepository } from './modules/wallet/stripe.repository.ts';
import { stripeWebhookRoutes } from './modules/wallet/stripe-webhook.routes.ts';
import { createStripeWebhookService } from './modules/wallet/stripe-webhook.service.ts';
import { toWalletTransaction } from './modules/wallet/wallet.mapper.ts';
import { createWalletRepository } from './modules/wallet/wallet.repository.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { logFailure } from './lib/outage-log.ts';
import { registerDrain, type Drain } from './lib/drain.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What changed in the database, for this process's caches (lib/change-feed.ts). */
    changeFeed: ChangeFeed;
    /** The first part of a clean stop: server.ts runs it on SIGTERM and SIGINT (lib/drain.ts). */
    drain: Drain;
  }
}

/** Requests that may write: their reply waits until this process's caches have seen what they changed. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AppDeps {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger | boolean;
  /** The media service, when the caller shares it (server.ts hands the demo seed's deferred images to it). */
  media?: MediaService;
}

/** Routes under these take the global rate limit; share cards are public reads that may have to be drawn. */
const LIMITED_PREFIXES = ['/api/', '/identity/', '/share-cards/'];

/** Feedback per hour (DESIGN.md §6): plenty for a person with a lot to say, too few to flood support. */
const FEEDBACK_LIMITS: FeedbackLimits = { perPersonPerHour: 5, perIpPerHour: 10 };
/** Feedback attachment presigns per hour per IP for signed-out visitors, the only uploads they may make. */
const VISITOR_UPLOADS_PER_HOUR = 10;

/** How often searches older than trending reads are dropped. */
const SEARCH_HISTORY_PRUNE_SECONDS = 60 * 60;

/** How often expired upload grants and the bytes nobody claimed are deleted. */
const UPLOAD_CLEAN_UP_SECONDS = 60 * 60;

/** Account exports per person per hour: each one reads the whole account. */
const ACCOUNT_EXPORTS_PER_HOUR = 10;

/** Paths whose values must never reach the logs. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];
/** Requests are logged with the secrets of their query (email-link codes, extension tokens) taken out. */
const LOG_SERIALIZERS = { req: serializeRequestForLog };

export async function buildApp({
  config,
  database,
  logger,
  media: sharedMedia,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance:
      typeof logger === 'object' ? logger.child({}, { serializers: LOG_SERIALIZERS }) : undefined,
    logger:
      typeof logger === 'object'
        ? undefined
        : logger === false
          ? false
          : { level: config.logLevel, redact: REDACT, serializers: LOG_SERIALIZERS },
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
  const sharedRateLimits = config.redisUrl ? createSharedRateLimits(config.redisUrl, app.log) : undefined;
  if (sharedRateLimits) {
    app.addHook('onReady', () => sharedRateLimits.firstConnection);
    app.addHook('onClose', () => sharedRateLimits.close());
  }
  await app.register(rateLimit, {
    ...(sharedRateLimits && { store: sharedRateLimits.store }),
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Every limit that counts clients by address inherits it, route limits and named hooks alike.
    keyGenerator: clientKey,
    // Limits guard the API; images and the app's static files are cheap and cached. Decided by the route
    // Fastify matched, not the target as sent: `/%69dentity/sign-in` and `http://host/identity/sign-in`
    // reach the same handler and spend the same budget (docs/decisions.md, rate limits).
    allowList: (request) => !LIMITED_PREFIXES.some((prefix) => request.routeOptions.url?.startsWith(prefix)),
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

  const { db } = database;
  const changeFeed = createChangeFeed(db, app.log, {
    pollIntervalMs: config.changePollMs,
    listen: database.listen,
  });
  await changeFeed.start();
  app.decorate('changeFeed', changeFeed);
  app.addHook('onClose', () => changeFeed.stop());
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
  // Read your own writes: other processes see a write within a poll interval, this one before it answers.
  app.addHook('onSend', async (request, reply) => {
    // A refused write changed nothing, and its reply must not wait (a 413 answers a body still streaming).
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    await changeFeed
      .poll()
      .catch((error: unknown) => logFailure(request.log, error, 'change feed read failed'));
  });
  const media = sharedMedia ?? createMedia(config, db);
  const featuredRepository = createFeaturedRepository(db);
  const productsRepository = createProductsRepository(db);
  const productCards = createProductCards({ feed: changeFeed, repository: productsRepository });
  const feedGenerations = createFeedGenerations({ db, repository: featuredRepository });
  const featured = createFeaturedService({
    repository: featuredRepository,
    generations: feedGenerations,
    feed: changeFeed,
    rankOrders: createRankOrders(
      featuredRepository,
      app.log,
      changeFeed.cacheUse.countsOf('featured-rank-orders'),
    ),
    productCards,
  });
  // Started once the app is ready, which server.ts reaches only after the demo seed: a tick during a slow
  // seed would build a feed generation of a half-seeded catalogue and serve it until the next tick.
  let feedRebuild: FeedRebuild | undefined;
  app.addHook('onReady', async () => {
    feedRebuild = startFeedRebuild(feedGenerations, config.feedRebuildSeconds, app.log, jobPasses);
  });
  app.addHook('onClose', async () => feedRebuild?.stop());
  const accessTokens = await createAccessTokens(await loadOrCreateSigningKey(db), config.publicOrigin);
  const mailIsEmbedded = !config.smtpUrl;
  const mailDelivery = startMailDelivery(
    db,
    config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : outboxOnlyTransport(app.log, `${config.publicOrigin}/dev/mailbox`),
    app.log,
    jobPasses,
  );
  app.addHook('onClose', () => mailDelivery.stop());
  const identity = createIdentityService({
    db,
    accessTokens,
    publicOrigin: config.publicOrigin,
    mailQueued: () => void mailDelivery.wake(),
    feed: changeFeed,
  });
  const google = config.google
    ? createGoogleSignIn(config.google, `${config.publicOrigin}/identity/google/callback`, db)
    : undefined;
  const collectionsRepository = createCollectionsRepository(db);
  const looksRepository = createLooksRepository(db);
  const collections = createCollectionsService({
    db,
    repository: collectionsRepository,
    looks: looksRepository,
    previews: featuredRepository,
    claimCover: async (ownerId, url) => void (await media.claimImages(ownerId, [url], 'collectionCover')),
    makePlaceholder: (collectionId, ownerId, sourceUrl) =>
      storeBlurredPlaceholder(media, collectionId, ownerId, sourceUrl),
  });
  const looks = createLooksService({
    db,
    repository: looksRepository,
    collections: collectionsRepository,
    requireOwnCollection: collections.requireOwned,
    claimCover: async (ownerId, url) => void (await media.claimImages(ownerId, [url], 'lookCover')),
  });
  const products = createProductsService({
    db,
    repository: productsRepository,
    claimImages: async (ownerId, urls, kind) => void (await media.claimImages(ownerId, urls, kind)),
    canonicalizeUrl,
    requireOwnCollection: collections.requireOwned,
    requireOwnLook: looks.requireOwned,
    fileIntoCollection: (collectionId, productId, executor) =>
      collectionsRepository.addProduct(collectionId, productId, executor),
    refreshCollectionPlaceholder: collections.refreshPlaceholder,
    feed: changeFeed,
    owners: productCards.owners,
  });
  const subscriptionsRepository = createSubscriptionsRepository(db);
  const subscriptions = createSubscriptionsService({ db, repository: subscriptionsRepository });
  const viewers = createViewers({ db, changes: changeFeed });
  const search = createSearchService({
    repository: createSearchRepository(db),
    collections,
    changes: changeFeed,
    viewers,
    productCards,
  });
  const similar = createSimilarService({
    repository: createSimilarRepository(db),
    collections,
    productCards,
    viewers,
    changes: changeFeed,
  });
  const stripe = config.stripe && { ...config.stripe, client: createStripeClient(config.stripe) };
  if (!stripe && config.nodeEnv === 'production') {
    app.log.warn('PAYMENTS=demo: top-ups are credited without taking money (the demo provider)');
  }
  const { wallet, paidSubscriptions, settleForDeletion } = createMoney({
    db,
    provider: stripe
      ? createStripePaymentProvider({
          stripe: stripe.client,
          repository: stripeRepository,
          publicOrigin: config.publicOrigin,
          log: app.log,
        })
      : demoPaymentProvider,
    publicOrigin: config.publicOrigin,
    mailQueued: () => void mailDelivery.wake(),
  });
  const accounts = createAccountsService({
    db,
    identity,
    accessTokens,
    media,
    settleMoneyForDeletion: settleForDeletion,
  });
  // Renewals start with the app, as the feed rebuild does; every process may run them (SKIP LOCKED).
  let renewals: PeriodicJob | undefined;
  app.addHook('onReady', async () => {
    renewals = startPeriodicJob(
      'subscription renewals',
      config.renewalIntervalSeconds,
      async () => void (await paidSubscriptions.renewDueSubscriptions()),
      app.log,
      jobPasses,
    );
  });
  app.addHook('onClose', async () => renewals?.stop());
  const notifications = createNotificationsService({
    db,
    repository: createNotificationsRepository(db),
    publicOrigin: config.publicOrigin,
    mailQueued: () => void mailDelivery.wake(),
  });
  // The notifications mail, like renewals, runs in every process (SKIP LOCKED).
  let digests: PeriodicJob | undefined;
  app.addHook('onReady', async () => {
    digests = startPeriodicJob(
      'notification mail',
      config.notificationDigestSeconds,
      async () => void (await notifications.mailDueDigests()),
      app.log,
      jobPasses,
    );
  });
  app.addHook('onClose', async () => digests?.stop());
  const users = createUsersService({
    accounts,
    collections,
    follows: subscriptionsRepository,
    paidSubscriptions,
    changes: changeFeed,
    viewers,
  });

  await app.register(authPlugin, {
    accessTokens,
    liveSession: (claims) => identity.liveSession(claims),
  });
  await app.register(healthRoutes, { database, drain: app.drain });
  await app.register(aboutRoutes, { config });
  const authLimits = createAuthLimits(app, config.authRateLimit);
  await app.register(identityRoutes, {
    identity,
    limits: authLimits,
    google,
    accessTokens,
    publicOrigin: config.publicOrigin,
  });
  await app.register(accountsRoutes, {
    accounts,
    limits: authLimits,
    registrationsPerHour: config.authRateLimit.perIp,
  });
  // The embedded mailbox shows every sign-in code, so it never exists beside real mail or in production.
  if (mailIsEmbedded && config.nodeEnv !== 'production') await app.register(devMailboxRoutes, { db });
  // One sweep an interval across all processes: it lists the whole incoming/ prefix.
  let uploadCleanUp: PeriodicJob | undefined;
  app.addHook('onReady', async () => {
    uploadCleanUp = startPeriodicJob(
      'upload clean-up',
      UPLOAD_CLEAN_UP_SECONDS,
      oncePerInterval(db, 'upload clean-up', UPLOAD_CLEAN_UP_SECONDS, async () => {
        const removed = await media.cleanUpUploads(new Date());
        if (removed.grants + removed.objects > 0) app.log.info(removed, 'cleaned up uploads');
      }),
      app.log,
      jobPasses,
    );
  });
  app.addHook('onClose', async () => uploadCleanUp?.stop());
  await app.register(mediaRoutes, {
    media,
    uploadsPerHour: config.uploadsPerHour,
    visitorUploadsPerHour: VISITOR_UPLOADS_PER_HOUR,
  });
  if (!mailIsEmbedded && config.supportEmail === DEFAULT_SUPPORT_EMAIL) {
    app.log.warn(`SUPPORT_EMAIL is not set: feedback is mailed to ${DEFAULT_SUPPORT_EMAIL}`);
  }
  const feedback = createFeedbackService({
    db,
    repository: createFeedbackRepository(db),
    claimAttachment: async (ownerId, url) =>
      void (await media.claimImages(ownerId, [url], 'feedbackAttachment')),
    supportEmail: config.supportEmail,
    publicOrigin: config.publicOrigin,
    mailQueued: () => void mailDelivery.wake(),
  });
  await app.register(feedbackRoutes, { feedback, limits: FEEDBACK_LIMITS });
  await app.register(featuredRoutes, { featured });
  await app.register(productsRoutes, { products });
  await app.register(collectionsRoutes, { collections });
  await app.register(looksRoutes, { looks });
  await app.register(usersRoutes, { users, search });
  await app.register(searchRoutes, { search });
  await app.register(similarRoutes, { similar });
  await app.register(suggestionsRoutes, {
    suggestions: createSuggestionsService({
      repository: createSuggestionsRepository(db),
      collections,
      changes: changeFeed,
      viewers,
    }),
  });
  const trending = createTrendingService({
    repository: createTrendingRepository(db),
    search,
    cacheSeconds: config.trendingCacheSeconds,
    cacheCounts: changeFeed.cacheUse.countsOf('trending'),
  });
  await app.register(trendingRoutes, { trending });
  let historyPrune: PeriodicJob | undefined;
  app.addHook('onReady', async () => {
    historyPrune = startPeriodicJob(
      'search history prune',
      SEARCH_HISTORY_PRUNE_SECONDS,
      oncePerInterval(db, 'search history prune', SEARCH_HISTORY_PRUNE_SECONDS, trending.prune),
      app.log,
      jobPasses,
    );
  });
  app.addHook('onClose', async () => historyPrune?.stop());
  await app.register(sitemapRoutes, {
    sitemap: createSitemapService({ repository: createSitemapRepository(db) }),
    publicOrigin: config.publicOrigin,
  });
  await app.register(shareCardsRoutes, {
    shareCards: createShareCardsService({ feed: changeFeed, products, looks, collections, users, media }),
  });
  await app.register(subscriptionsRoutes, { subscriptions });
  await app.register(notificationsRoutes, { notifications });
  await app.register(walletRoutes, { wallet });
  if (stripe) {
    const webhook = createStripeWebhookService({
      db,
      stripe: stripe.client,
      webhookSecret: stripe.webhookSecret,
      repository: stripeRepository,
      creditTopUp: wallet.creditTopUp,
      log: app.log,
    });
    await app.register(stripeWebhookRoutes, { webhook });
  }
  await app.register(paidSubscriptionsRoutes, { paidSubscriptions });
  const accountExport = createAccountExportService({
    db,
    repository: accountExportRepository,
    walletTransactions: async (tx, userId) => {
      const ledger = createWalletRepository(tx);
      const all = { limit: await ledger.countEntries(userId), offset: 0 };
      return (await ledger.listEntries(userId, all)).map(toWalletTransaction);
    },
  });
  await app.register(accountExportRoutes, { accountExport, perHour: ACCOUNT_EXPORTS_PER_HOUR });
  await app.register(dashboardRoutes, {
    dashboard: createDashboardService({
      repository: createDashboardRepository(db),
      roleOf: (userId) => roleOf(db, userId),
    }),
  });
  if (config.scrapeAllowLoopback) {
    app.log.warn('SCRAPE_ALLOW_LOOPBACK is set: the scraper may fetch loopback addresses (tests only)');
  }
  // One guarded reader of store pages for the scraper and the price job.
  const storePages = createStorePageReader({
    allowLoopback: config.scrapeAllowLoopback,
    timeoutMs: config.scrapeTimeoutMs,
  });
  const scrape = createScrapeService({ media, reader: storePages });
  await app.register(scrapeRoutes, { scrape, perMinute: 30 });
  const pricesRepository = createPricesRepository(db);
  await app.register(pricesRoutes, {
    prices: createPricesService({
      repository: pricesRepository,
      productCards,
      freshnessSeconds: config.priceCheck.freshnessSeconds,
    }),
  });
  const priceCheck = createPriceCheck({
    db,
    repository: pricesRepository,
    reader: storePages,
    config: config.priceCheck,
    notify,
    log: app.log,
  });
  // Like renewals: every process runs it, and claims pages with SKIP LOCKED.
  let priceChecks: PeriodicJob | undefined;
  app.addHook('onReady', async () => {
    priceChecks = startPeriodicJob(
      'price checks',
      config.priceCheck.intervalSeconds,
      async () => void (await priceCheck.runDue()),
      app.log,
      jobPasses,
    );
  });
  app.addHook('onClose', async () => priceChecks?.stop());
  await registerSpa(app, { webDist: config.webDist, publicOrigin: config.publicOrigin, changeFeed });

  return app;
}
