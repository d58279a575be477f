import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.ts';
import { aboutOf } from './about.routes.ts';

describe('GET /api/about', () => {
  const t = useTestApp({ supportEmail: 'help@stylebook.test' });

  it('tells anyone that the embedded default keeps everything on the server', async () => {
    const reply = await t.app.inject({ url: '/api/about' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect(reply.json()).toEqual({
      supportEmail: 'help@stylebook.test',
      processors: { email: 'server', media: 'server', payments: 'demo', googleSignIn: false },
    });
  });

  it('names the outside services an operator configured', () => {
    expect(
      aboutOf({
        supportEmail: 'help@shop.example',
        smtpUrl: 'smtp://mail.example',
        s3: {
          bucket: 'media',
          endpoint: undefined,
          region: 'us-east-1',
          accessKeyId: undefined,
          secretAccessKey: undefined,
          forcePathStyle: false,
        },
        stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiBase: undefined },
        google: { issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
      }).processors,
    ).toEqual({ email: 'smtp', media: 's3', payments: 'stripe', googleSignIn: true });
  });
});
