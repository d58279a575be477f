import path from 'node:path';
import { fileURLToPath } from 'node:url';

// src/config.ts and the bundled dist/server.js sit at the same depth under apps/server.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  nodeEnv: string;
  host: string;
  port: number;
  /**
   * Which proxies may say who the client is (X-Forwarded-For), as Fastify's `trustProxy` takes it: false
   * (the default: the socket's peer is the client), true (every hop), or the proxies' addresses and CIDR
   * ranges. Trusting a header anyone can send would let one client pick its own address, and so its own
   * rate limits.
   */
  trustProxy: boolean | string;
  /** Origin used in links the server writes (mail, sitemap). */
  publicOrigin: string;
  /** Root of the embedded storage: PGlite files in db/, media in media/. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  /** The built SPA; served with history fallback when it exists. */
  webDist: string;
  rateLimitPerMinute: number;
  /**
   * `redis://…` (REDIS_URL): every API process counts rate limits there, so N processes allow what one does.
   * Absent means each process counts its own; so does a process whose Redis is unreachable, until it is back.
   */
  redisUrl: string | undefined;
  /** Sign-in and mail-sending requests per 15 minutes, per IP and per email address. */
  authRateLimit: { perIp: number; perEmail: number };
  /** `smtp://…` to send mail; absent means embedded mode (outbox only, readable at /dev/mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Where feedback from /settings/feedback is mailed (SUPPORT_EMAIL); `support@stylebook.local` by default,
   * which the embedded mailbox shows. Set it whenever SMTP_URL is set, or feedback goes nowhere.
   */
  supportEmail: string;
  /**
   * How often the notifications mail job looks for people due their mail (NOTIFICATION_DIGEST_SECONDS): a
   * person's first notification mail goes out within this time, later ones 24 hours apart at least.
   */
  notificationDigestSeconds: number;
  /** Google sign-in (OpenID Connect); off unless a client id and secret are set. */
  google: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** An S3-compatible object store for media; absent means local disk under `<dataDir>/media`. */
  s3: S3Config | undefined;
  /**
   * Signs the app's own upload URLs (local disk storage only). Absent means a random secret created on first
   * start and kept in `<dataDir>/upload-secret`.
   */
  uploadSigningSecret: string | undefined;
  /** Presigned uploads per hour, per person. */
  uploadsPerHour: number;
  /** Lets the scraper fetch loopback addresses (SCRAPE_ALLOW_LOOPBACK=1): tests only, refused in production. */
  scrapeAllowLoopback: boolean;
  /** Time budget of one scrape fetch; 8 s (DESIGN.md §6). Not read from the environment: tests shorten it. */
  scrapeTimeoutMs: number;
  /** How often the Featured feeds are rebuilt when their contents changed (DESIGN.md §6). */
  feedRebuildSeconds: number;
  /**
   * How often each process renews, ends or retries due paid subscriptions (RENEWAL_INTERVAL_SECONDS, default
   * 60). The reliability run shortens it so renewals race the money moves it sends.
   */
  renewalIntervalSeconds: number;
  /**
   * Stripe Checkout top-ups; absent means the demo provider, which credits at once without taking money. In
   * production it is absent only when PAYMENTS=demo says so (loadPayments).
   */
  stripe: StripeConfig | undefined;
  /**
   * How often each process reads the database's change log to drop what it cached (lib/change-feed.ts): how
   * stale a cached card may be after another process's write.
   */
  changePollMs: number;
  /**
   * How long each process serves one reading of trending searches and popular brands: they move over days.
   * Not read from the environment: tests read every time.
   */
  trendingCacheSeconds: number;
  /** The job that re-reads watched products' prices (modules/prices). */
  priceCheck: PriceCheckConfig;
  /**
   * A bearer token that opens /metrics to a scraper on another machine (METRICS_TOKEN); absent, only this
   * machine may read it.
   */
  metricsToken: string | undefined;
}

/**
 * How politely and how often watched store pages are re-read. The defaults read a page twice a day, ask one
 * store at most once every 10 seconds and make at most 5,000 requests a day in all (about one every 17 s).
 */
export interface PriceCheckConfig {
  /**
   * How often each process looks for due pages (PRICE_CHECK_INTERVAL_SECONDS, default 15); a page waiting for
   * its store's next slot is read in a later pass.
   */
  intervalSeconds: number;
  /** A page is due once its last read is this old (PRICE_FRESHNESS_SECONDS, default 12 hours). */
  freshnessSeconds: number;
  /** At most one request to one store per this many seconds (PRICE_HOST_SPACING_SECONDS, default 10). */
  hostSpacingSeconds: number;
  /** Requests to stores per UTC day, all processes together (PRICE_DAILY_FETCHES, default 5,000). */
  dailyFetches: number;
  /** The wait after a failed read, doubled for each failure in a row, at most a day (5 minutes). */
  failureBackoffSeconds: number;
  /** The wait after a store blocked the job, doubled for each block in a row, at most 30 days (6 hours). */
  blockBackoffSeconds: number;
  /** How long a store's robots.txt is kept before it is fetched again (a day). */
  robotsTtlSeconds: number;
}

export interface StripeConfig {
  /** `sk_test_…` or `sk_live_…`. */
  secretKey: string;
  /** `whsec_…`: checks the signature of every webhook delivery. */
  webhookSecret: string;
  /**
   * Where the Stripe API is, e.g. `http://127.0.0.1:4010`; absent means Stripe itself. Not read from the
   * environment: only tests point the client at a local peer.
   */
  apiBase: string | undefined;
}

export interface S3Config {
  bucket: string;
  /** Absent means AWS itself; set it for MinIO, R2, s3rver and the like. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path instead of the host name, as most non-AWS stores need. */
  forcePathStyle: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const scrapeAllowLoopback = env.SCRAPE_ALLOW_LOOPBACK === '1';
  if (scrapeAllowLoopback && env.NODE_ENV === 'production') {
    throw new Error('SCRAPE_ALLOW_LOOPBACK must not be set in production');
  }
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    // The embedded mode is a single machine's app: it stays on loopback unless told otherwise.
    host: env.HOST || (databaseUrl ? '0.0.0.0' : '127.0.0.1'),
    port,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    dataDir,
    databaseUrl,
    seedDemo: env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 600),
    redisUrl: env.REDIS_URL || undefined,
    authRateLimit: {
      perIp: Number(env.AUTH_RATE_LIMIT_IP ?? 30),
      perEmail: Number(env.AUTH_RATE_LIMIT_EMAIL ?? 10),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Stylebook <no-reply@stylebook.local>',
    supportEmail: parseSupportEmail(env.SUPPORT_EMAIL),
    notificationDigestSeconds: parseSeconds(
      'NOTIFICATION_DIGEST_SECONDS',
      env.NOTIFICATION_DIGEST_SECONDS,
      60,
    ),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER ?? 'https://accounts.google.com',
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    uploadSigningSecret: env.UPLOAD_SIGNING_SECRET || undefined,
    uploadsPerHour: Number(env.UPLOADS_PER_HOUR ?? 300),
    scrapeAllowLoopback,
    scrapeTimeoutMs: 8_000,
    feedRebuildSeconds: Number(env.FEED_REBUILD_SECONDS ?? 30),
    renewalIntervalSeconds: parseSeconds('RENEWAL_INTERVAL_SECONDS', env.RENEWAL_INTERVAL_SECONDS, 60),
    stripe: loadPayments(env),
    changePollMs: Number(env.CHANGE_POLL_MS ?? 250),
    trendingCacheSeconds: 300,
    priceCheck: {
      intervalSeconds: parseSeconds('PRICE_CHECK_INTERVAL_SECONDS', env.PRICE_CHECK_INTERVAL_SECONDS, 15),
      freshnessSeconds: parseSeconds('PRICE_FRESHNESS_SECONDS', env.PRICE_FRESHNESS_SECONDS, 12 * 60 * 60),
      hostSpacingSeconds: parseSeconds('PRICE_HOST_SPACING_SECONDS', env.PRICE_HOST_SPACING_SECONDS, 10),
      dailyFetches: parsePositiveInteger('PRICE_DAILY_FETCHES', env.PRICE_DAILY_FETCHES, 5_000),
      failureBackoffSeconds: 5 * 60,
      blockBackoffSeconds: 6 * 60 * 60,
      robotsTtlSeconds: 24 * 60 * 60,
    },
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}

/** A positive number of seconds, or `fallback` when unset: a timer of NaN seconds would fire at once, forever. */
function parseSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const seconds = Number(value);
  if (!(seconds > 0)) throw new Error(`${name} must be a positive number of seconds (got '${value}')`);
  return seconds;
}

/** A whole number above 0, or `fallback` when unset. */
function parsePositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) {
    throw new Error(`${name} must be a whole number above 0 (got '${value}')`);
  }
  return number;
}

export const DEFAULT_SUPPORT_EMAIL = 'support@stylebook.local';

/** One plain address (no display name, no list): it is the To of every feedback mail. */
export function parseSupportEmail(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return DEFAULT_SUPPORT_EMAIL;
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(trimmed)) {
    throw new Error(`SUPPORT_EMAIL must be one email address, e.g. support@example.com (got '${trimmed}')`);
  }
  return trimmed.toLowerCase();
}

/**
 * `PAYMENTS`: unset takes Stripe when its keys are set and the demo provider otherwise, except in production,
 * where a demo that credits free money must be asked for by name (`PAYMENTS=demo`) and Stripe is the rule.
 * `stripe` insists on the keys; `demo` refuses them, so one setting never means two providers.
 */
function loadPayments(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const payments = env.PAYMENTS?.trim() || undefined;
  if (payments !== undefined && payments !== 'stripe' && payments !== 'demo') {
    throw new Error(`PAYMENTS must be 'stripe' or 'demo' (got '${payments}')`);
  }
  const stripe = loadStripeConfig(env);
  if (payments === 'demo') {
    if (stripe) {
      throw new Error('PAYMENTS=demo takes no STRIPE_SECRET_KEY: unset the Stripe keys or PAYMENTS');
    }
    return undefined;
  }
  if (!stripe && (payments === 'stripe' || env.NODE_ENV === 'production')) {
    throw new Error(
      'Payments need Stripe: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=demo for the demo provider, which credits top-ups without taking money',
    );
  }
  return stripe;
}

/** Both keys or neither: a key without the webhook secret would take payments it could never credit. */
function loadStripeConfig(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret) {
    throw new Error(
      'Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or neither, for the demo)',
    );
  }
  return { secretKey, webhookSecret, apiBase: undefined };
}

/**
 * `TRUST_PROXY`: unset, `0` or `false` trusts no proxy; `true` every hop; else the proxies' addresses and
 * CIDR ranges (or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`), comma-separated. A hop count
 * is refused: it cannot tell a proxy from a client that sends the header itself, and Fastify ignores it.
 */
export function parseTrustProxy(value: string | undefined): boolean | string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === '0' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) {
    throw new Error("TRUST_PROXY takes the proxies' addresses (e.g. 10.0.0.0/8), not a hop count");
  }
  return trimmed;
}
