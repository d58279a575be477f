import type { RouteReply } from '@stylebook/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paidSubscriptions } from '../../db/schema/index.ts';
import { registerVerifiedAccount, useTestApp } from '../../test/helpers.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { moneyRequestsTo, platformFeeBalance } from '../../test/money-probes.ts';
import { createMoneyServices } from '../../services.ts';
import { demoPaymentProvider } from '../wallet/payment-provider.ts';
import { stylistShare, unusedPart } from './refunds.ts';

const SECOND = 1000;
const start = new Date('2026-03-01T00:00:00Z');
const end = new Date('2026-03-31T00:00:00Z'); // 2,592,000 seconds

describe('unusedPart', () => {
  it('is the unused part of the period by the second, rounded down to the minor unit', () => {
    const period = { amount: 1000, currentPeriodStart: start, currentPeriodEnd: end };
    expect(unusedPart(period, start)).toBe(1000);
    expect(unusedPart(period, new Date(start.getTime() + 648_000 * SECOND))).toBe(750);
    // 2,591 seconds left is 0.9996 of a minor unit; the 999 ms past a whole second do not count.
    expect(unusedPart(period, new Date(end.getTime() - 2_591 * SECOND - 999))).toBe(0);
    expect(unusedPart(period, new Date(end.getTime() - 2_592 * SECOND))).toBe(1);
    expect(unusedPart(period, end)).toBe(0);
    expect(unusedPart(period, new Date(end.getTime() + SECOND))).toBe(0);
    const huge = { ...period, amount: 9_000_000_000_000 };
    expect(unusedPart(huge, new Date(start.getTime() + SECOND))).toBe(8_999_996_527_777);
  });
});

describe('stylistShare', () => {
  it('splits a refund as the charge was, the stylist’s part rounded down', () => {
    expect(stylistShare(1000, 1000)).toBe(900);
    expect(stylistShare(1000, 750)).toBe(675);
    // 499: the fee was 50, the stylist earned 449 of it.
    expect(stylistShare(499, 499)).toBe(449);
    expect(stylistShare(499, 333)).toBe(299);
  });
});

describe('a pro-rata refund', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });

  const { send, balance } = moneyRequestsTo(t);
  const feeBalance = () => platformFeeBalance(t.database.db);

  /** Ends the stylist's one subscription with a refund at `at`, the period set to March 2026. */
  async function refundAt(stylistId: string, at: Date) {
    await t.database.db
      .update(paidSubscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(paidSubscriptions.stylistId, stylistId));
    const { refunds } = createMoneyServices({
      db: t.database.db,
      provider: demoPaymentProvider,
      publicOrigin: t.config.publicOrigin,
      mailQueued: () => {},
    });
    return t.database.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(paidSubscriptions)
        .where(eq(paidSubscriptions.stylistId, stylistId))
        .for('update');
      return refunds.endWithRefund(tx, row!, at);
    });
  }

  /** A stylist at $10 a month and a subscriber who paid for this month from a $10 top-up. */
  async function paidSubscriptionAt1000() {
    const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
    await send('PUT', '/api/subscriptions/price', stylist, { amount: 1000, currency: 'USD' });
    const subscriber = await registerVerifiedAccount(t.app);
    await send('POST', '/api/wallet/top-ups', subscriber, { amount: 1000, currency: 'USD' });
    await send('POST', `/api/users/${stylist.user.id}/paid-subscription`, subscriber);
    return { stylist, subscriber };
  }

  it('takes the stylist’s share from their unpaid earnings, and what they paid out from the fee account', async () => {
    const { stylist, subscriber } = await paidSubscriptionAt1000();
    // Of the 900 earned, 600 is paid out: 300 is left to refund from.
    expect(
      (await send('POST', '/api/wallet/payouts', stylist, { amount: 600, currency: 'USD' })).statusCode,
    ).toBe(201);
    const feesBefore = await feeBalance();

    // A quarter of the period used: 750 back, of which the stylist's share is 675.
    const refund = await refundAt(stylist.user.id, new Date(start.getTime() + 648_000 * SECOND));

    expect(refund).toEqual({ amount: 750, currency: 'USD' });
    expect(await balance(subscriber)).toBe(750);
    expect(await balance(stylist)).toBe(0);
    expect(await feeBalance()).toBe(feesBefore - 450);
    const history = await send('GET', '/api/wallet/transactions', stylist);
    expect(history.json<RouteReply<'listWalletTransactions'>>().items[0]).toMatchObject({
      kind: 'refund',
      amount: -300,
    });
    expect((await send('GET', '/api/subscriptions/paid', subscriber)).json()).toEqual({ items: [] });
    expect(await auditLedger(t.database.db)).toEqual({ drifted: [], unbalanced: [], negative: [] });
  });

  it('gives back the period’s charge as it was paid, not a price accepted since for the next period', async () => {
    const { stylist, subscriber } = await paidSubscriptionAt1000();
    await send('PUT', '/api/subscriptions/price', stylist, { amount: 5000, currency: 'EUR' });
    const accepted = await send(
      'POST',
      `/api/users/${stylist.user.id}/paid-subscription/accept-price`,
      subscriber,
      { amount: 5000, currency: 'EUR' },
    );
    expect(accepted.statusCode).toBe(200);

    const refund = await refundAt(stylist.user.id, new Date(start.getTime() + 648_000 * SECOND));

    expect(refund).toEqual({ amount: 750, currency: 'USD' });
    expect(await balance(subscriber)).toBe(750);
    expect(await auditLedger(t.database.db)).toEqual({ drifted: [], unbalanced: [], negative: [] });
  });
});
