import { describe, expect, it } from 'vitest';
import { loadConfig, parseSupportEmail, parseTrustProxy } from './config.ts';

describe('config', () => {
  it('listens on loopback in embedded mode unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/stylebook' }).host).toBe('0.0.0.0');
  });

  it('trusts no proxy unless TRUST_PROXY names their addresses or every hop', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, loopback')).toBe('10.0.0.0/8, loopback');
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
    expect(parseSupportEmail('team+stylebook@example.com')).toBe('team+stylebook@example.com');
  });

  it('refuses a SUPPORT_EMAIL that is not one plain address', () => {
    for (const value of ['support', 'Support <help@example.com>', 'a@example.com, b@example.com', 'a@b']) {
      expect(() => loadConfig({ SUPPORT_EMAIL: value }), value).toThrow(/SUPPORT_EMAIL must be one email/);
    }
  });
});
