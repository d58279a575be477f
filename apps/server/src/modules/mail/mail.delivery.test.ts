import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerAccount, type TestApp } from '../../test/helpers.ts';

/** A real SMTP peer on loopback that keeps what it receives. */
async function startSmtpPeer() {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          waiters.splice(0).forEach((wake) => wake());
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async next(count: number): Promise<ParsedMail[]> {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await buildTestApp({
      smtpUrl: smtp.url,
      mailFrom: 'Stylebook <no-reply@stylebook.test>',
      supportEmail: 'help@stylebook.test',
      publicOrigin: 'https://stylebook.test',
      authRateLimit: { perIp: 1000, perEmail: 1000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification mail with text and HTML parts and a link to this app', async () => {
    const account = await registerAccount(t.app);
    const [mail] = await smtp.next(1);
    expect(mail?.subject).toBe('Verify your email for Stylebook');
    expect(mail?.from?.value).toEqual([{ name: 'Stylebook', address: 'no-reply@stylebook.test' }]);
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(account.email);
    expect(mail?.text).toMatch(/https:\/\/stylebook\.test\/verify-email\?oobCode=[\w-]+&continueUrl=%2F/);
    expect(mail?.html).toContain('href="https://stylebook.test/verify-email?oobCode=');
  });

  it('mails feedback to SUPPORT_EMAIL with Reply-To set to the person who wrote', async () => {
    const before = smtp.received.length;
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { message: 'Love the looks page', email: 'visitor@example.com' },
    });
    expect(reply.statusCode).toBe(201);
    const mail = (await smtp.next(before + 1))[before];
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe('help@stylebook.test');
    expect(mail?.replyTo?.value).toEqual([{ name: '', address: 'visitor@example.com' }]);
    expect(mail?.from?.value).toEqual([{ name: 'Stylebook', address: 'no-reply@stylebook.test' }]);
    expect(mail?.text).toContain('Love the looks page');
  });

  it('has no embedded mailbox when real mail is configured', async () => {
    expect((await t.app.inject({ url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });
});
