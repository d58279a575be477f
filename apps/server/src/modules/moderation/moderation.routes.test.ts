import type { RouteReply } from '@stylebook/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  newCollection,
  newLook,
  newProduct,
  registerVerifiedAccount,
  useTestApp,
} from '../../test/helpers.ts';
import { leaveHalfThePeriod, moneyRequestsTo } from '../../test/money-probes.ts';

type Queue = RouteReply<'moderationQueue'>;
type Case = RouteReply<'moderateCase'>;
type Audit = RouteReply<'moderationAudit'>;
type Account = Awaited<ReturnType<typeof registerVerifiedAccount>>;

const MODERATOR_EMAIL = 'moderator@test.stylebook.local';
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Not found' };

describe('moderation', () => {
  const t = useTestApp({
    moderatorEmails: new Set([MODERATOR_EMAIL]),
    authRateLimit: { perIp: 1000, perEmail: 1000 },
  });
  const { send } = moneyRequestsTo(t);
  let moderator: Account;
  let reporter: Account;
  let otherReporter: Account;
  let stranger: Account;

  beforeAll(async () => {
    moderator = await registerVerifiedAccount(t.app, { email: MODERATOR_EMAIL });
    [reporter, otherReporter, stranger] = await Promise.all([
      registerVerifiedAccount(t.app),
      registerVerifiedAccount(t.app),
      registerVerifiedAccount(t.app),
    ]);
  });

  const report = (who: Account, targetType: string, targetId: string, reason: string, details?: string) =>
    t.request('POST', '/api/reports', who.token, { targetType, targetId, reason, details });
  const openCaseOf = async (targetId: string) => {
    const queue = await t.request('GET', '/api/moderation/reports?status=open&limit=100', moderator.token);
    expect(queue.statusCode, queue.body).toBe(200);
    return queue.json<Queue>().items.find((item) => item.target.id === targetId);
  };
  const act = (caseId: string, body: object, token = moderator.token) =>
    t.request('POST', `/api/moderation/reports/${caseId}/actions`, token, body);

  it('answers 404 to everyone but moderators, as if it did not exist', async () => {
    const product = await newProduct(t.database.db, { ownerId: stranger.user.id });
    await report(reporter, 'product', product.id, 'spam');
    const caseId = (await openCaseOf(product.id))!.id;
    for (const token of [null, reporter.token, stranger.token]) {
      for (const [method, url, body] of [
        ['GET', '/api/moderation/reports', undefined],
        ['GET', '/api/moderation/audit', undefined],
        ['POST', `/api/moderation/reports/${caseId}/actions`, { action: 'dismiss' }],
        ['POST', '/api/moderation/reports/not-a-case/actions', { action: 'ban' }],
        ['GET', '/api/moderation/reports?status=nonsense', undefined],
        ['POST', `/api/moderation/users/${stranger.user.id}/reinstate`, undefined],
      ] as const) {
        const reply = await t.request(method, url, token, body);
        expect(reply.statusCode, `${method} ${url}`).toBe(404);
        expect(reply.json()).toEqual(NOT_FOUND);
      }
    }
    expect((await openCaseOf(product.id))?.status).toBe('open');
  });

  it('lists one case per reported thing, with its reasons, counts and the reporters’ words', async () => {
    const owner = await registerVerifiedAccount(t.app, { role: 'stylist' });
    const product = await newProduct(t.database.db, {
      ownerId: owner.user.id,
      brand: 'Acme',
      description: 'Fake bag',
    });
    await report(reporter, 'product', product.id, 'counterfeit', 'The logo is wrong');
    await report(otherReporter, 'product', product.id, 'scam');
    await report(stranger, 'product', product.id, 'counterfeit');

    const item = await openCaseOf(product.id);
    expect(item).toMatchObject({
      status: 'open',
      target: {
        type: 'product',
        id: product.id,
        title: 'Fake bag',
        owner: { id: owner.user.id, username: owner.username },
        ownerSuspended: false,
        ownerPaidSubscribers: 0,
        removed: false,
      },
      reasons: [
        { reason: 'counterfeit', count: 2 },
        { reason: 'scam', count: 1 },
      ],
      reportCount: 3,
      details: [{ reason: 'counterfeit', details: 'The logo is wrong' }],
      resolution: null,
    });
  });

  it('refuses unknown actions and cases with a message, and a case resolved already with 409', async () => {
    const product = await newProduct(t.database.db, { ownerId: stranger.user.id });
    await report(reporter, 'product', product.id, 'spam');
    const caseId = (await openCaseOf(product.id))!.id;

    const unknown = await act(caseId, { action: 'ban' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Choose an action: dismiss, remove, suspend');
    const missing = await act('00000000-0000-4000-8000-000000000000', { action: 'dismiss' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Case not found' });

    const dismissed = await act(caseId, { action: 'dismiss', note: 'Not spam' });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json<Case>()).toMatchObject({
      status: 'resolved',
      resolution: { action: 'dismiss', note: 'Not spam', moderator: { id: moderator.user.id } },
    });
    const again = await act(caseId, { action: 'remove' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: 'This case is already resolved' });
    // Dismissing hides nothing.
    expect((await t.request('GET', `/api/products/${product.id}`, reporter.token)).statusCode).toBe(200);

    // Reported again after its case was resolved, the product opens a new case.
    await report(otherReporter, 'product', product.id, 'scam');
    expect((await openCaseOf(product.id))?.id).not.toBe(caseId);
  });

  it('removes a product, look or collection for everyone but its owner, who is told why', async () => {
    const owner = await registerVerifiedAccount(t.app);
    const { db } = t.database;
    const product = await newProduct(db, { ownerId: owner.user.id, description: 'Knock-off sneakers' });
    const look = await newLook(db, { ownerId: owner.user.id });
    const collection = await newCollection(db, { ownerId: owner.user.id });
    for (const [type, id, path] of [
      ['product', product.id, `/api/products/${product.id}`],
      ['look', look.id, `/api/looks/${look.id}`],
      ['collection', collection.id, `/api/collections/${collection.id}`],
    ] as const) {
      await report(reporter, type, id, 'counterfeit');
      const removed = await act((await openCaseOf(id))!.id, { action: 'remove', note: 'Counterfeit goods' });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json<Case>().target.removed).toBe(true);

      for (const token of [null, reporter.token, moderator.token]) {
        expect((await t.request('GET', path, token)).statusCode, `${path} as another`).toBe(404);
      }
      const asOwner = await t.request('GET', path, owner.token);
      expect(asOwner.statusCode).toBe(200);
      expect(asOwner.json<{ removal: unknown }>().removal).toEqual({
        note: 'Counterfeit goods',
        removedAt: expect.any(String),
      });
    }
    // Nowhere in lists either.
    const products = await t.request('GET', `/api/users/${owner.user.id}/products`, reporter.token);
    expect(products.json<RouteReply<'listUserProducts'>>().items).toEqual([]);

    const notifications = await t.request('GET', '/api/notifications', owner.token);
    const removals = notifications
      .json<RouteReply<'listNotifications'>>()
      .items.filter((item) => item.kind === 'removed_by_moderators');
    expect(removals).toHaveLength(3);
    expect(removals.at(-1)).toMatchObject({
      payload: {
        targetType: 'product',
        targetId: product.id,
        title: 'Knock-off sneakers',
        note: 'Counterfeit goods',
      },
    });

    const profile = await t.request('GET', `/api/moderation/reports?status=open`, moderator.token);
    expect(profile.json<Queue>().items.map(({ target }) => target.id)).not.toContain(product.id);
  });

  it('refuses to remove a person: a profile is suspended instead', async () => {
    const person = await registerVerifiedAccount(t.app);
    await report(reporter, 'user', person.user.id, 'harassment');
    const reply = await act((await openCaseOf(person.user.id))!.id, { action: 'remove' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe("A profile can't be removed: suspend the person instead");
    expect((await openCaseOf(person.user.id))?.status).toBe('open');
  });

  it('suspends the owner: signed out, refused sign-in, hidden, subscribers refunded; reinstating lets them back', async () => {
    const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
    const subscriber = await registerVerifiedAccount(t.app);
    await send('PUT', '/api/subscriptions/price', stylist, { amount: 1000, currency: 'USD' });
    await send('POST', '/api/wallet/top-ups', subscriber, { amount: 1000, currency: 'USD' });
    const subscribed = await send('POST', `/api/users/${stylist.user.id}/paid-subscription`, subscriber);
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    await leaveHalfThePeriod(t.database.db, stylist.user.id);
    const product = await newProduct(t.database.db, { ownerId: stylist.user.id });
    await report(reporter, 'product', product.id, 'scam');
    await t.request('POST', `/api/users/${subscriber.user.id}/subscribe`, stylist.token);
    const followedBy = async () =>
      (await t.request('GET', '/api/notifications', subscriber.token))
        .json<RouteReply<'listNotifications'>>()
        .items.filter((item) => item.kind === 'new_follower')
        .map((item) => item.actor?.id);
    expect(await followedBy()).toEqual([stylist.user.id]);

    const before = await openCaseOf(product.id);
    expect(before?.target).toMatchObject({ ownerPaidSubscribers: 1, ownerSuspended: false });
    const suspended = await act(before!.id, { action: 'suspend', note: 'Selling fakes' });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json<Case>().target).toMatchObject({ ownerSuspended: true, ownerPaidSubscribers: 0 });

    // Their sessions end at once, and signing in is refused.
    expect((await t.request('GET', '/api/auth/me', stylist.token)).statusCode).toBe(401);
    const signIn = await t.request('POST', '/identity/sign-in', null, {
      email: stylist.email,
      password: stylist.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'This account has been suspended' });
    // Their profile and what they made are not found, to anyone.
    for (const token of [null, subscriber.token]) {
      const profile = await t.request('GET', `/api/users/${stylist.user.id}/profile`, token);
      expect(profile.statusCode).toBe(404);
      expect(profile.json()).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
      expect((await t.request('GET', `/api/products/${product.id}`, token)).statusCode).toBe(404);
    }
    // Nor may they be reported any more: there is no one to see.
    const reportAgain = await report(otherReporter, 'user', stylist.user.id, 'scam');
    expect(reportAgain.statusCode).toBe(404);
    expect(reportAgain.json()).toEqual({ code: 'NOT_FOUND', message: 'User not found' });
    // What they did leaves other people's notifications.
    expect(await followedBy()).toEqual([]);
    // The subscriber got the unused half back.
    const history = await t.request('GET', '/api/wallet/transactions', subscriber.token);
    expect(history.json<RouteReply<'listWalletTransactions'>>().items[0]).toMatchObject({
      kind: 'refund',
      amount: 500,
      currency: 'USD',
    });

    const audit = await t.request('GET', '/api/moderation/audit', moderator.token);
    expect(audit.json<Audit>().items[0]).toMatchObject({
      moderator: { id: moderator.user.id },
      action: 'suspend',
      target: { type: 'user', id: stylist.user.id, title: `Test Person (@${stylist.username})` },
      note: 'Selling fakes',
      refunds: 1,
    });

    const reinstated = await t.request(
      'POST',
      `/api/moderation/users/${stylist.user.id}/reinstate`,
      moderator.token,
    );
    expect(reinstated.statusCode).toBe(204);
    const back = await t.request('POST', '/identity/sign-in', null, {
      email: stylist.email,
      password: stylist.password,
    });
    expect(back.statusCode).toBe(200);
    expect((await t.request('GET', `/api/users/${stylist.user.id}/profile`, null)).statusCode).toBe(200);
    expect((await t.request('GET', `/api/products/${product.id}`, null)).statusCode).toBe(200);
    // The refund stays; the audit lists the reinstatement on top.
    expect(
      (await t.request('GET', '/api/moderation/audit', moderator.token)).json<Audit>().items[0],
    ).toMatchObject({ action: 'reinstate', target: { type: 'user', id: stylist.user.id }, refunds: 0 });
  });

  it('keeps the audit when what it names is deleted', async () => {
    const owner = await registerVerifiedAccount(t.app);
    const look = await newLook(t.database.db, { ownerId: owner.user.id, title: 'Gone soon' });
    await report(reporter, 'look', look.id, 'spam');
    await act((await openCaseOf(look.id))!.id, { action: 'remove', note: 'Spam' });
    expect((await t.request('DELETE', `/api/looks/${look.id}`, owner.token)).statusCode).toBe(204);

    const audit = await t.request('GET', '/api/moderation/audit?limit=100', moderator.token);
    expect(audit.json<Audit>().items).toContainEqual(
      expect.objectContaining({
        action: 'remove',
        target: { type: 'look', id: look.id, title: 'Gone soon' },
      }),
    );
  });
});
