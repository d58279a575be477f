import { canonicalizeUrl } from '@stylebook/extract';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_SUPPORT_EMAIL, type Config } from './config.ts';
import type { Db } from './db/client.ts';
import { roleOf } from './db/users.ts';
import type { ChangeFeed } from './lib/change-feed.ts';
import type { JobPasses } from './lib/job-passes.ts';
import { accountExportRepository } from './modules/account-export/account-export.repository.ts';
import { createAccountExportService } from './modules/account-export/account-export.service.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createCollectionsRepository } from './modules/collections/collections.repository.ts';
import { createCollectionsService } from './modules/collections/collections.service.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createRankOrders } from './modules/featured/featured.ranks.ts';
import { createFeaturedRepository } from './modules/featured/featured.repository.ts';
import { createFeaturedService, createFeedGenerations } from './modules/featured/featured.service.ts';
import { createFeedbackRepository } from './modules/feedback/feedback.repository.ts';
import { createFeedbackService } from './modules/feedback/feedback.service.ts';
import { createBlocksRepository } from './modules/blocks/blocks.repository.ts';
import { createBlocksService } from './modules/blocks/blocks.service.ts';
import { createModerationRepository } from './modules/moderation/moderation.repository.ts';
import { createModerationService } from './modules/moderation/moderation.service.ts';
import { createReportsRepository } from './modules/reports/reports.repository.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createAccessTokens } from './modules/identity/access-tokens.ts';
import { createGoogleSignIn } from './modules/identity/google.ts';
import { createIdentityService, loadOrCreateSigningKey } from './modules/identity/identity.service.ts';
import { createLooksRepository } from './modules/looks/looks.repository.ts';
import { createLooksService } from './modules/looks/looks.service.ts';
import { outboxOnlyTransport, smtpTransport, startMailDelivery } from './modules/mail/mail.delivery.ts';
import { createMedia } from './modules/media/media.module.ts';
import { storeBlurredPlaceholder } from './modules/media/media.placeholder.ts';
import type { MediaService } from './modules/media/media.service.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createNotificationsService, notify } from './modules/notifications/notifications.service.ts';
import { createPaidSubscriptionsRepository } from './modules/paid-subscriptions/paid-subscriptions.repository.ts';
import { createPaidSubscriptionsService } from './modules/paid-subscriptions/paid-subscriptions.service.ts';
import { createProRataRefunds } from './modules/paid-subscriptions/refunds.ts';
import { createPriceCheck } from './modules/prices/price-check.ts';
import { createPricesRepository } from './modules/prices/prices.repository.ts';
import { createPricesService } from './modules/prices/prices.service.ts';
import { createCardsRepository } from './modules/cards/cards.repository.ts';
import { createProductCards } from './modules/cards/product-cards.ts';
import { createProductsRepository } from './modules/products/products.repository.ts';
import { createProductsService } from './modules/products/products.service.ts';
import { createScrapeService } from './modules/scrape/scrape.service.ts';
import { createStorePageReader } from './modules/scrape/store-page.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { createSuggestionsRepository } from './modules/search/suggestions.repository.ts';
import { createSuggestionsService } from './modules/search/suggestions.service.ts';
import { createTrendingRepository } from './modules/search/trending.repository.ts';
import { createTrendingService } from './modules/search/trending.service.ts';
import { createShareCardsService } from './modules/share-cards/share-cards.service.ts';
import { createSimilarRepository } from './modules/similar/similar.repository.ts';
import { createSimilarService } from './modules/similar/similar.service.ts';
import { createSitemapRepository } from './modules/sitemap/sitemap.repository.ts';
import { createSitemapService } from './modules/sitemap/sitemap.service.ts';
import { createFollowsRepository } from './modules/follows/follows.repository.ts';
import { createFollowsService } from './modules/follows/follows.service.ts';
import { createFollowingFeedRepository } from './modules/following-feed/following-feed.repository.ts';
import { createFollowingFeedService } from './modules/following-feed/following-feed.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createViewers } from './modules/users/users.viewers.ts';
import type { Ledger } from './modules/wallet/ledger.ts';
import { createMoney } from './modules/wallet/money.ts';
import { demoPaymentProvider, type PaymentProvider } from './modules/wallet/payment-provider.ts';
import { createStripeWebhookService } from './modules/wallet/stripe-webhook.service.ts';
import { createStripeClient, createStripePaymentProvider } from './modules/wallet/stripe.provider.ts';
import { stripeRepository } from './modules/wallet/stripe.repository.ts';
import { toWalletTransaction } from './modules/wallet/wallet.mapper.ts';
import { createWalletRepository } from './modules/wallet/wallet.repository.ts';

export interface MoneyServicesDeps {
  db: Db;
  provider: PaymentProvider;
  publicOrigin: string;
  /** Called after a transaction that queued mail commits. */
  mailQueued: () => void;
  /** Tests pass a ledger that crashes part-way. */
  ledger?: Ledger;
}

/**
 * The wallet, and the paid subscriptions that charge and refund through its ledger and idempotency store:
 * as the app, the demo seed and tests use them.
 */
export function createMoneyServices({ db, provider, publicOrigin, mailQueued, ledger }: MoneyServicesDeps) {
  const money = createMoney({ db, provider, ledger });
  const paidSubscriptionsRepository = createPaidSubscriptionsRepository(db);
  return {
    wallet: money.wallet,
    paidSubscriptions: createPaidSubscriptionsService({
      db,
      repository: paidSubscriptionsRepository,
      ledger: money.ledger,
      idempotency: money.idempotency,
      roleOf: (userId) => roleOf(db, userId),
      publicOrigin,
      mailQueued,
    }),
    refunds: createProRataRefunds({
      ledger: money.ledger,
      wallets: money.wallets,
      subscriptions: paidSubscriptionsRepository,
    }),
  };
}

export interface ServicesDeps {
  config: Config;
  db: Db;
  changeFeed: ChangeFeed;
  /** Where the mail delivery counts its passes (the metrics' jobs). */
  jobPasses: JobPasses;
  log: FastifyBaseLogger;
  /** The media service, when the caller shares it (server.ts hands the demo seed's deferred images to it). */
  media?: MediaService;
}

/** Every service of the app, each given only what it uses. */
export async function createServices({ config, db, changeFeed, jobPasses, log, ...shared }: ServicesDeps) {
  const { publicOrigin } = config;
  const media = shared.media ?? createMedia(config, db);
  const featuredRepository = createFeaturedRepository(db);
  const cardsRepository = createCardsRepository(db);
  const productsRepository = createProductsRepository(db);
  const productCards = createProductCards({ feed: changeFeed, repository: cardsRepository });
  const feedGenerations = createFeedGenerations({ db, repository: featuredRepository });
  const viewers = createViewers({ db, changes: changeFeed });
  const featured = createFeaturedService({
    repository: featuredRepository,
    previews: cardsRepository,
    generations: feedGenerations,
    feed: changeFeed,
    rankOrders: createRankOrders(
      featuredRepository,
      log,
      changeFeed.cacheUse.countsOf('featured-rank-orders'),
    ),
    productCards,
    viewers,
  });
  const accessTokens = await createAccessTokens(await loadOrCreateSigningKey(db), publicOrigin);
  const mailDelivery = startMailDelivery(
    db,
    config.smtpUrl
      ? smtpTransport(config.smtpUrl, config.mailFrom)
      : outboxOnlyTransport(log, `${publicOrigin}/dev/mailbox`),
    log,
    jobPasses,
  );
  const mailQueued = () => void mailDelivery.wake();
  const identity = createIdentityService({
    db,
    accessTokens,
    publicOrigin,
    mailQueued,
    feed: changeFeed,
    moderatorEmails: config.moderatorEmails,
  });
  const google = config.google
    ? createGoogleSignIn(config.google, `${publicOrigin}/identity/google/callback`, db)
    : undefined;
  const collectionsRepository = createCollectionsRepository(db);
  const looksRepository = createLooksRepository(db);
  const collections = createCollectionsService({
    db,
    repository: collectionsRepository,
    looks: looksRepository,
    previews: cardsRepository,
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
  const followsRepository = createFollowsRepository(db);
  const follows = createFollowsService({ db, repository: followsRepository });
  const followingFeed = createFollowingFeedService({
    repository: createFollowingFeedRepository(db),
    previews: cardsRepository,
    productCards,
    viewers,
  });
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
    log.warn('PAYMENTS=demo: top-ups are credited without taking money (the demo provider)');
  }
  const { wallet, paidSubscriptions, refunds } = createMoneyServices({
    db,
    provider: stripe
      ? createStripePaymentProvider({
          stripe: stripe.client,
          repository: stripeRepository,
          publicOrigin,
          log,
        })
      : demoPaymentProvider,
    publicOrigin,
    mailQueued,
  });
  const accounts = createAccountsService({ db, identity, accessTokens, media, refunds, wallet });
  const notifications = createNotificationsService({
    db,
    repository: createNotificationsRepository(db),
    publicOrigin,
    mailQueued,
  });
  const users = createUsersService({
    accounts,
    collections,
    follows: followsRepository,
    paidSubscriptions,
    changes: changeFeed,
    viewers,
  });
  if (config.smtpUrl && config.supportEmail === DEFAULT_SUPPORT_EMAIL) {
    log.warn(`SUPPORT_EMAIL is not set: feedback is mailed to ${DEFAULT_SUPPORT_EMAIL}`);
  }
  const feedback = createFeedbackService({
    db,
    repository: createFeedbackRepository(db),
    claimAttachment: async (ownerId, url) =>
      void (await media.claimImages(ownerId, [url], 'feedbackAttachment')),
    supportEmail: config.supportEmail,
    publicOrigin,
    mailQueued,
  });
  const reports = createReportsService({ repository: createReportsRepository(db) });
  const blocks = createBlocksService({ db, repository: createBlocksRepository(db), refunds });
  const moderation = createModerationService({
    db,
    repository: createModerationRepository(db),
    refunds,
    mailQueued,
  });
  const suggestions = createSuggestionsService({
    repository: createSuggestionsRepository(db),
    collections,
    changes: changeFeed,
    viewers,
  });
  const trending = createTrendingService({
    repository: createTrendingRepository(db),
    search,
    cacheSeconds: config.trendingCacheSeconds,
    cacheCounts: changeFeed.cacheUse.countsOf('trending'),
  });
  const sitemap = createSitemapService({ repository: createSitemapRepository(db) });
  const shareCards = createShareCardsService({
    feed: changeFeed,
    products,
    looks,
    collections,
    users,
    media,
  });
  const webhook =
    stripe &&
    createStripeWebhookService({
      db,
      stripe: stripe.client,
      webhookSecret: stripe.webhookSecret,
      repository: stripeRepository,
      creditTopUp: wallet.creditTopUp,
      log,
    });
  const accountExport = createAccountExportService({
    db,
    repository: accountExportRepository,
    walletTransactions: async (tx, userId) => {
      const ledger = createWalletRepository(tx);
      const all = { limit: await ledger.countEntries(userId), offset: 0 };
      return (await ledger.listEntries(userId, all)).map(toWalletTransaction);
    },
  });
  const dashboard = createDashboardService({
    repository: createDashboardRepository(db),
    roleOf: (userId) => roleOf(db, userId),
  });
  if (config.scrapeAllowLoopback) {
    log.warn('SCRAPE_ALLOW_LOOPBACK is set: the scraper may fetch loopback addresses (tests only)');
  }
  // One guarded reader of store pages for the scraper and the price job.
  const storePages = createStorePageReader({
    allowLoopback: config.scrapeAllowLoopback,
    timeoutMs: config.scrapeTimeoutMs,
  });
  const scrape = createScrapeService({ media, reader: storePages });
  const pricesRepository = createPricesRepository(db);
  const prices = createPricesService({
    repository: pricesRepository,
    productCards,
    freshnessSeconds: config.priceCheck.freshnessSeconds,
  });
  const priceCheck = createPriceCheck({
    db,
    repository: pricesRepository,
    reader: storePages,
    config: config.priceCheck,
    notify,
    log,
  });
  return {
    media,
    featured,
    feedGenerations,
    accessTokens,
    mailDelivery,
    identity,
    google,
    collections,
    looks,
    products,
    follows,
    followingFeed,
    search,
    similar,
    wallet,
    paidSubscriptions,
    accounts,
    notifications,
    users,
    feedback,
    reports,
    blocks,
    moderation,
    viewers,
    suggestions,
    trending,
    sitemap,
    shareCards,
    webhook,
    accountExport,
    dashboard,
    scrape,
    prices,
    priceCheck,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
