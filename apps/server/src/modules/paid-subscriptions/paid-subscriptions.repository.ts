import type { SubscriptionPrice } from '@stylebook/contracts';
import { and, asc, desc, eq, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { ownerColumns } from '../../db/columns.ts';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  paidSubscriptions,
  subscriptionPrices,
  users,
} from '../../db/schema/index.ts';
import { isLiveSubscription } from '../../db/visibility.ts';

export type PaidSubscriptionRow = typeof paidSubscriptions.$inferSelect;
type Status = PaidSubscriptionRow['status'];

const subscriber = alias(users, 'subscriber');

/** The stylist's price now, null (left join) when they take no paid subscribers. */
const currentPrice = { amount: subscriptionPrices.amount, currency: subscriptionPrices.currency };

/** The stylist's subscriptions in `status`, or in any status but `status` with `not`. */
const ofStylist = (stylistId: string, status: Status, { not = false } = {}) =>
  and(
    eq(paidSubscriptions.stylistId, stylistId),
    not ? ne(paidSubscriptions.status, status) : eq(paidSubscriptions.status, status),
  );

const isPair = (subscriberId: string, stylistId: string) =>
  and(eq(paidSubscriptions.subscriberId, subscriberId), eq(paidSubscriptions.stylistId, stylistId));

export function createPaidSubscriptionsRepository(db: Db) {
  return {
    async price(stylistId: string, executor: Db = db): Promise<SubscriptionPrice | null> {
      const [row] = await executor
        .select(currentPrice)
        .from(subscriptionPrices)
        .where(eq(subscriptionPrices.stylistId, stylistId));
      return row ?? null;
    },

    async setPrice(stylistId: string, price: SubscriptionPrice | null, executor: Db = db): Promise<void> {
      if (!price) {
        await executor.delete(subscriptionPrices).where(eq(subscriptionPrices.stylistId, stylistId));
        return;
      }
      await executor
        .insert(subscriptionPrices)
        .values({ stylistId, ...price })
        .onConflictDoUpdate({
          target: subscriptionPrices.stylistId,
          set: { ...price, updatedAt: sql`now()` },
        });
    },

    /**
     * Holds the pair's subscription for the rest of `tx`, row or no row yet, so two requests for one pair
     * (with different keys, on any process) decide one after the other.
     */
    async lockPair(tx: Db, subscriberId: string, stylistId: string): Promise<PaidSubscriptionRow | null> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`${subscriberId}:${stylistId}`}, 0))`,
      );
      const [row] = await tx
        .select()
        .from(paidSubscriptions)
        .where(isPair(subscriberId, stylistId))
        .for('update');
      return row ?? null;
    },

    /**
     * The viewer's subscription to the stylist while it is live (not ended, nor cancelled past its end), with
     * the price the stylist asks now.
     */
    async findLive(subscriberId: string, stylistId: string) {
      const [row] = await db
        .select({ subscription: paidSubscriptions, currentPrice })
        .from(paidSubscriptions)
        .leftJoin(subscriptionPrices, eq(subscriptionPrices.stylistId, paidSubscriptions.stylistId))
        .where(and(isPair(subscriberId, stylistId), isLiveSubscription()));
      return row ?? null;
    },

    /** The stylist's active subscriptions: the ones that renew. */
    listActive(tx: Db, stylistId: string): Promise<PaidSubscriptionRow[]> {
      return tx.select().from(paidSubscriptions).where(ofStylist(stylistId, 'active'));
    },

    /** Cancels the stylist's active subscriptions, answering them. */
    cancelActive(tx: Db, stylistId: string): Promise<PaidSubscriptionRow[]> {
      return tx
        .update(paidSubscriptions)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(ofStylist(stylistId, 'active'))
        .returning();
    },

    /** Starts the pair's subscription, or restarts its row, for the period given. */
    async start(
      tx: Db,
      fields: Pick<
        PaidSubscriptionRow,
        'subscriberId' | 'stylistId' | 'amount' | 'currency' | 'currentPeriodStart' | 'currentPeriodEnd'
      >,
    ): Promise<PaidSubscriptionRow> {
      const state = { ...fields, status: 'active' as const, pastDueSince: null, updatedAt: sql`now()` };
      const [row] = await tx
        .insert(paidSubscriptions)
        .values(state)
        .onConflictDoUpdate({
          target: [paidSubscriptions.subscriberId, paidSubscriptions.stylistId],
          set: state,
        })
        .returning();
      return row!;
    },

    /**
     * `updatedAt` is the database's clock unless given: the renewal job gives its own `now`, as "tried
     * today" (lockNextDue) is measured against it.
     */
    async update(
      tx: Db,
      id: string,
      changes: Partial<
        Pick<
          PaidSubscriptionRow,
          | 'status'
          | 'amount'
          | 'currency'
          | 'currentPeriodStart'
          | 'currentPeriodEnd'
          | 'pastDueSince'
          | 'updatedAt'
        >
      >,
    ): Promise<PaidSubscriptionRow> {
      const [row] = await tx
        .update(paidSubscriptions)
        .set({ updatedAt: sql`now()`, ...changes })
        .where(eq(paidSubscriptions.id, id))
        .returning();
      return row!;
    },

    /** The person's live paid subscriptions with their stylists and their prices now, soonest period end first. */
    listLive(subscriberId: string) {
      return db
        .select({
          status: paidSubscriptions.status,
          currentPeriodEnd: paidSubscriptions.currentPeriodEnd,
          amount: paidSubscriptions.amount,
          currency: paidSubscriptions.currency,
          stylist: ownerColumns,
          currentPrice,
        })
        .from(paidSubscriptions)
        .innerJoin(users, eq(users.id, paidSubscriptions.stylistId))
        .leftJoin(subscriptionPrices, eq(subscriptionPrices.stylistId, paidSubscriptions.stylistId))
        .where(and(eq(paidSubscriptions.subscriberId, subscriberId), isLiveSubscription()))
        .orderBy(asc(paidSubscriptions.currentPeriodEnd), asc(paidSubscriptions.id));
    },

    /**
     * Locks the next subscription due at `now`, skipping ones another process holds: periods ended, except
     * past-due ones already tried within the last day.
     */
    async lockNextDue(tx: Db, now: Date): Promise<PaidSubscriptionRow | undefined> {
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
      const [row] = await tx
        .select()
        .from(paidSubscriptions)
        .where(
          and(
            ne(paidSubscriptions.status, 'ended' satisfies Status),
            lte(paidSubscriptions.currentPeriodEnd, now),
            or(
              ne(paidSubscriptions.status, 'past_due' satisfies Status),
              lte(paidSubscriptions.updatedAt, dayAgo),
            ),
          ),
        )
        .orderBy(asc(paidSubscriptions.currentPeriodEnd))
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    /** Locks every subscription to the stylist that has not ended, for the rest of `tx`. */
    /**
     * The last period's charge the subscriber paid the stylist, as the ledger holds it: what a refund of the
     * current period gives back. Not the subscription's own price, which a price accepted during the period
     * already changed for the next one.
     */
    async lastCharge(tx: Db, subscriberId: string, stylistId: string): Promise<SubscriptionPrice | null> {
      const [row] = await tx
        .select({ amount: ledgerEntries.amount, currency: ledgerAccounts.currency })
        .from(ledgerTransactions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(ledgerTransactions.kind, 'subscription'),
            eq(ledgerTransactions.userId, subscriberId),
            sql`${ledgerTransactions.metadata}->>'stylistId' = ${stylistId}`,
            eq(ledgerAccounts.ownerId, subscriberId),
          ),
        )
        .orderBy(desc(ledgerTransactions.createdAt))
        .limit(1);
      return row ? { amount: -row.amount, currency: row.currency } : null;
    },

    lockUnendedOfStylist(tx: Db, stylistId: string): Promise<PaidSubscriptionRow[]> {
      return tx
        .select()
        .from(paidSubscriptions)
        .where(ofStylist(stylistId, 'ended', { not: true }))
        .orderBy(asc(paidSubscriptions.id))
        .for('update');
    },

    /** Who is on each side, for mails. */
    async parties(tx: Db, subscriberId: string, stylistId: string) {
      const [row] = await tx
        .select({ subscriberEmail: subscriber.email, stylistName: users.name })
        .from(subscriber)
        .innerJoin(users, eq(users.id, stylistId))
        .where(eq(subscriber.id, subscriberId));
      return row!;
    },
  };
}

export type PaidSubscriptionsRepository = ReturnType<typeof createPaidSubscriptionsRepository>;
