import type { ErrorBody, RouteReply } from '@stylebook/contracts';
import { randomUUID } from 'node:crypto';
import { AccountExport } from '@stylebook/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectionSaves, collections, productLikes } from '../../db/schema/index.ts';
import {
  bearer,
  codeFromMail,
  newCollection,
  newLook,
  newProduct,
  registerAccount,
  registerVerifiedAccount,
  useTestApp,
} from '../../test/helpers.ts';

type Account = Awaited<ReturnType<typeof registerVerifiedAccount>>;

describe('GET /api/users/{id}/export', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  let owner: Account;
  let other: Account;
  let blocked: Account;
  const ids: Record<string, string> = {};

  const exportOf = (userId: string, token?: string) =>
    t.app.inject({ url: `/api/users/${userId}/export`, headers: token ? bearer(token) : {} });
  const call = (method: 'POST' | 'PUT', url: string, token: string, payload: object = {}) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    });

  beforeAll(async () => {
    const { db } = t.database;
    owner = await registerVerifiedAccount(t.app, { role: 'stylist' });
    other = await registerVerifiedAccount(t.app, { role: 'stylist' });

    const product = await newProduct(db, { ownerId: owner.user.id, brand: 'Owner Brand' });
    const privateCollection = await newCollection(db, {
      ownerId: owner.user.id,
      visibility: 'private',
      name: 'Secret wedding ideas',
      productIds: [product.id],
    });
    const archived = await newCollection(db, {
      ownerId: owner.user.id,
      name: 'Old winter',
      archivedAt: new Date(),
    });
    const look = await newLook(db, { ownerId: owner.user.id, collectionIds: [privateCollection.id] });
    Object.assign(ids, {
      product: product.id,
      privateCollection: privateCollection.id,
      archived: archived.id,
      look: look.id,
    });

    // The other person's things: some the owner may see and touched, some private.
    const theirPublic = await newProduct(db, { ownerId: other.user.id, brand: 'Their Public Brand' });
    const theirHidden = await newProduct(db, { ownerId: other.user.id, brand: 'Their Hidden Brand' });
    await newCollection(db, {
      ownerId: other.user.id,
      visibility: 'private',
      name: 'Their secret plans',
      productIds: [theirHidden.id],
    });
    const theirSaved = await newCollection(db, { ownerId: other.user.id, name: 'Their summer edit' });
    const laterPrivate = await newCollection(db, { ownerId: other.user.id, name: 'Their soon private' });
    Object.assign(ids, {
      theirPublic: theirPublic.id,
      theirHidden: theirHidden.id,
      theirSaved: theirSaved.id,
    });
    expect((await call('POST', `/api/products/${theirPublic.id}/like`, owner.token)).statusCode).toBe(200);
    await db.insert(productLikes).values({ userId: owner.user.id, productId: theirHidden.id });
    expect((await call('POST', `/api/collections/${theirSaved.id}/save`, owner.token)).statusCode).toBe(200);
    await db.insert(collectionSaves).values({ userId: owner.user.id, collectionId: laterPrivate.id });
    await db.update(collections).set({ isPrivate: true }).where(eq(collections.id, laterPrivate.id));

    // Follows both ways, a paid subscription, money and feedback.
    expect((await call('POST', `/api/users/${other.user.id}/subscribe`, owner.token)).statusCode).toBe(200);
    expect((await call('POST', `/api/users/${owner.user.id}/subscribe`, other.token)).statusCode).toBe(200);
    const topUp = await call('POST', '/api/wallet/top-ups', owner.token, { amount: 5000, currency: 'USD' });
    expect(topUp.statusCode).toBe(201);
    const price = await call('PUT', '/api/subscriptions/price', other.token, {
      amount: 1200,
      currency: 'USD',
    });
    expect(price.statusCode).toBe(200);
    const paid = await call('POST', `/api/users/${other.user.id}/paid-subscription`, owner.token);
    expect(paid.statusCode, paid.body).toBe(201);
    await call('PUT', '/api/subscriptions/price', owner.token, { amount: 900, currency: 'EUR' });
    const sent = await call('POST', '/api/feedback', owner.token, { message: 'Export me too' });
    expect(sent.statusCode).toBe(201);
    ids.feedback = sent.json<RouteReply<'sendFeedback'>>().id;
    // Their notification choices: a price watched, one kind of mail turned off.
    const watch = await call('PUT', `/api/products/${theirPublic.id}/price-watch`, owner.token);
    expect(watch.statusCode).toBe(200);
    const muted = await call('PUT', '/api/notifications/preferences', owner.token, {
      mail: { price_drop: false },
    });
    expect(muted.statusCode).toBe(200);
    // A report of theirs, and a third person blocked; a report of the owner's is theirs, not the owner's.
    const reported = await call('POST', '/api/reports', owner.token, {
      targetType: 'product',
      targetId: theirPublic.id,
      reason: 'counterfeit',
      details: 'The logo is wrong',
    });
    expect(reported.statusCode).toBe(201);
    expect(
      (
        await call('POST', '/api/reports', other.token, {
          targetType: 'user',
          targetId: owner.user.id,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(201);
    blocked = await registerVerifiedAccount(t.app);
    expect((await call('PUT', `/api/users/${blocked.user.id}/block`, owner.token)).statusCode).toBe(204);
    for (const q of ['Linen shirt', 'wool coat']) {
      expect((await call('POST', '/api/search/history', owner.token, { q })).statusCode).toBe(204);
    }
    expect((await call('POST', '/api/search/history', other.token, { q: 'their search' })).statusCode).toBe(
      204,
    );
  });

  it('requires the signed-in person', async () => {
    const reply = await exportOf(owner.user.id);
    expect(reply.statusCode).toBe(401);
    expect(reply.json<ErrorBody>().code).toBe('UNAUTHENTICATED');
  });

  it("answers another person's export as an account that does not exist", async () => {
    const theirs = await exportOf(other.user.id, owner.token);
    const nobody = await exportOf(randomUUID(), owner.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(nobody.json());
    expect(theirs.json()).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    expect(theirs.body).not.toContain(other.email);
  });

  it('refuses an id that is not one with 400', async () => {
    expect((await exportOf('not-a-uuid', owner.token)).statusCode).toBe(400);
  });

  describe('the owner’s export', () => {
    let data: AccountExport;
    let body: string;

    beforeAll(async () => {
      const reply = await exportOf(owner.user.id, owner.token);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-store');
      expect(reply.headers['content-disposition']).toBe(
        `attachment; filename="stylebook-export-${owner.username}-${new Date().toISOString().slice(0, 10)}.json"`,
      );
      body = reply.body;
      data = AccountExport.parse(reply.json());
    });

    it('holds the account and how the person signs in, without secrets', () => {
      expect(data.account).toMatchObject({
        id: owner.user.id,
        email: owner.email,
        username: owner.username,
        role: 'STYLIST',
        signIn: { password: true, google: false },
      });
      expect(data.account.emailVerifiedAt).not.toBeNull();
      expect(data.sessions.length).toBeGreaterThanOrEqual(1);
      expect(data.sessions[0]).toMatchObject({ client: 'web', signedOutAt: null });
      for (const secret of [
        '$argon2',
        'passwordHash',
        'tokenHash',
        'codeHash',
        owner.refreshToken,
        owner.token,
      ]) {
        expect(body).not.toContain(secret);
      }
    });

    it('holds their products, collections (private and archived too) and looks', () => {
      expect(data.products.map((product) => product.id)).toEqual([ids.product]);
      expect(data.products[0]).toMatchObject({
        brand: 'Owner Brand',
        price: { amount: 12_500, currency: 'USD' },
      });
      const byId = new Map(data.collections.map((collection) => [collection.id, collection]));
      expect(byId.get(ids.privateCollection!)).toMatchObject({
        name: 'Secret wedding ideas',
        visibility: 'private',
        archivedAt: null,
        productIds: [ids.product],
        lookIds: [ids.look],
      });
      expect(byId.get(ids.archived!)?.archivedAt).not.toBeNull();
      expect(data.looks.map((look) => look.id)).toEqual([ids.look]);
    });

    it('holds likes and saves, naming only what the person may still see', () => {
      expect(data.likes.products).toEqual([
        expect.objectContaining({ productId: ids.theirPublic, brand: 'Their Public Brand' }),
        expect.objectContaining({ productId: ids.theirHidden, brand: null, description: null }),
      ]);
      expect(data.savedCollections).toEqual([
        expect.objectContaining({
          collectionId: ids.theirSaved,
          name: 'Their summer edit',
          owner: { id: other.user.id, username: other.username },
        }),
        expect.objectContaining({ name: null, owner: null }),
      ]);
    });

    it('holds the people they blocked and the reports they filed, not the reports of them', () => {
      expect(data.blocked).toEqual([
        { person: { id: blocked.user.id, username: blocked.username }, since: expect.any(String) },
      ]);
      expect(data.reports).toEqual([
        {
          targetType: 'product',
          targetId: ids.theirPublic,
          reason: 'counterfeit',
          details: 'The logo is wrong',
          createdAt: expect.any(String),
        },
      ]);
    });

    it('holds follows both ways, paid subscriptions and the wallet', () => {
      expect(data.following).toEqual([
        { person: { id: other.user.id, username: other.username }, since: expect.any(String) },
      ]);
      expect(data.followers).toEqual([
        { person: { id: other.user.id, username: other.username }, since: expect.any(String) },
      ]);
      expect(data.paidSubscriptions.subscribedTo).toEqual([
        expect.objectContaining({
          person: { id: other.user.id, username: other.username },
          status: 'active',
          amount: 1200,
        }),
      ]);
      expect(data.paidSubscriptions.subscribers).toEqual([]);
      expect(data.paidSubscriptions.price).toEqual({ amount: 900, currency: 'EUR' });
      expect(data.wallet.balances).toEqual([{ currency: 'USD', amount: 3800 }]);
      expect(data.wallet.transactions.map((transaction) => [transaction.kind, transaction.amount])).toEqual([
        ['subscription', -1200],
        ['top_up', 5000],
      ]);
    });

    it('holds the feedback they sent and the mail they were sent, without its bodies', () => {
      expect(data.feedback).toEqual([
        expect.objectContaining({ id: ids.feedback, message: 'Export me too', replyTo: owner.email }),
      ]);
      expect(data.mail.map((mail) => mail.subject)).toContain('Verify your email for Stylebook');
      expect(body).not.toContain('oobCode');
    });

    it('holds their notifications, mail choices and price watches, without the unsubscribe key', () => {
      expect(data.notifications).toContainEqual(
        expect.objectContaining({
          kind: 'new_follower',
          actor: { id: other.user.id, username: other.username },
          readAt: null,
        }),
      );
      expect(data.notificationMail).toEqual({ mutedKinds: ['price_drop'], lastMailedAt: null });
      expect(data.priceWatches).toEqual([
        { productId: ids.theirPublic, watching: true, updatedAt: expect.any(String) },
      ]);
      expect(body).not.toMatch(/unsubscribe_?key/i);
    });

    it('holds the searches they committed to, by day, and no one else’s', () => {
      const today = new Date().toISOString().slice(0, 10);
      expect(data.searches).toEqual([
        { query: 'linen shirt', day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
        { query: 'wool coat', day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      ]);
      // Counted on the database's UTC day, which a run over midnight may leave behind this one.
      expect(data.searches[0]!.day <= today).toBe(true);
      expect(body).not.toContain('their search');
    });

    it("leaves out the other person's private things and contact details", () => {
      for (const theirs of ['Their secret plans', 'Their Hidden Brand', 'Their soon private', other.email]) {
        expect(body).not.toContain(theirs);
      }
    });
  });

  it('never holds the mail to the support address, even for an account registered at it', async () => {
    const squatter = await registerAccount(t.app, { email: t.config.supportEmail });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { message: 'Where is my order?', email: 'asking@test.stylebook.local' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const mailOf = async () => {
      const reply = await exportOf(squatter.user.id, squatter.token);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.body).not.toContain('asking@test.stylebook.local');
      expect(reply.body).not.toContain(owner.username);
      return AccountExport.parse(reply.json()).mail.map((mail) => mail.subject);
    };
    expect(await mailOf()).toEqual([]);

    const code = await codeFromMail(t.app, squatter.email, '/verify-email');
    await t.app.inject({ method: 'POST', url: '/identity/verification/confirm', payload: { oobCode: code } });
    expect(await mailOf()).toEqual(['Verify your email for Stylebook']);
  });

  it('lets a person export 10 times an hour', async () => {
    const busy = await registerVerifiedAccount(t.app);
    for (let i = 0; i < 10; i++) expect((await exportOf(busy.user.id, busy.token)).statusCode).toBe(200);
    const refused = await exportOf(busy.user.id, busy.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().code).toBe('RATE_LIMITED');
  });
});
