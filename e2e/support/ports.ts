/**
 * Where the end-to-end run's processes listen. Everything derives from E2E_PORT, so the server (serve.ts),
 * the Playwright config and the test workers (separate processes) agree without passing ports around.
 */
export const appPort = Number(process.env.E2E_PORT ?? 3100);
export const appOrigin = `http://127.0.0.1:${appPort}`;

/** The SMTP peer the server delivers mail to. */
export const smtpPort = appPort + 25;
/** The loopback HTTP endpoint where tests read what the SMTP peer received. */
export const mailboxPort = appPort + 26;
export const mailboxOrigin = `http://127.0.0.1:${mailboxPort}`;
/** The OpenID provider that plays Google. */
export const oidcPort = appPort + 27;
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
/** The store whose product page the add-product journey pastes. */
export const storePort = appPort + 28;
export const storeOrigin = `http://127.0.0.1:${storePort}`;

/** Where the server mails feedback (serve.ts sets SUPPORT_EMAIL to it); the SMTP peer receives it. */
export const SUPPORT_EMAIL = 'support@stylebook.test';

/**
 * The one account the server takes for a moderator (serve.ts sets ADMIN_EMAILS to it); no seeded person has it,
 * and the first test to need it registers it (support/auth.ts, signInModerator).
 */
export const MODERATOR_EMAIL = 'moderator@stylebook.test';
