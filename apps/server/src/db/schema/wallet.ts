import type { Currency } from '@stylebook/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps.ts';
import { users } from './users.ts';

/**
 * One account of the double-entry ledger (docs/product.md §9): a person's available wallet or pending payout
 * in one currency, or one of the platform's (fees earned, money owed by the payment provider). `balance` is a
 * cache of the sum of the account's entries, changed only by the posting function in the same transaction.
 * People's accounts outlive them (no foreign key), as a ledger keeps its history.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for the platform's accounts. */
    ownerId: uuid('owner_id'),
    kind: text('kind', {
      enum: ['available', 'pending_payout', 'platform_fees', 'provider_clearing'],
    }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** Integer minor units of `currency`. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_kind_currency_key')
      .on(t.ownerId, t.kind, t.currency)
      .where(sql`${t.ownerId} is not null`),
    uniqueIndex('ledger_accounts_platform_kind_currency_key')
      .on(t.kind, t.currency)
      .where(sql`${t.ownerId} is null`),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.ownerId} is null) = (${t.kind} in ('platform_fees', 'provider_clearing'))`,
    ),
    // The provider's clearing account is the negative side of every top-up; the fee account may owe the
    // refunds it covers beyond the fees it holds (docs/decisions.md); people never owe.
    check('ledger_accounts_balance_check', sql`${t.balance} >= 0 or ${t.ownerId} is null`),
  ],
);

/**
 * One money movement: its entries sum to zero per currency. `(userId, idempotencyKey)` is unique, so a request
 * retried with its key, or a renewal period charged by two job runs, moves money once.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['top_up', 'subscription', 'payout', 'refund'] }).notNull(),
    /** The person whose request or subscription caused it. */
    userId: uuid('user_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ledger_transactions_idempotency_key').on(t.userId, t.idempotencyKey)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed integer minor units of the account's currency: positive credits it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The person on the other side, as the account's owner sees the movement (the stylist paid, …). */
    counterpartyId: uuid('counterparty_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * The stored answer of a money-moving request, by the person's `Idempotency-Key` (docs/product.md §9),
 * written in the transaction that moved the money: the same key and body get this answer again, another
 * body with the key gets 409.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the route and the parsed body. */
    requestHash: text('request_hash').notNull(),
    /**
     * The 201 body of the request that moved the money (refusals are not stored). Null only inside the
     * transaction that claims the key, which fills it before it commits.
     */
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * A top-up sent to Stripe Checkout (docs/product.md §9), recorded when its session is created. The
 * signed webhook credits the wallet once per session, with the amount stored here, never one a client sent.
 */
export const stripeTopUps = pgTable(
  'stripe_top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** No foreign key, as the ledger's accounts have none: the books outlive a deleted account. */
    userId: uuid('user_id').notNull(),
    /** The request's Idempotency-Key: the credit's ledger key, as for any top-up. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Integer minor units of `currency`, as the app counts them (Stripe's may differ: IDR). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** Set in the same transaction, once Stripe has answered. */
    checkoutSessionId: text('checkout_session_id'),
    /** The ledger transaction that credited the wallet; null while the person has not paid. */
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stripe_top_ups_checkout_session_key').on(t.checkoutSessionId),
    uniqueIndex('stripe_top_ups_request_key').on(t.userId, t.idempotencyKey),
    check('stripe_top_ups_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Stripe webhook events that moved money, by id: a redelivered event finds its id here and does nothing. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
