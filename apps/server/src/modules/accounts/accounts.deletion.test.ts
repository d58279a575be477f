import type { RouteReply } from '@stylebook/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paidSubscriptions } from '../../db/schema/index.ts';
import { registerVerifiedAccount, useTestApp } from '../../test/helpers.ts';
import { auditLedger } from '../../test/ledger-audit.ts';
import { moneyRequestsTo, platformFeeBalance } from '../../test/money-probes.ts';

type Account = Awaited<ReturnType<typeof registerVerifiedAccount>>;

/** A 30-day period with 50.05% of it left: 1,000 a month refunds 500.5, rounded down to 500, for 20 minutes. */
const PERIOD_SECONDS = 2_592_000;
const LEFT_SECONDS = 1_297_296;

describe('deleting a stylist account with paid subscribers', () => {
  const t = useTestApp({ authRateLimit: { perIp: 1000, perEmail: 1000 } });

  const { send, balance } = moneyRequestsTo(t);
  const feeBalance = () => platformFeeBalance(t.database.db);

  /** A stylist at 1,000 a month, and subscribers who paid for a period with 50.05% of it left. */
  async function stylistWithSubscribers(count: number) {
    const stylist = await registerVerifiedAccount(t.app, { role: 'stylist' });
    await send('PUT', '/api/subscriptions/price', stylist, { amount: 1000, currency: 'USD' });
    const subscribers: Account[] = [];
    for (let i = 0; i < count; i++) {
      const subscriber = await registerVerifiedAccount(t.app);
      await send('POST', '/api/wallet/top-ups', subscriber, { amount: 1000, currency: 'USD' });
      expect(
        (await send('POST', `/api/users/${stylist.user.id}/paid-subscription`, subscriber)).statusCode,
      ).toBe(201);
      subscribers.push(subscriber);
    }
    const now = Date.now();
    await t.database.db
      .update(paidSubscriptions)
      .set({
        currentPeriodStart: new Date(now - (PERIOD_SECONDS - LEFT_SECONDS) * 1000),
        currentPeriodEnd: new Date(now + LEFT_SECONDS * 1000),
      })
      .where(eq(paidSubscriptions.stylistId, stylist.user.id));
    return { stylist, subscribers };
  }

  it('refuses while earnings are unpaid, naming the payout to request, and changes nothing', async () => {
    const { stylist, subscribers } = await stylistWithSubscribers(1);
    const [subscriber] = subscribers as [Account];
    // Earned 900; the refund of 500 takes the stylist's 450 of it, and 450 would be left unpaid.
    const refused = await send('DELETE', `/api/users/${stylist.user.id}`, stylist);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        "Request a payout of $4.50 in your wallet before you delete your account: a deleted account's earnings can no longer be paid out",
      code: 'UNPAID_EARNINGS',
    });
    expect(await balance(stylist)).toBe(900);
    expect(await balance(subscriber)).toBe(0);
    const list = await send('GET', '/api/subscriptions/paid', subscriber);
    expect(list.json<RouteReply<'listPaidSubscriptions'>>().items).toHaveLength(1);
  });

  it('refunds every paid subscriber the unused part, split as the charge was, and ends their subscriptions', async () => {
    const { stylist, subscribers } = await stylistWithSubscribers(2);
    const [active, cancelled] = subscribers as [Account, Account];
    await send('DELETE', `/api/users/${stylist.user.id}/paid-subscription`, cancelled);
    // Earned 1,800; the refunds take 450 each of it, so 900 is what to pay out first.
    expect(
      (await send('POST', '/api/wallet/payouts', stylist, { amount: 900, currency: 'USD' })).statusCode,
    ).toBe(201);
    const feesBefore = await feeBalance();

    const deleted = await send('DELETE', `/api/users/${stylist.user.id}`, stylist);
    expect(deleted.statusCode).toBe(204);

    for (const subscriber of [active, cancelled]) {
      expect(await balance(subscriber)).toBe(500);
      const history = await send('GET', '/api/wallet/transactions', subscriber);
      expect(history.json<RouteReply<'listWalletTransactions'>>().items[0]).toMatchObject({
        kind: 'refund',
        amount: 500,
        currency: 'USD',
      });
      const list = await send('GET', '/api/subscriptions/paid', subscriber);
      expect(list.json()).toEqual({ items: [] });
    }
    // 50 of each refund is the platform's share of the fee.
    expect(await feeBalance()).toBe(feesBefore - 100);
    expect(await auditLedger(t.database.db)).toEqual({ drifted: [], unbalanced: [], negative: [] });
  });
});
