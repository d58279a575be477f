import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('config', () => {
  it('listens on loopback in embedded mode unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/stylebook' }).host).toBe('0.0.0.0');
  });

  it('trusts no proxy unless TRUST_PROXY names their addresses or every hop', () => {
    const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('10.0.0.0/8, loopback')).toBe('10.0.0.0/8, loopback');
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/not a hop count/);
  });

  it('uses Stripe only with both its secret key and its webhook secret', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiBase: undefined,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/both STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/both STRIPE_SECRET_KEY/);
  });

  it('refuses to start in production without Stripe, unless PAYMENTS=demo asks for the demo provider', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY.*PAYMENTS=demo/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'demo' }).stripe).toBeUndefined();
    const keys = { STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig({ NODE_ENV: 'production', ...keys }).stripe).toMatchObject({ secretKey: 'sk_live_1' });
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENTS: 'demo', ...keys })).toThrow(
      'PAYMENTS=demo takes no STRIPE_SECRET_KEY',
    );
    expect(() => loadConfig({ PAYMENTS: 'free' })).toThrow(
      "PAYMENTS must be 'stripe' or 'demo' (got 'free')",
    );
  });

  it('reads watched prices politely by default, and as often as the environment says', () => {
    expect(loadConfig({}).priceCheck).toEqual({
      intervalSeconds: 15,
      freshnessSeconds: 12 * 60 * 60,
      hostSpacingSeconds: 10,
      dailyFetches: 5_000,
      failureBackoffSeconds: 5 * 60,
      blockBackoffSeconds: 6 * 60 * 60,
      robotsTtlSeconds: 24 * 60 * 60,
    });
    const short = loadConfig({
      PRICE_CHECK_INTERVAL_SECONDS: '1',
      PRICE_FRESHNESS_SECONDS: '3',
      PRICE_HOST_SPACING_SECONDS: '0.5',
      PRICE_DAILY_FETCHES: '100',
    }).priceCheck;
    expect(short).toMatchObject({
      intervalSeconds: 1,
      freshnessSeconds: 3,
      hostSpacingSeconds: 0.5,
      dailyFetches: 100,
    });
    expect(() => loadConfig({ PRICE_FRESHNESS_SECONDS: 'soon' })).toThrow(
      "PRICE_FRESHNESS_SECONDS must be a positive number of seconds (got 'soon')",
    );
    expect(() => loadConfig({ PRICE_DAILY_FETCHES: '2.5' })).toThrow(
      "PRICE_DAILY_FETCHES must be a whole number above 0 (got '2.5')",
    );
  });

  it('renews paid subscriptions every minute unless RENEWAL_INTERVAL_SECONDS says otherwise', () => {
    expect(loadConfig({}).renewalIntervalSeconds).toBe(60);
    expect(loadConfig({ RENEWAL_INTERVAL_SECONDS: '0.5' }).renewalIntervalSeconds).toBe(0.5);
    expect(() => loadConfig({ RENEWAL_INTERVAL_SECONDS: '0' })).toThrow(
      "RENEWAL_INTERVAL_SECONDS must be a positive number of seconds (got '0')",
    );
  });

  it('mails feedback to SUPPORT_EMAIL, support@stylebook.local unless set', () => {
    expect(loadConfig({}).supportEmail).toBe('support@stylebook.local');
    expect(loadConfig({ SUPPORT_EMAIL: '  ' }).supportEmail).toBe('support@stylebook.local');
    expect(loadConfig({ SUPPORT_EMAIL: ' Help@Shop.Example ' }).supportEmail).toBe('help@shop.example');
    expect(loadConfig({ SUPPORT_EMAIL: 'team+stylebook@example.com' }).supportEmail).toBe(
      'team+stylebook@example.com',
    );
  });

  it('refuses a SUPPORT_EMAIL that is not one plain address', () => {
    for (const value of ['support', 'Support <help@example.com>', 'a@example.com, b@example.com', 'a@b']) {
      expect(() => loadConfig({ SUPPORT_EMAIL: value }), value).toThrow(/SUPPORT_EMAIL must be one email/);
    }
  });

  it('names no moderator unless ADMIN_EMAILS lists them, in any case and spacing', () => {
    expect(loadConfig({}).moderatorEmails).toEqual(new Set());
    expect(loadConfig({ ADMIN_EMAILS: ' ' }).moderatorEmails).toEqual(new Set());
    expect(
      loadConfig({ ADMIN_EMAILS: ' Mod@Stylebook.Example , second@example.com,' }).moderatorEmails,
    ).toEqual(new Set(['mod@stylebook.example', 'second@example.com']));
  });

  it('refuses an ADMIN_EMAILS entry that is not an email address', () => {
    for (const value of ['moderator', 'a@example.com; b@example.com', 'Mod <mod@example.com>']) {
      expect(() => loadConfig({ ADMIN_EMAILS: value }), value).toThrow(
        /ADMIN_EMAILS must be email addresses separated by commas/,
      );
    }
  });

  it('stops the start on a wrong value, naming the variable and what it accepts', () => {
    expect(() => loadConfig({ FEED_REBUILD_SECONDS: 'abc' })).toThrow(
      "FEED_REBUILD_SECONDS must be a positive number of seconds (got 'abc')",
    );
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      "PORT must be a whole number from 1 to 65535 (got 'abc')",
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be a whole number from 1 to 65535');
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '-5' })).toThrow(
      "RATE_LIMIT_PER_MINUTE must be a whole number above 0 (got '-5')",
    );
    expect(() => loadConfig({ CHANGE_POLL_MS: 'Infinity' })).toThrow(
      "CHANGE_POLL_MS must be a whole number of milliseconds above 0 (got 'Infinity')",
    );
    expect(() => loadConfig({ SEED_DEMO: 'no' })).toThrow(
      "SEED_DEMO must be 1 or 0 (or true or false) (got 'no')",
    );
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got 'verbose')",
    );
    expect(() => loadConfig({ REDIS_URL: 'redis.internal:6379' })).toThrow(
      'REDIS_URL must be a redis:// or rediss:// URL (got a value of 19 characters, not shown)',
    );
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'stylebook.example' })).toThrow(
      "PUBLIC_ORIGIN must be an http:// or https:// URL (got 'stylebook.example')",
    );
  });

  it('lists every wrong setting at once', () => {
    expect(() =>
      loadConfig({ PORT: 'abc', RATE_LIMIT_PER_MINUTE: '-5', FEED_REBUILD_SECONDS: 'abc' }),
    ).toThrow(
      [
        '3 settings are wrong:',
        "- PORT must be a whole number from 1 to 65535 (got 'abc')",
        "- RATE_LIMIT_PER_MINUTE must be a whole number above 0 (got '-5')",
        "- FEED_REBUILD_SECONDS must be a positive number of seconds (got 'abc')",
      ].join('\n'),
    );
  });

  it('reads a blank value as unset, and a value with spaces around it as the value', () => {
    const config = loadConfig({ PORT: ' ', RATE_LIMIT_PER_MINUTE: '', FEED_REBUILD_SECONDS: ' 5 ' });
    expect(config).toMatchObject({ port: 3000, rateLimitPerMinute: 600, feedRebuildSeconds: 5 });
  });

  it('bounds the database statements and the stop by default, and as the environment says', () => {
    expect(loadConfig({})).toMatchObject({
      databaseStatementTimeoutMs: 15_000,
      databaseIdleInTransactionTimeoutMs: 60_000,
      shutdownTimeoutSeconds: 10,
      metricsToken: undefined,
      databaseDirectUrl: undefined,
    });
    expect(
      loadConfig({
        DATABASE_STATEMENT_TIMEOUT_MS: '500',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '100',
        SHUTDOWN_TIMEOUT_SECONDS: '0.5',
        METRICS_TOKEN: 'a-token-of-16-ch',
      }),
    ).toMatchObject({
      databaseStatementTimeoutMs: 500,
      databaseIdleInTransactionTimeoutMs: 100,
      shutdownTimeoutSeconds: 0.5,
      metricsToken: 'a-token-of-16-ch',
    });
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '99' })).toThrow(
      "DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds, 100 or more (got '99')",
    );
    expect(() => loadConfig({ DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1e3.5' })).toThrow(
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS must be a whole number of milliseconds, 100 or more',
    );
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '-1' })).toThrow(
      "SHUTDOWN_TIMEOUT_SECONDS must be a positive number of seconds (got '-1')",
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN must be at least 16 characters (got a value of 5 characters, not shown)',
    );
  });

  it('takes DATABASE_DIRECT_URL beside DATABASE_URL only', () => {
    const pooled = 'postgres://app@pgbouncer.internal:6432/stylebook';
    const direct = 'postgres://app@db.internal:5432/stylebook';
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct })).toMatchObject({
      databaseUrl: pooled,
      databaseDirectUrl: direct,
    });
    expect(() => loadConfig({ DATABASE_DIRECT_URL: direct })).toThrow(
      'DATABASE_DIRECT_URL is a direct connection to the PostgreSQL of DATABASE_URL: set DATABASE_URL too',
    );
    expect(() =>
      loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: 'mysql://app:hunter2@db.internal/stylebook' }),
    ).toThrow(
      /^DATABASE_DIRECT_URL must be a postgres:\/\/ or postgresql:\/\/ URL \(got a value of \d+ characters, not shown\)$/,
    );
  });

  it('turns Google sign-in on with both its client id and secret, and refuses one alone', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      'Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (or neither)',
    );
  });
});
