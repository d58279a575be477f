import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every brand products were given, once per spelling ignoring case, so search suggestions find a brand by a
 * few typed letters in a table of brands rather than among every product (its trigram index). Filled by
 * triggers on `products` (migration 0014); a brand no product has any more stays, and suggestions skip it.
 */
export const productBrands = pgTable(
  'product_brands',
  {
    /** `lower(brand)`, as products_brand_idx indexes it. */
    key: text('key').primaryKey(),
    /** The brand as the first product with it spelled it. */
    name: text('name').notNull(),
  },
  (t) => [index('product_brands_key_trgm_idx').using('gin', t.key.op('gin_trgm_ops'))],
);

/**
 * Committed searches (a submit, a picked suggestion or recent search, an opened result), for trending
 * searches: one row per normalized query, UTC day and person, so each person counts once a day. No reply
 * ever names who searched; the rows go with the account and are dropped once older than trending reads.
 */
export const searchHistory = pgTable(
  'search_history',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** Trimmed, lower-cased, runs of spaces made one. */
    query: text('query').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The network the search came from (`203.0.113.0/24`, `2001:db8:1::/48`), never the address itself:
     * trending counts one vote per network and query (docs/decisions.md). Null for rows recorded before.
     */
    network: text('network'),
  },
  (t) => [
    // Trending reads recent days by query; the key serves it alone.
    primaryKey({ columns: [t.day, t.query, t.userId] }),
    index('search_history_user_idx').on(t.userId),
    check('search_history_query_check', sql`char_length(${t.query}) between 1 and 100`),
  ],
);
