/**
 * Starts the real server for the end-to-end run on a throwaway data directory (embedded PGlite, media on
 * disk, demo seed), with real peers on loopback: an SMTP server that receives the mail (tests read it over
 * HTTP, see peers/smtp.ts) and an OpenID provider playing Google (peers/oidc.ts), and a store with a product page (peers/store.ts). The directory is removed
 * when the run ends.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GOOGLE_CLIENT_ID, startOidcPeer } from './peers/oidc.ts';
import { startMailPeer } from './peers/smtp.ts';
import { startStorePeer } from './peers/store.ts';
import {
  appOrigin,
  appPort,
  mailboxPort,
  MODERATOR_EMAIL,
  oidcPort,
  smtpPort,
  storePort,
  SUPPORT_EMAIL,
} from './support/ports.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stylebook-e2e-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const googleClientSecret = randomBytes(24).toString('base64url');
await startMailPeer({ smtpPort, httpPort: mailboxPort });
await startStorePeer(storePort);
const google = await startOidcPeer({
  port: oidcPort,
  clientSecret: googleClientSecret,
  redirectUri: `${appOrigin}/identity/google/callback`,
});

process.env.DATA_DIR = dataDir;
process.env.PORT = String(appPort);
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
process.env.SEED_DEMO = '1';
delete process.env.DATABASE_URL;
process.env.PUBLIC_ORIGIN = appOrigin;
process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
process.env.MAIL_FROM = 'Stylebook <no-reply@stylebook.test>';
// Feedback goes to this address; the SMTP peer receives it and the feedback journey reads it there.
process.env.SUPPORT_EMAIL = SUPPORT_EMAIL;
// The one moderator: an address no seeded person has, registered by the moderation journey.
process.env.ADMIN_EMAILS = MODERATOR_EMAIL;
process.env.OIDC_ISSUER = google.issuer;
process.env.GOOGLE_CLIENT_ID = GOOGLE_CLIENT_ID;
process.env.GOOGLE_CLIENT_SECRET = googleClientSecret;
// The store page lives on loopback; only a test run may let the scraper reach it.
process.env.SCRAPE_ALLOW_LOOPBACK = '1';
// Watched prices are read again every few seconds, so the price-watch journey sees a change within its run;
// the stores are all on loopback, asked once a second at most, with a budget no run can spend.
process.env.PRICE_CHECK_INTERVAL_SECONDS = '1';
process.env.PRICE_FRESHNESS_SECONDS = '3';
process.env.PRICE_HOST_SPACING_SECONDS = '1';
process.env.PRICE_DAILY_FETCHES = '1000000';
// A person's first notifications mail leaves within this many seconds (later ones a day apart).
process.env.NOTIFICATION_DIGEST_SECONDS = '2';
// Both browser projects and every worker share one IP, and the demo accounts sign in many times a run; the
// API tests prove the limits.
process.env.AUTH_RATE_LIMIT_IP = '1000';
process.env.AUTH_RATE_LIMIT_EMAIL = '1000';

// The compiled server, as `npm start` runs it (`npm run test:e2e` builds it first).
const serverEntry = new URL('../apps/server/dist/server.js', import.meta.url).href;
await import(serverEntry);
