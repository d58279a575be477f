import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import {
  capturedLog,
  openTestDatabase,
  registerAccount,
  useTestApp,
  type TestDatabase,
} from '../../test/helpers.ts';
import { startSilentSmtpPeer, startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.ts';
import { MAX_ATTEMPTS, smtpTransport, startMailDelivery, type SmtpTimeLimits } from './mail.delivery.ts';
import { createJobPasses } from '../../lib/job-passes.ts';
import { claimDueMail, enqueueMail } from './mail.outbox.ts';

describe('mail over SMTP', () => {
  let smtp: SmtpPeer;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());
  const t = useTestApp(() => ({
    smtpUrl: smtp.url,
    mailFrom: 'Stylebook <no-reply@stylebook.test>',
    supportEmail: 'help@stylebook.test',
    publicOrigin: 'https://stylebook.test',
    authRateLimit: { perIp: 1000, perEmail: 1000 },
  }));

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

const FROM = 'Stylebook <no-reply@stylebook.test>';

/** `promise`, or a failure naming `what` once `seconds` have passed. */
async function within<T>(seconds: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${seconds} s`)), seconds * 1000);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('mail delivery', () => {
  let database: TestDatabase;
  let db: Db;
  let smtp: SmtpPeer;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    smtp = await startSmtpPeer({ 'refused.test': 550, 'busy.test': 451 });
  });
  afterEach(async () => {
    await db.delete(mailOutbox);
    smtp.received.splice(0);
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  const queue = (email: string, subject = `For ${email}`) =>
    enqueueMail(db, { email, userId: null }, { subject, text: subject, html: `<p>${subject}</p>` });

  const rowFor = async (email: string) => {
    const [row] = await db
      .select({
        attempts: mailOutbox.attempts,
        sentAt: mailOutbox.sentAt,
        failedAt: mailOutbox.failedAt,
        lastError: mailOutbox.lastError,
        secondsToNextAttempt: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())::float8`,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email));
    if (!row) throw new Error(`no mail to ${email}`);
    return row;
  };

  /** Time passes for a mail waiting to be tried again: it is due now. */
  const makeDue = (email: string) =>
    db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.to, email));

  function deliveryOver(url: string, timeLimits?: SmtpTimeLimits) {
    const log = capturedLog('warn');
    const delivery = startMailDelivery(
      db,
      smtpTransport(url, FROM, timeLimits),
      log.logger,
      createJobPasses(),
    );
    onTestFinished(() => delivery.stop());
    return { delivery, log };
  }

  it('sends the mail queued after 30 refused ones within seconds, and fails those once each with the reason', async () => {
    for (let n = 0; n < 30; n++) await queue(`nobody${n}@refused.test`);
    await queue('someone@stylebook.test', 'Verify your email');
    const { delivery, log } = deliveryOver(smtp.url);
    void delivery.wake();
    const [mail] = await within(10, 'the good mail', smtp.next(1));
    expect(mail?.subject).toBe('Verify your email');

    await delivery.wake();
    expect(await rowFor('nobody7@refused.test')).toMatchObject({
      attempts: 1,
      sentAt: null,
      failedAt: expect.any(Date),
      lastError: expect.stringMatching(/550 No such user here/),
    });
    expect(await rowFor('someone@stylebook.test')).toMatchObject({
      sentAt: expect.any(Date),
      failedAt: null,
    });
    expect(smtp.received).toHaveLength(1);
    expect(delivery.stats).toMatchObject({ sent: 1, failed: 30, retried: 0 });
    expect(await delivery.stats.outbox()).toEqual({
      pending: 0,
      oldestPendingSeconds: 0,
      sent: 1,
      failed: 30,
    });
    expect(log.text().match(/mail refused for good/g)).toHaveLength(30);
  });

  it('backs a temporary refusal off from 30 s, doubling, without holding up the mail after it', async () => {
    await queue('someone@busy.test');
    await queue('someone@stylebook.test', 'Sign in');
    const { delivery } = deliveryOver(smtp.url);
    await delivery.wake();

    expect((await smtp.next(1))[0]?.subject).toBe('Sign in');
    const first = await rowFor('someone@busy.test');
    expect(first).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(first.lastError).toMatch(/451 Try again later/);
    // 30 s less up to a quarter of jitter (and the moments since it was set).
    expect(first.secondsToNextAttempt).toBeGreaterThan(21.5);
    expect(first.secondsToNextAttempt).toBeLessThanOrEqual(30);
    expect(await delivery.stats.outbox()).toMatchObject({
      pending: 1,
      oldestPendingSeconds: expect.any(Number),
    });

    await delivery.wake();
    expect((await rowFor('someone@busy.test')).attempts).toBe(1);

    await makeDue('someone@busy.test');
    await delivery.wake();
    const second = await rowFor('someone@busy.test');
    expect(second.attempts).toBe(2);
    expect(second.secondsToNextAttempt).toBeGreaterThan(44);
    expect(second.secondsToNextAttempt).toBeLessThanOrEqual(60);
    expect(delivery.stats).toMatchObject({ sent: 1, failed: 0, retried: 2 });
  });

  it(`gives a temporarily refused mail up after ${MAX_ATTEMPTS} attempts, saying so once`, async () => {
    await queue('someone@busy.test');
    const { delivery, log } = deliveryOver(smtp.url);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue('someone@busy.test');
      await delivery.wake();
    }
    expect(await rowFor('someone@busy.test')).toMatchObject({
      attempts: 8,
      sentAt: null,
      failedAt: expect.any(Date),
      lastError: expect.stringMatching(/451 Try again later/),
    });
    expect(delivery.stats).toMatchObject({ sent: 0, failed: 1, retried: 7 });
    expect(log.text().match(/given up/g)).toHaveLength(1);

    await makeDue('someone@busy.test');
    await delivery.wake();
    expect((await rowFor('someone@busy.test')).attempts).toBe(8);
  });

  it('sends outside any transaction: while the SMTP peer never greets, the database answers, and the send times out to a retry', async () => {
    const silent = await startSilentSmtpPeer();
    onTestFinished(() => silent.close());
    await queue('someone@stylebook.test');
    const { delivery } = deliveryOver(silent.url, {
      connectionTimeout: 1_000,
      greetingTimeout: 1_000,
      socketTimeout: 2_000,
    });

    const started = Date.now();
    const sending = delivery.wake();
    while (silent.sockets.length === 0) await sleep(10);
    // The mail's row is neither locked nor held in a transaction while its send waits.
    const rows = await within(
      1,
      'the database during a send',
      db.select({ to: mailOutbox.to }).from(mailOutbox).for('update', { noWait: true }),
    );
    expect(rows).toEqual([{ to: 'someone@stylebook.test' }]);
    await within(1, 'a new mail during a send', queue('another@stylebook.test'));

    await sending;
    expect(Date.now() - started).toBeLessThan(5_000);
    const row = await rowFor('someone@stylebook.test');
    expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(row.lastError).toMatch(/greeting/i);
    expect(row.secondsToNextAttempt).toBeGreaterThan(21.5);
    expect(delivery.stats.retried).toBe(2);
  });

  it('sends each mail once from several processes, and takes over a mail whose sender died after its lease', async () => {
    for (let n = 0; n < 10; n++) await queue(`reader${n}@stylebook.test`);
    const other = await database.connectAgain();
    onTestFinished(() => other.close());
    const { delivery } = deliveryOver(smtp.url);
    const otherDelivery = startMailDelivery(
      other.db,
      smtpTransport(smtp.url, FROM),
      capturedLog('warn').logger,
      createJobPasses(),
    );
    onTestFinished(() => otherDelivery.stop());
    await Promise.all([delivery.wake(), otherDelivery.wake()]);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(
      Array.from({ length: 10 }, (_, n) => `For reader${n}@stylebook.test`).sort(),
    );

    await queue('late@stylebook.test');
    // A process claims the mail and dies before it sends: nobody sends it while its lease lasts.
    expect(await claimDueMail(db, 60)).toMatchObject({ to: 'late@stylebook.test', attempts: 1 });
    await delivery.wake();
    expect(smtp.received).toHaveLength(10);
    await makeDue('late@stylebook.test');
    await otherDelivery.wake();
    expect(smtp.received).toHaveLength(11);
    expect(await rowFor('late@stylebook.test')).toMatchObject({ attempts: 2, sentAt: expect.any(Date) });
  });
});
