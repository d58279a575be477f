import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One build of a Featured feed (docs/product.md §10): its items numbered 0..itemCount-1 by a dense rank, so a
 * page maps positions to ranks through a seeded permutation and reads them by primary key. Generations are
 * kept a while after a newer one is built, so a person scrolling keeps the order they started with.
 */
export const feedGenerations = pgTable(
  'feed_generations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['products', 'collections'] }).notNull(),
    itemCount: integer('item_count').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feed_generations_kind_idx').on(t.kind, t.id)],
);

export const feedItems = pgTable(
  'feed_items',
  {
    generationId: integer('generation_id')
      .notNull()
      .references(() => feedGenerations.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    itemId: uuid('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.generationId, t.rank] })],
);

/**
 * Whether something a feed is built from changed since its newest generation: database triggers on the
 * tables involved set `dirty`, and the rebuild job clears it in the transaction that builds
 * (docs/product.md §10).
 */
export const feedChanges = pgTable('feed_changes', {
  kind: text('kind', { enum: ['products', 'collections'] }).primaryKey(),
  dirty: boolean('dirty').notNull().default(true),
});
