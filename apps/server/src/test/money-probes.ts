import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Currency } from '@stylebook/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { ledgerAccounts, paidSubscriptions } from '../db/schema/index.ts';
import { bearer } from './helpers.ts';

/**
 * Requests as a signed-in person, each money-moving POST with an Idempotency-Key of its own, and the first
 * balance of their wallet: what the money tests ask again and again. `t.app` is read at each request, so
 * `useTestApp()`'s app, built later in `beforeAll`, serves.
 */
export function moneyRequestsTo(t: { app: FastifyInstance }) {
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: { token: string },
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { ...bearer(who.token), ...(method === 'POST' && { 'idempotency-key': randomUUID() }) },
    });
  const balance = async (who: { token: string }) =>
    (await send('GET', '/api/wallet', who)).json<{ balances: { amount: number }[] }>().balances[0]?.amount;
  return { send, balance };
}

/** The platform's fee account in `currency`, straight from the ledger. */
export async function platformFeeBalance(db: Db, currency: Currency = 'USD'): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        isNull(ledgerAccounts.ownerId),
        eq(ledgerAccounts.kind, 'platform_fees'),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return row?.balance ?? 0;
}

/**
 * Moves the stylist's paid subscriptions to 50.05% of a 30-day period left: a refund of a 1,000 price is
 * 500.5, rounded down to 500, for the next 20 minutes of a test.
 */
export async function leaveHalfThePeriod(db: Db, stylistId: string): Promise<void> {
  const now = Date.now();
  await db
    .update(paidSubscriptions)
    .set({
      currentPeriodStart: new Date(now - (2_592_000 - 1_297_296) * 1000),
      currentPeriodEnd: new Date(now + 1_297_296 * 1000),
    })
    .where(eq(paidSubscriptions.stylistId, stylistId));
}
