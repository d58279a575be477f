import { MAILED_NOTIFICATION_KINDS, type ErrorBody, type RouteReply } from '@stylebook/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { mailOutbox, notifications } from '../../db/schema/index.ts';
import { newProduct, newUser, registerVerifiedAccount, useTestApp } from '../../test/helpers.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { createNotificationsService, notify } from './notifications.service.ts';

const HOUR = 60 * 60 * 1000;

describe('the notifications mail', () => {
  // The app's own job stays out of the way; these tests run it with a clock of their own.
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 }, notificationDigestSeconds: 3600 });
  const digestsOn = (db: Db) =>
    createNotificationsService({
      db,
      repository: createNotificationsRepository(db),
      publicOrigin: t.config.publicOrigin,
      mailQueued: () => {},
    });
  const mailTo = (email: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt));
  const digestsTo = async (email: string) =>
    (await mailTo(email)).filter(({ html }) => html.includes('See all notifications'));
  const liked = async (ownerId: string) => {
    const fan = await newUser(t.database.db, { name: 'Priya Fan' });
    const product = await newProduct(t.database.db, { ownerId, description: 'Linen shirt' });
    await notify(t.database.db, {
      kind: 'product_liked',
      recipientId: ownerId,
      actorId: fan.id,
      productId: product.id,
    });
    return { fan, product };
  };
  /** The unsubscribe link of a mail whose text starts with `label`. */
  const linkIn = (text: string, label: string) => {
    const line = text.split('\n').find((candidate) => candidate.startsWith(`${label}: `));
    if (!line) throw new Error(`no "${label}" link in the mail`);
    return new URL(line.slice(label.length + 2));
  };

  it('sends the first mail at once, then at most one a day holding what arrived since', async () => {
    const me = await registerVerifiedAccount(t.app);
    const digests = digestsOn(t.database.db);
    const now = new Date();
    const { product } = await liked(me.user.id);
    await notify(t.database.db, {
      kind: 'price_drop',
      recipientId: me.user.id,
      productId: product.id,
      payload: { previousPrice: 12_500, newPrice: 9_900, currency: 'USD' },
    });
    expect(await digests.mailDueDigests(now)).toBeGreaterThanOrEqual(1);
    const [first, ...none] = await digestsTo(me.email);
    expect(none).toEqual([]);
    expect(first!.subject).toBe('Linen shirt dropped to $99 and 1 more');
    expect(first!.text).toContain(
      `- Linen shirt dropped to $99: ${t.config.publicOrigin}/products/${product.id}`,
    );
    expect(first!.text).toContain(
      `- Priya Fan liked Linen shirt: ${t.config.publicOrigin}/products/${product.id}`,
    );
    expect(first!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/.+\/api\/notifications\/unsubscribe\?token=.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    await liked(me.user.id);
    await digests.mailDueDigests(new Date(now.getTime() + HOUR));
    await digests.mailDueDigests(new Date(now.getTime() + 23 * HOUR));
    expect(await digestsTo(me.email)).toHaveLength(1);
    await digests.mailDueDigests(new Date(now.getTime() + 24 * HOUR));
    const [second] = await digestsTo(me.email);
    expect(await digestsTo(me.email)).toHaveLength(2);
    expect(second!.subject).toBe('Priya Fan liked Linen shirt');
    expect(second!.text).not.toContain('dropped to');
    // Nothing new since: nothing more, even days later.
    await digests.mailDueDigests(new Date(now.getTime() + 72 * HOUR));
    expect(await digestsTo(me.email)).toHaveLength(2);
  });

  it('leaves out kinds the person turned off, and billing news, which is mailed on its own', async () => {
    const me = await registerVerifiedAccount(t.app);
    await t.request('PUT', '/api/notifications/preferences', me.token, { mail: { product_liked: false } });
    await liked(me.user.id);
    const stylist = await newUser(t.database.db);
    await notify(t.database.db, {
      kind: 'subscription_renewed',
      recipientId: me.user.id,
      subjectUserId: stylist.id,
      payload: { amount: 500, currency: 'USD', currentPeriodEnd: new Date().toISOString() },
    });
    await digestsOn(t.database.db).mailDueDigests(new Date());
    expect(await digestsTo(me.email)).toEqual([]);
    // Both still show in the app.
    const list = (await t.request('GET', '/api/notifications', me.token)).json<
      RouteReply<'listNotifications'>
    >();
    expect(list.items.map(({ kind }) => kind)).toEqual(['subscription_renewed', 'product_liked']);
  });

  it('turns one kind off by its link without signing in, and changes nothing else', async () => {
    const me = await registerVerifiedAccount(t.app);
    await liked(me.user.id);
    await digestsOn(t.database.db).mailDueDigests(new Date());
    const [mail] = await digestsTo(me.email);
    const link = linkIn(mail!.text, 'Stop mail about likes of your products');
    expect(link.pathname).toBe('/unsubscribe');
    const before = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, me.user.id));

    const reply = await t.request('POST', `/api/notifications/unsubscribe${link.search}`, null);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ unsubscribed: 'product_liked' });
    const preferences = await t.request('GET', '/api/notifications/preferences', me.token);
    expect(preferences.json<RouteReply<'getNotificationPreferences'>>().mail).toEqual({
      new_follower: true,
      product_liked: false,
      collection_saved: true,
      product_saved: true,
      paid_subscriber: true,
      price_drop: true,
      back_in_stock: true,
      removed_by_moderators: true,
    });
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.recipientId, me.user.id)),
    ).toEqual(before);
    // Used again, it still answers the same.
    expect((await t.request('POST', `/api/notifications/unsubscribe${link.search}`, null)).json()).toEqual({
      unsubscribed: 'product_liked',
    });
  });

  it('turns all notification mail off by the one-click header (RFC 8058 form POST)', async () => {
    const me = await registerVerifiedAccount(t.app);
    await liked(me.user.id);
    await digestsOn(t.database.db).mailDueDigests(new Date());
    const [mail] = await digestsTo(me.email);
    const oneClick = new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1));
    const reply = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(reply.json()).toEqual({ unsubscribed: 'all' });
    const preferences = await t.request('GET', '/api/notifications/preferences', me.token);
    expect(Object.values(preferences.json<RouteReply<'getNotificationPreferences'>>().mail)).toEqual(
      Array(MAILED_NOTIFICATION_KINDS.length).fill(false),
    );
  });

  it('refuses forged, foreign and malformed unsubscribe links, changing nothing', async () => {
    const me = await registerVerifiedAccount(t.app);
    const other = await registerVerifiedAccount(t.app);
    await liked(me.user.id);
    await liked(other.user.id);
    await digestsOn(t.database.db).mailDueDigests(new Date());
    const [mine] = await digestsTo(me.email);
    const token = linkIn(mine!.text, 'Stop all notification mail').searchParams.get('token')!;
    const [, scope, signature] = token.split('.');
    const forged = [
      `${other.user.id}.${scope}.${signature}`,
      `${me.user.id}.price_drop.${signature}`,
      `${me.user.id}.everything.${signature}`,
      `${me.user.id}.${scope}.${'A'.repeat(43)}`,
    ];
    const refusal = { message: 'This unsubscribe link is not valid', code: 'VALIDATION' };
    const unsubscribe = (query: string) => t.request('POST', `/api/notifications/unsubscribe${query}`, null);
    for (const bad of forged) {
      const reply = await unsubscribe(`?token=${encodeURIComponent(bad)}`);
      expect(reply.statusCode).toBe(400);
      expect(reply.json<ErrorBody>()).toEqual(refusal);
    }
    const malformed = {
      message: "Invalid querystring field 'token': This unsubscribe link is not valid",
      code: 'VALIDATION',
    };
    for (const query of ['?token=not-a-token', '']) {
      const reply = await unsubscribe(query);
      expect(reply.statusCode).toBe(400);
      expect(reply.json<ErrorBody>()).toEqual(malformed);
    }
    for (const who of [me, other]) {
      const preferences = await t.request('GET', '/api/notifications/preferences', who.token);
      expect(Object.values(preferences.json<RouteReply<'getNotificationPreferences'>>().mail)).toEqual(
        Array(MAILED_NOTIFICATION_KINDS.length).fill(true),
      );
    }
  });

  it('mails a person once when two processes run the job at the same moment', async () => {
    const me = await registerVerifiedAccount(t.app);
    await liked(me.user.id);
    await liked(me.user.id);
    const second = await t.database.connectAgain();
    const now = new Date();
    await Promise.all([
      digestsOn(t.database.db).mailDueDigests(now),
      digestsOn(second.db).mailDueDigests(now),
    ]);
    const [mail, ...more] = await digestsTo(me.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Priya Fan liked Linen shirt and 1 more');
  });

  it('does not mail an address its owner has not confirmed', async () => {
    const unconfirmed = await newUser(t.database.db, { emailVerifiedAt: null });
    await liked(unconfirmed.id);
    await digestsOn(t.database.db).mailDueDigests(new Date());
    expect(await mailTo(unconfirmed.email)).toEqual([]);
  });
});
