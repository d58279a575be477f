import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  /**
   * A direct connection to the same PostgreSQL (DATABASE_DIRECT_URL) for what needs a session of its own: the
   * change feed's LISTEN and the migration lock, when DATABASE_URL is a transaction pooler (docs/scaling.md,
   * stage 3). Absent means DATABASE_URL serves them too.
   */
  databaseDirectUrl: string | undefined;
  /** PostgreSQL's `statement_timeout` on the app's connections (DATABASE_STATEMENT_TIMEOUT_MS). */
  databaseStatementTimeoutMs: number;
  /** PostgreSQL's `idle_in_transaction_session_timeout` (DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS). */
  databaseIdleInTransactionTimeoutMs: number;
  /** The bearer token that opens GET /metrics to addresses other than loopback (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /** On SIGTERM or SIGINT, how long requests in flight may take before the process stops anyway. */
  shutdownTimeoutSeconds: number;
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
  /** The accounts that moderate (ADMIN_EMAILS), lower case: nothing else makes a moderator. */
  moderatorEmails: ReadonlySet<string>;
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
  /**
   * Time budget of one scrape fetch; 8 s (docs/product.md §6). Not read from the environment: tests shorten
   * it.
   */
  scrapeTimeoutMs: number;
  /** How often the Featured feeds are rebuilt when their contents changed (docs/product.md §10). */
  feedRebuildSeconds: number;
  /**
   * How often each process renews, ends or retries due paid subscriptions (RENEWAL_INTERVAL_SECONDS, default
   * 60). The reliability run shortens it so renewals race the money moves it sends.
   */
  renewalIntervalSeconds: number;
  /**
   * Stripe Checkout top-ups; absent means the demo provider, which credits at once without taking money. In
   * production it is absent only when PAYMENTS=demo says so (paymentsProblem).
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

/** What the README's configuration table says of a setting (`npm run config:readme` writes it from these). */
export interface SettingDoc {
  /** The default as a person reads it: `3000`, or what being unset means, `(unset: PGlite)`. */
  shown: string;
  meaning: string;
  /** A wrong value is not repeated in the error, which lands in logs: it may hold a password or a key. */
  secret?: boolean;
}

export const settingDocs = z.registry<SettingDoc>();

function documented<T extends z.ZodType>(schema: T, doc: SettingDoc): T {
  settingDocs.add(schema, doc);
  return schema;
}

/**
 * A number the value spells, or an issue worded as what the setting accepts: `Number()` alone reads 'abc' as
 * NaN, which a timer fires at once, forever.
 */
function numberSetting(accepts: string, isValid: (value: number) => boolean) {
  return z.string().transform((value, context) => {
    const number = Number(value);
    if (Number.isFinite(number) && isValid(number)) return number;
    context.addIssue({ code: 'custom', message: accepts });
    return z.NEVER;
  });
}

const positiveSeconds = () => numberSetting('must be a positive number of seconds', (seconds) => seconds > 0);
const wholeNumberAboveZero = () =>
  numberSetting('must be a whole number above 0', (number) => Number.isInteger(number) && number > 0);
const databaseMilliseconds = () =>
  numberSetting(
    'must be a whole number of milliseconds, 100 or more',
    (ms) => Number.isInteger(ms) && ms >= 100,
  );

/** A URL of one of `protocols` (`'postgres:'`), as its client reads it. */
function urlSetting(protocols: string[], accepts: string) {
  return z
    .string()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), accepts);
}

const postgresUrl = () =>
  urlSetting(['postgres:', 'postgresql:'], 'must be a postgres:// or postgresql:// URL');
const httpUrl = () => urlSetting(['http:', 'https:'], 'must be an http:// or https:// URL');

/** `1` or `0`, as the README writes them; `true` and `false` read the same. */
const flag = () =>
  z
    .enum(['1', '0', 'true', 'false'], { error: 'must be 1 or 0 (or true or false)' })
    .transform((value) => value === '1' || value === 'true');

export const DEFAULT_SUPPORT_EMAIL = 'support@stylebook.local';

/** One plain address (no display name, no list): it is the To of every feedback mail. */
const ONE_EMAIL_ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Every environment variable the server reads: what it accepts, its default and what it means. A blank value
 * is an unset one. `loadConfig` reads the environment through this and nothing else, and the README's
 * configuration table is written from it.
 */
export const settingsSchema = z.object({
  NODE_ENV: documented(z.string().default('development'), {
    shown: '`development`',
    meaning:
      '`production` refuses to start without Stripe unless `PAYMENTS=demo`, refuses `SCRAPE_ALLOW_LOOPBACK` and serves no `/dev/mailbox`',
  }),
  PORT: documented(
    numberSetting(
      'must be a whole number from 1 to 65535',
      (port) => Number.isInteger(port) && port >= 1 && port <= 65_535,
    ).default(3000),
    { shown: '`3000`', meaning: 'HTTP port of the one process that serves the API, media and the app' },
  ),
  HOST: documented(z.string().optional(), {
    shown: '`127.0.0.1` (with `DATABASE_URL`: `0.0.0.0`)',
    meaning:
      'interface to listen on; the embedded mode stays on this machine: set `HOST=0.0.0.0` to expose it to the network',
  }),
  // A hop count cannot tell a proxy from a client that sends the header itself, and Fastify ignores it.
  TRUST_PROXY: documented(
    z
      .string()
      .transform((value, context): boolean | string => {
        if (value === '0' || value === 'false') return false;
        if (value === 'true') return true;
        if (/^\d+$/.test(value)) {
          context.addIssue({
            code: 'custom',
            message: "must name the proxies' addresses (e.g. 10.0.0.0/8), not a hop count",
          });
          return z.NEVER;
        }
        return value;
      })
      .default(false),
    {
      shown: '(unset: no proxy)',
      meaning:
        'proxies allowed to name the client in `X-Forwarded-For`: addresses or CIDR ranges, comma-separated (`loopback` for a proxy on this machine), or `true` for every hop; unset, nobody picks their own rate limit with the header',
    },
  ),
  PUBLIC_ORIGIN: documented(httpUrl().optional(), {
    shown: '`http://localhost:$PORT`',
    meaning: 'origin used in links the server writes',
  }),
  DATA_DIR: documented(z.string().default('data'), {
    shown: '`./data`',
    meaning: 'embedded storage: the PGlite database in `db/`, media files in `media/`',
  }),
  DATABASE_URL: documented(postgresUrl().optional(), {
    shown: '(unset: PGlite)',
    meaning: '`postgres://…` to use PostgreSQL 15+ instead of the embedded database',
    secret: true,
  }),
  DATABASE_DIRECT_URL: documented(postgresUrl().optional(), {
    shown: '(unset: `DATABASE_URL`)',
    meaning:
      "`postgres://…` straight to the same PostgreSQL, for the change feed's `LISTEN` and the migration lock, which need a session of their own: set it when `DATABASE_URL` goes through a transaction pooler such as PgBouncer (docs/scaling.md, stage 3); refused without `DATABASE_URL`",
    secret: true,
  }),
  DATABASE_STATEMENT_TIMEOUT_MS: documented(databaseMilliseconds().default(15_000), {
    shown: '`15000`',
    meaning:
      'on PostgreSQL, the longest one statement may run, in milliseconds, before the database cancels it (`statement_timeout`); at least 100',
  }),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: documented(databaseMilliseconds().default(60_000), {
    shown: '`60000`',
    meaning:
      'on PostgreSQL, the longest a connection may wait inside an open transaction, in milliseconds, before the database ends its session and releases its locks (`idle_in_transaction_session_timeout`); at least 100',
  }),
  REDIS_URL: documented(urlSetting(['redis:', 'rediss:'], 'must be a redis:// or rediss:// URL').optional(), {
    shown: '(unset: each process counts its own)',
    meaning:
      '`redis://…`: every API process counts rate limits there, so N processes allow what one does; while Redis is unreachable each process counts its own and no request fails or waits over 500 ms',
    secret: true,
  }),
  CHANGE_POLL_MS: documented(
    numberSetting(
      'must be a whole number of milliseconds above 0',
      (ms) => Number.isInteger(ms) && ms > 0,
    ).default(250),
    {
      shown: '`250`',
      meaning:
        "how often each process reads the change log to drop what it cached; on PostgreSQL a write's NOTIFY makes it read at once, so this is only the fallback",
    },
  ),
  SEED_DEMO: documented(flag().default(true), {
    shown: '`1`',
    meaning: '`0` leaves a fresh database empty instead of seeding demo data',
  }),
  LOG_LEVEL: documented(
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    { shown: '`info`', meaning: 'pino log level' },
  ),
  RATE_LIMIT_PER_MINUTE: documented(wholeNumberAboveZero().default(600), {
    shown: '`600`',
    meaning: 'requests per minute per IP to `/api` and `/identity`',
  }),
  AUTH_RATE_LIMIT_IP: documented(wholeNumberAboveZero().default(30), {
    shown: '`30`',
    meaning:
      'sign-in, registration and mail-sending requests per 15 minutes per IP, all those routes together (registrations are also capped at this many per hour)',
  }),
  AUTH_RATE_LIMIT_EMAIL: documented(wholeNumberAboveZero().default(10), {
    shown: '`10`',
    meaning: 'the same per email address named in the request',
  }),
  SMTP_URL: documented(urlSetting(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL').optional(), {
    shown: '(unset: embedded)',
    meaning:
      '`smtp://user:pass@host:port` to send mail; unset, mail stays in the outbox and shows at `/dev/mailbox` (never in production)',
    secret: true,
  }),
  MAIL_FROM: documented(z.string().default('Stylebook <no-reply@stylebook.local>'), {
    shown: '`Stylebook <no-reply@stylebook.local>`',
    meaning: 'sender of every mail',
  }),
  ADMIN_EMAILS: documented(
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((address) => address.trim().toLowerCase())
          .filter((address) => address !== ''),
      )
      .pipe(z.array(z.string().regex(ONE_EMAIL_ADDRESS, 'must be email addresses separated by commas'))),
    {
      shown: '(unset: none)',
      meaning:
        'the accounts that moderate, as email addresses separated by commas (docs/product.md §2); their signed-in user object says `isModerator: true`',
    },
  ),
  SUPPORT_EMAIL: documented(
    z
      .string()
      .regex(ONE_EMAIL_ADDRESS, 'must be one email address, e.g. support@example.com')
      .transform((address) => address.toLowerCase())
      .default(DEFAULT_SUPPORT_EMAIL),
    {
      shown: '`support@stylebook.local`',
      meaning:
        'where feedback from /settings/feedback is mailed (with Reply-To set to the sender), and the contact address the privacy policy gives; one plain address',
    },
  ),
  GOOGLE_CLIENT_ID: documented(z.string().optional(), {
    shown: '(unset: off)',
    meaning:
      'with `GOOGLE_CLIENT_SECRET`, turns on "Continue with Google"; register `$PUBLIC_ORIGIN/identity/google/callback` as the redirect URI',
  }),
  GOOGLE_CLIENT_SECRET: documented(z.string().optional(), {
    shown: '(unset: off)',
    meaning: 'the secret of that Google client; set both or neither',
    secret: true,
  }),
  OIDC_ISSUER: documented(httpUrl().default('https://accounts.google.com'), {
    shown: '`https://accounts.google.com`',
    meaning: 'the OpenID provider behind "Continue with Google" (tests point it at a local one)',
  }),
  SCRAPE_ALLOW_LOOPBACK: documented(flag().default(false), {
    shown: '`0`',
    meaning:
      'tests and benchmarks only: `1` lets the scraper fetch pages on this machine; refused when `NODE_ENV=production`',
  }),
  WEB_DIST: documented(z.string().default('apps/web/dist'), {
    shown: '`apps/web/dist`',
    meaning: 'the built web app to serve',
  }),
  S3_BUCKET: documented(z.string().optional(), {
    shown: '(unset: local disk)',
    meaning:
      'media in this bucket of an S3-compatible store; browsers PUT uploads to it, so allow that in its CORS',
  }),
  S3_ENDPOINT: documented(httpUrl().optional(), {
    shown: '(unset: AWS)',
    meaning: "the store's URL for stores other than AWS, e.g. `http://minio:9000`",
  }),
  S3_REGION: documented(z.string().default('us-east-1'), {
    shown: '`us-east-1`',
    meaning: "the bucket's region",
  }),
  S3_ACCESS_KEY_ID: documented(z.string().optional(), {
    shown: "(unset: AWS's chain)",
    meaning: 'access key of the store (with `S3_SECRET_ACCESS_KEY`)',
  }),
  S3_SECRET_ACCESS_KEY: documented(z.string().optional(), {
    shown: '(unset)',
    meaning: 'secret of that access key',
    secret: true,
  }),
  S3_FORCE_PATH_STYLE: documented(flag().default(false), {
    shown: '`0`',
    meaning: '`1` puts the bucket in the path (`endpoint/bucket/key`), as MinIO and most non-AWS stores need',
  }),
  UPLOAD_SIGNING_SECRET: documented(z.string().optional(), {
    shown: '(unset: generated)',
    meaning:
      "signs the app's own upload URLs (disk media); unset, a random one is kept in `DATA_DIR/upload-secret`",
    secret: true,
  }),
  UPLOADS_PER_HOUR: documented(wholeNumberAboveZero().default(300), {
    shown: '`300`',
    meaning: 'image upload presigns per hour, per person',
  }),
  FEED_REBUILD_SECONDS: documented(positiveSeconds().default(30), {
    shown: '`30`',
    meaning:
      'how often the Featured feeds are rebuilt when products or collections changed; a new item shows in Featured within this time',
  }),
  NOTIFICATION_DIGEST_SECONDS: documented(positiveSeconds().default(60), {
    shown: '`60`',
    meaning:
      "how often each process looks for people due a notifications mail: a person's first goes out within this time, later ones at least 24 hours apart",
  }),
  RENEWAL_INTERVAL_SECONDS: documented(positiveSeconds().default(60), {
    shown: '`60`',
    meaning: 'how often each process renews, ends or retries the paid subscriptions that are due',
  }),
  PRICE_CHECK_INTERVAL_SECONDS: documented(positiveSeconds().default(15), {
    shown: '`15`',
    meaning: 'how often each process looks for watched store pages due a price read',
  }),
  PRICE_FRESHNESS_SECONDS: documented(positiveSeconds().default(12 * 60 * 60), {
    shown: '`43200` (12 hours)',
    meaning: 'a watched page is read again once its last read is this old',
  }),
  PRICE_HOST_SPACING_SECONDS: documented(positiveSeconds().default(10), {
    shown: '`10`',
    meaning:
      'at most one request to a store per this many seconds (or its robots.txt `Crawl-delay`, if longer)',
  }),
  PRICE_DAILY_FETCHES: documented(wholeNumberAboveZero().default(5_000), {
    shown: '`5000`',
    meaning: 'price reads per UTC day, all processes together',
  }),
  PAYMENTS: documented(z.enum(['stripe', 'demo'], { error: "must be 'stripe' or 'demo'" }).optional(), {
    shown: '(unset: Stripe if keyed, else demo)',
    meaning:
      '`stripe` or `demo`; the demo provider credits top-ups without taking money, so with `NODE_ENV=production` the server refuses to start without `STRIPE_SECRET_KEY` unless `PAYMENTS=demo` (then it warns)',
  }),
  STRIPE_SECRET_KEY: documented(z.string().optional(), {
    shown: '(unset: demo provider)',
    meaning:
      'top-ups through Stripe Checkout with this secret key (`sk_test_…` or `sk_live_…`); set it with `STRIPE_WEBHOOK_SECRET`, or neither',
    secret: true,
  }),
  STRIPE_WEBHOOK_SECRET: documented(z.string().optional(), {
    shown: '(unset)',
    meaning:
      'the signing secret (`whsec_…`) of the endpoint `$PUBLIC_ORIGIN/api/payments/stripe/webhook`; wallets are credited only by events signed with it',
    secret: true,
  }),
  METRICS_TOKEN: documented(z.string().min(16, 'must be at least 16 characters').optional(), {
    shown: '(unset: loopback only)',
    meaning:
      'the bearer token (`Authorization: Bearer …`) for `GET /metrics` from addresses other than loopback, which answer 404 without it; at least 16 characters',
    secret: true,
  }),
  SHUTDOWN_TIMEOUT_SECONDS: documented(positiveSeconds().default(10), {
    shown: '`10`',
    meaning:
      'on SIGTERM or SIGINT the process stops taking connections and waits at most this long for the requests in flight to be answered before it stops',
  }),
});

type Settings = z.output<typeof settingsSchema>;
type SettingName = keyof Settings;

/** A setting the server refuses; its message names the variable and says what it accepts. */
class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1
        ? problems[0]
        : `${problems.length} settings are wrong:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** The environment's settings, each checked; every wrong one is named in one ConfigError. */
function readSettings(env: NodeJS.ProcessEnv): Settings {
  const given: Partial<Record<SettingName, string>> = {};
  for (const name of Object.keys(settingsSchema.shape) as SettingName[]) {
    const value = env[name]?.trim();
    if (value) given[name] = value;
  }
  const parsed = settingsSchema.safeParse(given);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const name = issue.path[0] as SettingName;
      const value = given[name] ?? '';
      const got = settingDocs.get(settingsSchema.shape[name])?.secret
        ? `a value of ${value.length} characters, not shown`
        : `'${value}'`;
      return `${name} ${issue.message} (got ${got})`;
    }),
  );
}

/** Settings each right alone and wrong together, in words that say how to mend them. */
function settingConflicts(settings: Settings): string[] {
  const problems: string[] = [];
  if (settings.SCRAPE_ALLOW_LOOPBACK && settings.NODE_ENV === 'production') {
    problems.push('SCRAPE_ALLOW_LOOPBACK must not be set in production');
  }
  if (settings.DATABASE_DIRECT_URL && !settings.DATABASE_URL) {
    problems.push(
      'DATABASE_DIRECT_URL is a direct connection to the PostgreSQL of DATABASE_URL: set DATABASE_URL too, or unset DATABASE_DIRECT_URL',
    );
  }
  // One without the other would show a Google button that can only fail.
  if (Boolean(settings.GOOGLE_CLIENT_ID) !== Boolean(settings.GOOGLE_CLIENT_SECRET)) {
    problems.push('Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (or neither)');
  }
  const payments = paymentsProblem(settings);
  if (payments) problems.push(payments);
  return problems;
}

/**
 * `PAYMENTS`: unset takes Stripe when its keys are set and the demo provider otherwise, except in production,
 * where a demo that credits free money must be asked for by name (`PAYMENTS=demo`) and Stripe is the rule.
 * `stripe` insists on the keys; `demo` refuses them, so one setting never means two providers. Stripe takes
 * both keys or neither: a key without the webhook secret would take payments it could never credit.
 */
function paymentsProblem(settings: Settings): string | undefined {
  const keys = [settings.STRIPE_SECRET_KEY, settings.STRIPE_WEBHOOK_SECRET].filter(Boolean).length;
  if (keys === 1) {
    return 'Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or neither, for the demo)';
  }
  if (settings.PAYMENTS === 'demo') {
    return keys > 0
      ? 'PAYMENTS=demo takes no STRIPE_SECRET_KEY: unset the Stripe keys or PAYMENTS'
      : undefined;
  }
  if (keys === 0 && (settings.PAYMENTS === 'stripe' || settings.NODE_ENV === 'production')) {
    return 'Payments need Stripe: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=demo for the demo provider, which credits top-ups without taking money';
  }
  return undefined;
}

/**
 * The server's configuration from the environment (`settingsSchema`); a ConfigError names every wrong
 * setting. Refused here rather than when first used, so a wrong value stops the start, not a request.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const settings = readSettings(env);
  const problems = settingConflicts(settings);
  if (problems.length > 0) throw new ConfigError(problems);
  const port = settings.PORT;
  const databaseUrl = settings.DATABASE_URL;
  return {
    nodeEnv: settings.NODE_ENV,
    // The embedded mode is a single machine's app: it stays on loopback unless told otherwise.
    host: settings.HOST ?? (databaseUrl ? '0.0.0.0' : '127.0.0.1'),
    port,
    trustProxy: settings.TRUST_PROXY,
    publicOrigin: settings.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    dataDir: path.resolve(repoRoot, settings.DATA_DIR),
    databaseUrl,
    databaseDirectUrl: settings.DATABASE_DIRECT_URL,
    databaseStatementTimeoutMs: settings.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseIdleInTransactionTimeoutMs: settings.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    seedDemo: settings.SEED_DEMO,
    logLevel: settings.LOG_LEVEL,
    webDist: path.resolve(repoRoot, settings.WEB_DIST),
    rateLimitPerMinute: settings.RATE_LIMIT_PER_MINUTE,
    redisUrl: settings.REDIS_URL,
    authRateLimit: { perIp: settings.AUTH_RATE_LIMIT_IP, perEmail: settings.AUTH_RATE_LIMIT_EMAIL },
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    supportEmail: settings.SUPPORT_EMAIL,
    moderatorEmails: new Set(settings.ADMIN_EMAILS),
    notificationDigestSeconds: settings.NOTIFICATION_DIGEST_SECONDS,
    google:
      settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET
        ? {
            issuer: settings.OIDC_ISSUER,
            clientId: settings.GOOGLE_CLIENT_ID,
            clientSecret: settings.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
    s3: settings.S3_BUCKET
      ? {
          bucket: settings.S3_BUCKET,
          endpoint: settings.S3_ENDPOINT,
          region: settings.S3_REGION,
          accessKeyId: settings.S3_ACCESS_KEY_ID,
          secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
          forcePathStyle: settings.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    uploadSigningSecret: settings.UPLOAD_SIGNING_SECRET,
    uploadsPerHour: settings.UPLOADS_PER_HOUR,
    scrapeAllowLoopback: settings.SCRAPE_ALLOW_LOOPBACK,
    scrapeTimeoutMs: 8_000,
    feedRebuildSeconds: settings.FEED_REBUILD_SECONDS,
    renewalIntervalSeconds: settings.RENEWAL_INTERVAL_SECONDS,
    stripe:
      settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: settings.STRIPE_SECRET_KEY,
            webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
            apiBase: undefined,
          }
        : undefined,
    changePollMs: settings.CHANGE_POLL_MS,
    trendingCacheSeconds: 300,
    metricsToken: settings.METRICS_TOKEN,
    shutdownTimeoutSeconds: settings.SHUTDOWN_TIMEOUT_SECONDS,
    priceCheck: {
      intervalSeconds: settings.PRICE_CHECK_INTERVAL_SECONDS,
      freshnessSeconds: settings.PRICE_FRESHNESS_SECONDS,
      hostSpacingSeconds: settings.PRICE_HOST_SPACING_SECONDS,
      dailyFetches: settings.PRICE_DAILY_FETCHES,
      failureBackoffSeconds: 5 * 60,
      blockBackoffSeconds: 6 * 60 * 60,
      robotsTtlSeconds: 24 * 60 * 60,
    },
  };
}

/**
 * The configuration the server starts with: a wrong setting ends the process with status 1 and its message
 * alone, as a stack trace would bury the one line that says what to change.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
