import type { Currency } from '@stylebook/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './timestamps.ts';
import { users } from './users.ts';

/** A STYLIST's monthly price for a paid subscription; no row means no new paid subscriptions. */
export const subscriptionPrices = pgTable(
  'subscription_prices',
  {
    stylistId: uuid('stylist_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('subscription_prices_amount_check', sql`${t.amount} > 0`)],
);

/**
 * A person's paid subscription to a stylist, one row per pair, renewed in place. It unlocks the stylist's
 * paid-only collections while active, or cancelled before `currentPeriodEnd` (db/visibility.ts).
 */
export const paidSubscriptions = pgTable(
  'paid_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stylistId: uuid('stylist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'cancelled', 'past_due', 'ended'] }).notNull(),
    /**
     * The price the subscriber agreed to, in integer minor units of `currency`: a renewal charges the
     * stylist's price of the day up to it, and a higher one only once accepted (paid-subscriptions/billing.ts).
     */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** When a renewal first failed; retries stop 7 days later. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('paid_subscriptions_pair_key').on(t.subscriberId, t.stylistId),
    index('paid_subscriptions_stylist_idx').on(t.stylistId, t.status),
    index('paid_subscriptions_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} <> 'ended'`),
    check('paid_subscriptions_not_self_check', sql`${t.subscriberId} <> ${t.stylistId}`),
  ],
);
