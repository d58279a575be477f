import { describe, expect, it } from 'vitest';
import { useTestApp, capturedLog } from '../test/helpers.ts';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/verify-email?oobCode=abc123&continueUrl=%2Fsettings')).toBe(
      '/verify-email?oobCode=[redacted]&continueUrl=%2Fsettings',
    );
    expect(
      redactUrl('/extension-auth-callback?state=s1&source=extension&token=eyJ.a.b&refreshToken=r1'),
    ).toBe(
      '/extension-auth-callback?state=[redacted]&source=extension&token=[redacted]&refreshToken=[redacted]',
    );
    expect(redactUrl('/identity/google/callback?CODE=x&%73tate=y')).toBe(
      '/identity/google/callback?CODE=[redacted]&%73tate=[redacted]',
    );
  });

  it('leaves addresses without secrets as they are', () => {
    for (const url of ['/', '/search?q=token', '/api/featured?limit=30&offset=0', '/a?token', '/a?%E0=1']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('the request log', () => {
  const log = capturedLog('info');
  const t = useTestApp({}, { logger: log.logger });

  it('never holds an email-link code or an extension token', async () => {
    await t.app.inject({ url: '/verify-email?oobCode=secret-code-1&continueUrl=%2F' });
    await t.app.inject({
      url: '/extension-auth-callback?state=s&token=secret-token-2&refreshToken=secret-3',
    });
    const text = log.text();
    expect(text).toContain('/verify-email?oobCode=[redacted]');
    expect(text).not.toMatch(/secret-(code|token)-\d|secret-3/);
  });
});
