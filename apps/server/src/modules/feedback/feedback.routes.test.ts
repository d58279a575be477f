import type { ErrorBody, PresignResponse, RouteReply } from '@stylebook/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedback, mailOutbox, users } from '../../db/schema/index.ts';
import {
  bearer,
  readMailbox,
  registerAccount,
  registerVerifiedAccount,
  storeTestImage,
  useTestApp,
} from '../../test/helpers.ts';

const SUPPORT = 'help@stylebook.test';
const ORIGIN = 'https://stylebook.test';

describe('POST /api/feedback', () => {
  const t = useTestApp({
    supportEmail: SUPPORT,
    publicOrigin: ORIGIN,
    authRateLimit: { perIp: 1000, perEmail: 1000 },
  });
  let png: Buffer;
  /** Every test sends from an address of its own, so the per-IP limit counts one test at a time. */
  let ipSequence = 0;
  const nextIp = () => `198.51.100.${++ipSequence}`;

  beforeAll(async () => {
    png = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#6a8' } })
      .png()
      .toBuffer();
  });

  function send(payload: object, { token, ip = nextIp() }: { token?: string | null; ip?: string } = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      remoteAddress: ip,
      headers: { 'user-agent': 'FeedbackTest/1.0 (Stylebook)', ...(token && bearer(token)) },
      payload,
    });
  }

  /** Presigns a feedback attachment (signed in or not), PUTs `bytes` and answers its public URL. */
  async function uploadAttachment(token: string | null, bytes: Buffer = png, ip = nextIp()) {
    const presign = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/feedback/attachment/presign',
      remoteAddress: ip,
      headers: token ? bearer(token) : {},
      payload: { fileName: 'screenshot.png', contentType: 'image/png' },
    });
    expect(presign.statusCode, presign.body).toBe(200);
    const { uploadUrl, publicUrl } = presign.json<PresignResponse>();
    const put = await t.app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { 'content-type': 'image/png' },
      payload: bytes,
    });
    expect(put.statusCode).toBe(204);
    return publicUrl;
  }

  const storedFeedback = async (id: string) =>
    (await t.database.db.select().from(feedback).where(eq(feedback.id, id)))[0];

  describe('who may send it', () => {
    it('refuses a bad or expired token rather than taking it as signed out', async () => {
      const reply = await send({ message: 'Hello', email: 'a@example.com' }, { token: 'not-a-token' });
      expect(reply.statusCode).toBe(401);
      expect(reply.json<ErrorBody>().code).toBe('UNAUTHENTICATED');
    });

    it('asks a signed-out visitor for an email address to answer', async () => {
      const reply = await send({ message: 'The feed is lovely' });
      expect(reply.statusCode).toBe(400);
      expect(reply.json<ErrorBody>()).toEqual({
        message: 'Please enter your email address so we can reply',
        code: 'VALIDATION',
      });
      expect(await readMailbox(t.app, SUPPORT)).toEqual([]);
    });

    it('takes a signed-out visitor’s feedback with their address as Reply-To', async () => {
      const reply = await send({ message: 'Can I sign up with Apple?', email: ' Visitor@Example.com ' });
      expect(reply.statusCode).toBe(201);
      const { id } = reply.json<RouteReply<'sendFeedback'>>();
      expect(await storedFeedback(id)).toMatchObject({
        userId: null,
        replyTo: 'visitor@example.com',
        message: 'Can I sign up with Apple?',
        attachmentUrl: null,
        userAgent: 'FeedbackTest/1.0 (Stylebook)',
      });
      const [mail] = await readMailbox(t.app, SUPPORT);
      expect(mail).toMatchObject({
        to: SUPPORT,
        replyTo: 'visitor@example.com',
        subject: 'Feedback from a visitor (visitor@example.com)',
      });
      expect(mail!.text).toContain('Can I sign up with Apple?');
      expect(mail!.text).toContain(
        'From: a signed-out visitor, who asked for answers at visitor@example.com',
      );
      expect(mail!.text).toContain('User agent: FeedbackTest/1.0 (Stylebook)');
      expect(mail!.text).toContain(`Feedback id: ${id}`);
    });

    it('answers a signed-in person at their account email, even unverified, whatever email they send', async () => {
      const person = await registerAccount(t.app);
      const reply = await send(
        {
          message: 'I never got the verification mail',
          email: 'someone-else@example.com',
          appVersion: '0.1.0 (abc1234)',
        },
        { token: person.token },
      );
      expect(reply.statusCode).toBe(201);
      const { id } = reply.json<RouteReply<'sendFeedback'>>();
      expect(await storedFeedback(id)).toMatchObject({
        userId: person.user.id,
        replyTo: person.email,
        appVersion: '0.1.0 (abc1234)',
      });
      const [mail] = await readMailbox(t.app, SUPPORT);
      expect(mail).toMatchObject({ replyTo: person.email, subject: `Feedback from @${person.username}` });
      expect(mail!.text).toContain(`@${person.username}`);
      expect(mail!.text).toContain(person.email);
      expect(mail!.text).toContain(`user id ${person.user.id}`);
      expect(mail!.text).toContain('App version: 0.1.0 (abc1234)');
      expect(mail!.text).toContain('Attachment: none');
    });
  });

  describe('validation', () => {
    it.each([
      ['a missing message', {}, "Invalid body field 'message'"],
      ['an empty message', { message: '' }, 'Please write a message'],
      ['a message of spaces and line breaks', { message: ' \n\t ' }, 'Please write a message'],
      ['a message over 5,000 characters', { message: 'x'.repeat(5001) }, 'at most 5,000 characters'],
      ['a control character', { message: 'bell \u0007' }, 'Must not contain control characters'],
      [
        'an email that is not one',
        { message: 'Hi', email: 'not-an-email' },
        'Please enter a valid email address',
      ],
      [
        'an attachment elsewhere than /media/',
        { message: 'Hi', attachmentUrl: 'https://evil.example/x.png' },
        'Images must be uploaded first',
      ],
    ])('refuses %s with 400 and stores nothing', async (_, body, message) => {
      const before = await t.database.db.$count(feedback);
      const reply = await send({ email: 'v@example.com', ...body });
      expect(reply.statusCode).toBe(400);
      expect(reply.json<ErrorBody>().code).toBe('VALIDATION');
      expect(reply.json<ErrorBody>().message).toContain(message);
      expect(await t.database.db.$count(feedback)).toBe(before);
    });

    it('takes exactly 5,000 characters, trimmed, with line breaks kept', async () => {
      const message = `${'a'.repeat(2000)}\n\n${'b'.repeat(2998)}`;
      const reply = await send({ message: `  ${message}  `, email: 'v@example.com' });
      expect(reply.statusCode).toBe(201);
      expect((await storedFeedback(reply.json<RouteReply<'sendFeedback'>>().id))?.message).toBe(message);
    });

    it('drops fields the contract does not know', async () => {
      const reply = await send({
        message: 'Hi',
        email: 'v@example.com',
        userId: 'x',
        replyTo: 'y@example.com',
      });
      expect(reply.statusCode).toBe(201);
      expect(await storedFeedback(reply.json<RouteReply<'sendFeedback'>>().id)).toMatchObject({
        userId: null,
        replyTo: 'v@example.com',
      });
    });
  });

  describe('attachments', () => {
    it('stores and mails the link of an image uploaded through the feedback presign', async () => {
      const person = await registerVerifiedAccount(t.app);
      const attachmentUrl = await uploadAttachment(person.token);
      expect(attachmentUrl).toMatch(/^\/media\/uploads\/feedbackAttachment\//);
      const reply = await send({ message: 'The button overlaps', attachmentUrl }, { token: person.token });
      expect(reply.statusCode).toBe(201);
      expect((await storedFeedback(reply.json<RouteReply<'sendFeedback'>>().id))?.attachmentUrl).toBe(
        attachmentUrl,
      );
      const [mail] = await readMailbox(t.app, SUPPORT);
      expect(mail!.text).toContain(`Attachment: ${ORIGIN}${attachmentUrl}`);
      // The checked image is served, so support can open the link.
      const served = await t.app.inject({ url: attachmentUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    });

    it('lets a signed-out visitor attach an image they uploaded', async () => {
      const attachmentUrl = await uploadAttachment(null);
      expect(attachmentUrl).toMatch(/^\/media\/uploads\/feedbackAttachment\/anonymous\//);
      const reply = await send({ message: 'Broken on my phone', email: 'v@example.com', attachmentUrl });
      expect(reply.statusCode).toBe(201);
      const [mail] = await readMailbox(t.app, SUPPORT);
      expect(mail!.text).toContain(`Attachment: ${ORIGIN}${attachmentUrl}`);
    });

    it('refuses what is not an image uploaded for feedback by this sender', async () => {
      const person = await registerVerifiedAccount(t.app);
      const other = await registerVerifiedAccount(t.app);
      const notAnImage = await uploadAttachment(person.token, Buffer.from('GIF89a but really a script'));
      const othersUpload = await uploadAttachment(other.token);
      const visitorsUpload = await uploadAttachment(null);
      const seedImage = await storeTestImage(t, person.user.id);
      const productUpload = await (async () => {
        const presign = await t.app.inject({
          method: 'POST',
          url: '/api/uploads/products/images/presign',
          headers: bearer(person.token),
          payload: { fileName: 'p.png', contentType: 'image/png' },
        });
        const { uploadUrl, publicUrl } = presign.json<PresignResponse>();
        await t.app.inject({
          method: 'PUT',
          url: uploadUrl,
          headers: { 'content-type': 'image/png' },
          payload: png,
        });
        return publicUrl;
      })();
      const neverUploaded = '/media/uploads/feedbackAttachment/anonymous/AAAAAAAAAAAAAAAAAAAAAA.png';
      // [sender, attachment, message]; at most 5 per sender, the hourly limit.
      const third = await registerVerifiedAccount(t.app);
      const cases: [string, string, string][] = [
        [person.token, notAnImage, 'This file is not an image'],
        [person.token, seedImage, 'Images must be uploaded first'],
        [person.token, productUpload, 'Images must be uploaded first'],
        [third.token, othersUpload, 'Images must be uploaded first'],
        [third.token, visitorsUpload, 'Images must be uploaded first'],
        [third.token, neverUploaded, 'Images must be uploaded first'],
      ];
      const before = await t.database.db.$count(feedback);
      for (const [token, attachmentUrl, message] of cases) {
        const reply = await send({ message: 'See attached', attachmentUrl }, { token });
        expect(reply.statusCode, attachmentUrl).toBe(400);
        expect(reply.json<ErrorBody>()).toEqual({ message, code: 'VALIDATION' });
      }
      // A visitor may not take a signed-in person's upload either.
      const taken = await send({ message: 'Mine now', email: 'v@example.com', attachmentUrl: othersUpload });
      expect(taken.statusCode).toBe(400);
      expect(await t.database.db.$count(feedback)).toBe(before);
    });

    it('keeps feedback attachments out of products, looks, collections and avatars', async () => {
      const person = await registerVerifiedAccount(t.app);
      const attachmentUrl = await uploadAttachment(person.token);
      expect((await send({ message: 'Look', attachmentUrl }, { token: person.token })).statusCode).toBe(201);
      const reply = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${person.user.id}`,
        headers: bearer(person.token),
        payload: { avatarUrl: attachmentUrl },
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json<ErrorBody>().message).toBe('Images must be uploaded first');
    });
  });

  describe('rate limits', () => {
    it('lets a person send 5 an hour', async () => {
      const person = await registerAccount(t.app);
      for (let i = 0; i < 5; i++) {
        expect((await send({ message: `Idea ${i}` }, { token: person.token })).statusCode).toBe(201);
      }
      const refused = await send({ message: 'One more' }, { token: person.token });
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>()).toEqual({
        message: expect.stringMatching(/^Too many requests\. Try again in \d+ minutes?\.$/),
        code: 'RATE_LIMITED',
      });
      // Another person on the same network has their own budget.
      const other = await registerAccount(t.app);
      expect((await send({ message: 'Hi' }, { token: other.token })).statusCode).toBe(201);
    });

    it('lets an IP send 10 an hour, signed in or not', async () => {
      const ip = nextIp();
      for (let i = 0; i < 10; i++) {
        expect((await send({ message: `Spam ${i}`, email: `v${i}@example.com` }, { ip })).statusCode).toBe(
          201,
        );
      }
      const person = await registerAccount(t.app);
      for (const reply of [
        await send({ message: 'Again', email: 'v@example.com' }, { ip }),
        await send({ message: 'From an account', email: 'v@example.com' }, { ip, token: person.token }),
      ]) {
        expect(reply.statusCode).toBe(429);
        expect(reply.json<ErrorBody>().code).toBe('RATE_LIMITED');
      }
      expect((await send({ message: 'Elsewhere', email: 'v@example.com' })).statusCode).toBe(201);
    });

    it('limits a signed-out visitor’s attachment presigns per IP to 10 an hour', async () => {
      const ip = nextIp();
      const presign = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/uploads/feedback/attachment/presign',
          remoteAddress: ip,
          payload: { fileName: 's.png', contentType: 'image/png' },
        });
      for (let i = 0; i < 10; i++) expect((await presign()).statusCode).toBe(200);
      const refused = await presign();
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>().code).toBe('RATE_LIMITED');
    });
  });

  it('goes with the account when its sender deletes it', async () => {
    const person = await registerVerifiedAccount(t.app);
    const attachmentUrl = await uploadAttachment(person.token);
    const reply = await send({ message: 'Bye', attachmentUrl }, { token: person.token });
    const { id } = reply.json<RouteReply<'sendFeedback'>>();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${person.user.id}`,
      headers: bearer(person.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await storedFeedback(id)).toBeUndefined();
    expect((await t.app.inject({ url: attachmentUrl })).statusCode).toBe(404);
    expect(await t.database.db.$count(users, eq(users.id, person.user.id))).toBe(0);
    // The mail already sent to support is support's copy.
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.to, SUPPORT))).toBeGreaterThan(0);
  });
});
