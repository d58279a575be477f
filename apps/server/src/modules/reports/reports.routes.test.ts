import { REPORTS_PER_HOUR, type ErrorBody, type RouteReply } from '@stylebook/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema/index.ts';
import {
  newCollection,
  newLook,
  newProduct,
  registerAccount,
  registerVerifiedAccount,
  useTestApp,
} from '../../test/helpers.ts';

type Report = RouteReply<'createReport'>;

describe('POST /api/reports', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });
  let reporter: Awaited<ReturnType<typeof registerVerifiedAccount>>;
  let owner: Awaited<ReturnType<typeof registerVerifiedAccount>>;

  beforeAll(async () => {
    [reporter, owner] = await Promise.all([
      registerVerifiedAccount(t.app),
      registerVerifiedAccount(t.app, { role: 'stylist' }),
    ]);
  });

  const report = (payload: object, token: string | null = reporter.token) =>
    t.request('POST', '/api/reports', token, payload);

  it('files a report of what the reporter can see, once per target: a repeat answers the first', async () => {
    const product = await newProduct(t.database.db, { ownerId: owner.user.id });
    const first = await report({
      targetType: 'product',
      targetId: product.id,
      reason: 'counterfeit',
      details: '  The logo is wrong.  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    const { id } = first.json<Report>();

    const again = await report({ targetType: 'product', targetId: product.id, reason: 'scam' });
    expect(again.statusCode).toBe(200);
    expect(again.json<Report>()).toEqual({ id });

    const stored = await t.database.db.select().from(reports).where(eq(reports.id, id));
    expect(stored).toEqual([
      expect.objectContaining({
        reporterId: reporter.user.id,
        targetType: 'product',
        targetId: product.id,
        reason: 'counterfeit',
        details: 'The logo is wrong.',
      }),
    ]);
  });

  it('takes looks, collections and people, a locked paid-only collection included', async () => {
    const { db } = t.database;
    const look = await newLook(db, { ownerId: owner.user.id });
    const paidOnly = await newCollection(db, { ownerId: owner.user.id, visibility: 'paid' });
    for (const [targetType, targetId] of [
      ['look', look.id],
      ['collection', paidOnly.id],
      ['user', owner.user.id],
    ]) {
      const response = await report({ targetType, targetId, reason: 'spam' });
      expect(response.statusCode, `${targetType}: ${response.body}`).toBe(201);
    }
  });

  it('answers 404 for what the reporter cannot see or that does not exist, and stores nothing', async () => {
    const { db } = t.database;
    const hiddenProduct = await newProduct(db, { ownerId: owner.user.id });
    await newCollection(db, {
      ownerId: owner.user.id,
      visibility: 'private',
      productIds: [hiddenProduct.id],
    });
    const privateCollection = await newCollection(db, { ownerId: owner.user.id, visibility: 'private' });
    const cases: [string, string, string][] = [
      ['product', hiddenProduct.id, 'Product not found'],
      ['collection', privateCollection.id, 'Collection not found'],
      ['look', '00000000-0000-4000-8000-000000000000', 'Look not found'],
      ['user', '00000000-0000-4000-8000-000000000000', 'User not found'],
    ];
    for (const [targetType, targetId, message] of cases) {
      const response = await report({ targetType, targetId, reason: 'other' });
      expect(response.statusCode, targetType).toBe(404);
      expect(response.json<ErrorBody>()).toEqual({ message, code: 'NOT_FOUND' });
    }
    const stored = await db.select().from(reports).where(eq(reports.targetId, hiddenProduct.id));
    expect(stored).toEqual([]);
  });

  it("refuses one's own things and oneself with 400", async () => {
    const own = await newProduct(t.database.db, { ownerId: reporter.user.id });
    const ownProduct = await report({ targetType: 'product', targetId: own.id, reason: 'spam' });
    expect(ownProduct.statusCode).toBe(400);
    expect(ownProduct.json<ErrorBody>()).toEqual({
      message: "You can't report your own product",
      code: 'VALIDATION',
    });
    const self = await report({ targetType: 'user', targetId: reporter.user.id, reason: 'spam' });
    expect(self.json<ErrorBody>()).toEqual({ message: "You can't report yourself", code: 'VALIDATION' });
  });

  it('refuses an unknown target type, reason or over-long details with 400 and a message', async () => {
    const target = { targetType: 'user', targetId: owner.user.id, reason: 'spam' };
    for (const payload of [
      { ...target, targetType: 'comment' },
      { ...target, reason: 'boring' },
      { ...target, details: 'x'.repeat(1001) },
      { ...target, targetId: 'not-an-id' },
    ]) {
      const response = await report(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<ErrorBody>().code).toBe('VALIDATION');
      expect(response.json<ErrorBody>().message.length).toBeGreaterThan(0);
    }
    expect((await report({ ...target, reason: 'boring' })).json<ErrorBody>().message).toContain(
      'Choose a reason',
    );
  });

  it('needs a signed-in person who has verified their email', async () => {
    const target = { targetType: 'user', targetId: owner.user.id, reason: 'spam' };
    const anonymous = await report(target, null);
    expect(anonymous.statusCode).toBe(401);
    const unverified = await registerAccount(t.app);
    const refused = await report(target, unverified.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it(`takes ${REPORTS_PER_HOUR} reports an hour from one person, then answers 429`, async () => {
    const busy = await registerVerifiedAccount(t.app);
    const target = { targetType: 'user', targetId: owner.user.id, reason: 'harassment' };
    for (let sent = 0; sent < REPORTS_PER_HOUR; sent++) {
      const response = await report(target, busy.token);
      expect(response.statusCode, `report ${sent + 1}`).toBeLessThan(300);
    }
    const over = await report(target, busy.token);
    expect(over.statusCode).toBe(429);
    expect(over.json<ErrorBody>().code).toBe('RATE_LIMITED');
  });
});
