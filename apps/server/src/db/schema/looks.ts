import { customType, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { products } from './products.ts';
import { createdAt, removal, updatedAt } from './timestamps.ts';
import { users } from './users.ts';

/**
 * PostgreSQL `real`, sent as the float32 it will hold: a number too small for float32 is stored as 0
 * instead of failing with 'out of range for type real'.
 */
const real = customType<{ data: number; driverData: number | string }>({
  dataType: () => 'real',
  toDriver: (value) => Math.fround(value),
  fromDriver: (value) => Number(value),
});

export const looks = pgTable(
  'looks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    coverImageUrl: text('cover_image_url'),
    ...removal(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('looks_owner_idx').on(t.ownerId, t.createdAt)],
);

/** Products of a look, in order, each optionally pinned on the cover at a relative position (0..1). */
export const lookProducts = pgTable(
  'look_products',
  {
    lookId: uuid('look_id')
      .notNull()
      .references(() => looks.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    x: real('x'),
    y: real('y'),
  },
  (t) => [
    primaryKey({ columns: [t.lookId, t.productId] }),
    index('look_products_product_idx').on(t.productId),
  ],
);

export const lookLikes = pgTable(
  'look_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lookId: uuid('look_id')
      .notNull()
      .references(() => looks.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lookId] }),
    index('look_likes_look_idx').on(t.lookId, t.createdAt),
  ],
);
