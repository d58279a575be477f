import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  nodeEnv: string;
  host: string;
  port: number;
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
  /** Sign-in and mail-sending requests per 15 minutes, per IP and per email address. */
  authRateLimit: { perIp: number; perEmail: number };
  /** `smtp://…` to send mail; absent means embedded mode (outbox only, readable at /dev/mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Google sign-in (OpenID Connect); off unless a client id and secret are set. */
  google: { issuer: string; clientId: string; clientSecret: string } | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
  return {
    nodeEnv: env.NODE_ENV ?? 'development',
    host: env.HOST ?? '0.0.0.0',
    port,
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE ?? 600),
    authRateLimit: {
      perIp: Number(env.AUTH_RATE_LIMIT_IP ?? 30),
      perEmail: Number(env.AUTH_RATE_LIMIT_EMAIL ?? 10),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Stylebook <no-reply@stylebook.local>',
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER ?? 'https://accounts.google.com',
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
  };
}
