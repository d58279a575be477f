import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, removal, updatedAt } from './timestamps.ts';
import { users } from './users.ts';

export type ProductImageRow = { url: string };

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first product created for the same canonical purchase URL, else the product itself. */
    rootProductId: uuid('root_product_id').notNull(),
    description: text('description'),
    brand: text('brand').notNull(),
    /** Integer minor units of `currency` (docs/product.md §5). */
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    gender: text('gender', { enum: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'] }).notNull(),
    purchaseUrl: text('purchase_url').notNull(),
    canonicalUrl: text('canonical_url').notNull(),
    /**
     * The purchase URL's host when the product was created through the API; the purchase link warns when an
     * edit moved it elsewhere. Null for rows written straight to the database (seed, tests): no warning.
     */
    purchaseHostAtCreation: text('purchase_host_at_creation'),
    /** Ordered list; the first image is the cover. */
    images: jsonb('images').$type<ProductImageRow[]>().notNull().default([]),
    isFeatured: boolean('is_featured').notNull().default(false),
    ...removal(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_owner_idx').on(t.ownerId, t.createdAt),
    index('products_canonical_url_idx').on(t.canonicalUrl),
    /** "More like this" (modules/similar): the newest products of a brand, whatever its case. */
    index('products_brand_idx').on(sql`lower(${t.brand})`, t.createdAt),
    /** Every copy saved from the same store link: "More like this" and "Similar collections" (modules/similar). */
    index('products_root_idx').on(t.rootProductId),
    check('products_price_check', sql`${t.priceMinor} >= 0`),
  ],
);

export const productLikes = pgTable(
  'product_likes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The dashboard counts a product's likes by day (docs/product.md §18), so the index reads them in time
    // order.
    index('product_likes_product_idx').on(t.productId, t.createdAt),
  ],
);

/** One row per click on a product's purchase link (`/r/{productId}`), for the stylist dashboard. */
export const productClicks = pgTable(
  'product_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('product_clicks_product_idx').on(t.productId, t.createdAt)],
);
