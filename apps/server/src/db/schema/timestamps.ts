import { text, timestamp } from 'drizzle-orm/pg-core';

/** The `created_at` and `updated_at` columns most tables have: the time of the insert unless set. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * When moderators removed the row and their note (docs/product.md §20): a removed product, look or collection
 * is hidden from all but its owner (db/visibility.ts).
 */
export const removal = () => ({
  removedAt: timestamp('removed_at', { withTimezone: true }),
  removalNote: text('removal_note'),
});
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
