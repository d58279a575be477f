import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Stored lower-cased; unique (DESIGN.md §4 username rules). */
    username: text('username').notNull(),
    name: text('name').notNull(),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    website: text('website'),
    role: text('role', { enum: ['USER', 'STYLIST'] })
      .notNull()
      .default('USER'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    check('users_role_check', sql`${t.role} in ('USER', 'STYLIST')`),
  ],
);

/** Every stored file (uploads, re-stored scraped images, seeded images), checked to be an image. */
export const mediaObjects = pgTable('media_objects', {
  key: text('key').primaryKey(),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
});

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
    /** Integer minor units of `currency` (DESIGN.md §6). */
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    gender: text('gender', { enum: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'] }).notNull(),
    purchaseUrl: text('purchase_url').notNull(),
    canonicalUrl: text('canonical_url').notNull(),
    /** Ordered list; the first image is the cover. */
    images: jsonb('images').$type<ProductImageRow[]>().notNull().default([]),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_owner_idx').on(t.ownerId, t.createdAt),
    index('products_canonical_url_idx').on(t.canonicalUrl),
    check('products_price_check', sql`${t.priceMinor} >= 0`),
  ],
);

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('collections_owner_idx').on(t.ownerId, t.createdAt)],
);

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('looks_owner_idx').on(t.ownerId, t.createdAt)],
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
