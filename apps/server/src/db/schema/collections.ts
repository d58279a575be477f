import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { looks } from './looks.ts';
import { products } from './products.ts';
import { createdAt, removal, updatedAt } from './timestamps.ts';
import { users } from './users.ts';

export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    coverImageUrl: text('cover_image_url'),
    /** Server-made blurred cover shown instead of real images while a paid-only collection is locked. */
    coverPlaceholderUrl: text('cover_placeholder_url'),
    isPrivate: boolean('is_private').notNull().default(true),
    isPaidSubscriberOnly: boolean('is_paid_subscriber_only').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...removal(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('collections_owner_idx').on(t.ownerId, t.createdAt)],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('collection_products_product_idx').on(t.productId),
  ],
);

export const collectionLooks = pgTable(
  'collection_looks',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    lookId: uuid('look_id')
      .notNull()
      .references(() => looks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.lookId] }),
    index('collection_looks_look_idx').on(t.lookId),
  ],
);

/** Another person's collection someone saved to their profile (docs/product.md §4, saving). */
export const collectionSaves = pgTable(
  'collection_saves',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.collectionId] }),
    index('collection_saves_collection_idx').on(t.collectionId, t.createdAt),
  ],
);
