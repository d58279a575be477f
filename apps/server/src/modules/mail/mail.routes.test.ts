import { beforeAll, describe, expect, it } from 'vitest';
import { type MailboxEntry, registerAccount, useTestApp } from '../../test/helpers.ts';

describe('embedded mailbox', () => {
  const direct = useTestApp();
  const behindProxy = useTestApp({ trustProxy: 'loopback' });
  beforeAll(async () => {
    await registerAccount(direct.app);
  });

  it('shows the mail to this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const json = await direct.app.inject({ url: '/dev/mailbox.json', remoteAddress });
      expect(json.statusCode, remoteAddress).toBe(200);
      expect(json.json<MailboxEntry[]>()[0]?.subject).toBe('Verify your email for Stylebook');
      expect((await direct.app.inject({ url: '/dev/mailbox', remoteAddress })).statusCode).toBe(200);
    }
  });

  it('does not exist for anyone else on the network, even through a proxy on this machine', async () => {
    const requests = [
      direct.app.inject({ url: '/dev/mailbox.json', remoteAddress: '192.168.1.20' }),
      direct.app.inject({ url: '/dev/mailbox', remoteAddress: '10.0.0.7' }),
      direct.app.inject({ url: '/dev/mailbox.json?x=1', remoteAddress: 'fe80::1' }),
      // Spoofing the header gains nothing when proxies are not trusted...
      direct.app.inject({
        url: '/dev/mailbox.json',
        remoteAddress: '192.168.1.20',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      }),
      // ...and a trusted local proxy passing on a remote client's request is refused too.
      behindProxy.app.inject({
        url: '/dev/mailbox.json',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        message: expect.stringMatching(/^Route GET \/dev\/mailbox/),
        code: 'NOT_FOUND',
      });
      expect(response.body).not.toContain('Verify your email');
    }
  });
});
