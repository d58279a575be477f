import type { Currency } from '@stylebook/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stripeTopUps, stripeWebhookEvents } from '../../db/schema/index.ts';

export type StripeTopUpRow = typeof stripeTopUps.$inferSelect;

/** Stripe's top-ups and applied webhook events; every function runs in the caller's transaction. */
export const stripeRepository = {
  async insertTopUp(
    tx: Db,
    topUp: { userId: string; idempotencyKey: string; amount: number; currency: Currency },
  ): Promise<StripeTopUpRow> {
    const [row] = await tx.insert(stripeTopUps).values(topUp).returning();
    return row!;
  },

  async attachCheckoutSession(tx: Db, topUpId: string, checkoutSessionId: string): Promise<void> {
    await tx.update(stripeTopUps).set({ checkoutSessionId }).where(eq(stripeTopUps.id, topUpId));
  },

  /** The session's top-up, locked until the transaction ends, so two events for it credit it once. */
  async lockTopUpBySession(tx: Db, checkoutSessionId: string): Promise<StripeTopUpRow | null> {
    const [row] = await tx
      .select()
      .from(stripeTopUps)
      .where(eq(stripeTopUps.checkoutSessionId, checkoutSessionId))
      .for('update');
    return row ?? null;
  },

  async markCredited(tx: Db, topUpId: string, transactionId: string): Promise<void> {
    await tx.update(stripeTopUps).set({ transactionId }).where(eq(stripeTopUps.id, topUpId));
  },

  /**
   * Records the event as applied; false when it already was. A concurrent delivery of the same event waits
   * here on the primary key until the first one's transaction ends, then finds it (or, after a rollback,
   * takes over).
   */
  async claimEvent(tx: Db, eventId: string, type: string): Promise<boolean> {
    const claimed = await tx
      .insert(stripeWebhookEvents)
      .values({ eventId, type })
      .onConflictDoNothing()
      .returning({ eventId: stripeWebhookEvents.eventId });
    return claimed.length > 0;
  },
};

export type StripeRepository = typeof stripeRepository;
