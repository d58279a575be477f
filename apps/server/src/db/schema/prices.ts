import type { Currency } from '@stylebook/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { createdAt, updatedAt } from './timestamps.ts';
import { users } from './users.ts';

/**
 * A store, as the price job reads it: one row per origin (`https://shop.example`), since robots.txt and
 * politeness are per origin. Rows are made with the first page of the store (migration trigger).
 */
export const storeHosts = pgTable('store_hosts', {
  /** `scheme://host[:port]`, lower-cased as canonical URLs are. */
  origin: text('origin').primaryKey(),
  /** No request to the store before this: the per-store spacing, or the backoff after a failure. */
  nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }).notNull().defaultNow(),
  /** Failed reads in a row (unreachable, 5xx, blocked); each doubles the wait, a success resets it. */
  failures: integer('failures').notNull().default(0),
  /** The store refused the job (403, 429, a bot or login wall): no request before this. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  blockReason: text('block_reason', {
    enum: ['forbidden', 'rate_limited', 'bot_wall', 'login_wall', 'reserved_name'],
  }),
  /** The store's robots.txt as last fetched ('' when it has none), and when. */
  robotsTxt: text('robots_txt'),
  robotsFetchedAt: timestamp('robots_fetched_at', { withTimezone: true }),
});

/**
 * A store page whose price is re-read, keyed by the canonical URL every copy of the product shares
 * (docs/product.md §5, `rootProductId`): everyone who saved the page shares one history, and the store is
 * read once per freshness window however many people saved it. Rows are made by a trigger on `products`.
 */
export const pricePages = pgTable(
  'price_pages',
  {
    canonicalUrl: text('canonical_url').primaryKey(),
    origin: text('origin')
      .notNull()
      .references(() => storeHosts.origin),
    /**
     * When the job may read it next: the freshness age after a read, a backoff after a failed one, and a
     * short lease while one process reads it, so no other process reads it too.
     */
    nextReadAt: timestamp('next_read_at', { withTimezone: true }).notNull().defaultNow(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /** Reads in a row that found no price on the page (gone, not a product); each doubles the wait. */
    failures: integer('failures').notNull().default(0),
    /** Why the last read failed, for logs and operators. */
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('price_pages_due_idx').on(t.nextReadAt), index('price_pages_origin_idx').on(t.origin)],
);

/**
 * The price history of a store page: a point when a read differs from the one before (price, currency or
 * stock), so the history stays small while the chart is exact (a price holds until the next point).
 */
export const pricePoints = pgTable(
  'price_points',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    canonicalUrl: text('canonical_url')
      .notNull()
      .references(() => pricePages.canonicalUrl, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    /** Integer minor units of `currency`; null when the page showed none (often when sold out). */
    priceMinor: bigint('price_minor', { mode: 'number' }),
    currency: text('currency').$type<Currency>(),
    /** Null when the page did not say. */
    inStock: boolean('in_stock'),
  },
  (t) => [
    index('price_points_page_idx').on(t.canonicalUrl, t.readAt),
    check('price_points_price_check', sql`${t.priceMinor} is null or ${t.priceMinor} >= 0`),
    check('price_points_currency_check', sql`(${t.priceMinor} is null) = (${t.currency} is null)`),
  ],
);

/**
 * A person's explicit choice to watch a product's price or not. Without a row, the products in the person's
 * own collections are watched and others are not; `watching = false` is how a person turns that default off.
 */
export const priceWatches = pgTable(
  'price_watches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    watching: boolean('watching').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('price_watches_product_idx').on(t.productId),
  ],
);

/** Requests the price job made on each UTC day, against its daily budget. */
export const priceReadBudget = pgTable('price_read_budget', {
  day: date('day', { mode: 'string' }).primaryKey(),
  fetches: integer('fetches').notNull().default(0),
});
