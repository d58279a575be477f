import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The Following feed's inbox (docs/product.md §22): one row per follower and thing made by someone they
 * follow, written by triggers (migration 0029) when a product, look or collection is made or a follow
 * starts, and removed when it is deleted or the follow ends. Who may see each thing is decided when a page is
 * read (modules/following-feed), so a row never needs rewriting when a setting changes.
 */
export const followingFeedItems = pgTable(
  'following_feed_items',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['product', 'look', 'collection'] }).notNull(),
    itemId: uuid('item_id').notNull(),
    /** The thing's own `created_at`, so the feed is ordered by when it was made, not when it was copied. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.kind, t.itemId] }),
    /** A page: one backward range scan of a follower's rows from the cursor (created_at, item_id). */
    index('following_feed_items_page_idx').on(t.followerId, t.createdAt, t.itemId),
    /** An ended follow's rows, and an author's rows when their account goes. */
    index('following_feed_items_author_idx').on(t.authorId, t.followerId),
    /** A deleted thing's rows in every follower's feed. */
    index('following_feed_items_item_idx').on(t.itemId),
    check('following_feed_items_kind_check', sql`${t.kind} in ('product', 'look', 'collection')`),
  ],
);
