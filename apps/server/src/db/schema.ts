import {
  NOTIFICATION_KINDS,
  type Currency,
  type MailedNotificationKind,
  type NotificationKind,
} from '@stylebook/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * PostgreSQL `real`, sent as the float32 it will hold: a number too small for float32 is stored as 0
 * instead of failing with 'out of range for type real'.
 */
const real = customType<{ data: number; driverData: number | string }>({
  dataType: () => 'real',
  toDriver: (value) => Math.fround(value),
  fromDriver: (value) => Number(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Stored lower-cased; unique (docs/product.md §3). */
    username: text('username').notNull(),
    name: text('name').notNull(),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    website: text('website'),
    /** What the person said they shop for at registration; tunes what they are shown. */
    genderPreference: text('gender_preference', { enum: ['MENSWEAR', 'WOMENSWEAR', 'UNISEX'] }),
    instagram: text('instagram'),
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

/** Sign-in secrets of a user; the identity module alone reads and writes them. */
export const credentials = pgTable('identity_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** argon2id; null for accounts that only sign in with Google or emailed links. */
  passwordHash: text('password_hash'),
  googleSubject: text('google_subject').unique(),
  updatedAt: updatedAt(),
});

/**
 * Opaque refresh tokens, stored hashed. Each sign-in starts a family; every refresh rotates the token within
 * it, and presenting a rotated token again revokes the whole family (it was stolen or replayed).
 */
export const refreshTokens = pgTable(
  'identity_refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    client: text('client', { enum: ['web', 'extension'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('identity_refresh_tokens_family_idx').on(t.familyId),
    index('identity_refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use codes mailed for sign-in links, password resets and email verification, stored hashed. */
export const oneTimeCodes = pgTable(
  'identity_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    purpose: text('purpose', { enum: ['signIn', 'resetPassword', 'verifyEmail'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    continueUrl: text('continue_url'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('identity_codes_user_idx').on(t.userId)],
);

/** The key that signs access tokens, shared by every API process through the database. */
export const signingKeys = pgTable('identity_signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** Every mail the app sends, written in the same transaction as the change that caused it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    /**
     * The account the mail was sent to, at the address it had then; null for mail to an address alone (the
     * support mail). The account export lists only these (docs/decisions.md, "Mail in the account export").
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where answers go when it is not the sender (support mail answers the person who wrote). */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers the transport sends (List-Unsubscribe); null for most mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Sends tried, counted when a process claims the mail (so a send cut short by a crash counts too). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When delivery may next try the mail: at once when queued, later after a temporary failure, and, while
     * a process sends it, at the end of that process's lease (docs/decisions.md, "Mail delivery outside
     * transactions").
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When delivery gave up: a permanent refusal, or the last allowed attempt failed; `lastError` says why. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_outbox_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A Google sign-in under way: its PKCE verifier and nonce, keyed by the state sent to the provider. */
export const oauthStates = pgTable('identity_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

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

/**
 * A presigned upload: one key, one PUT, a size cap and an expiry (docs/product.md §6). The object becomes
 * media (a media_objects row) only after the server has checked it is really an image.
 */
export const uploadGrants = pgTable(
  'upload_grants',
  {
    key: text('key').primaryKey(),
    /** Null for a signed-out visitor's feedback attachment, the one kind they may upload. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['collectionCover', 'lookCover', 'productImage', 'avatar', 'feedbackAttachment'],
    }).notNull(),
    contentType: text('content_type').notNull(),
    maxBytes: integer('max_bytes').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('upload_grants_owner_idx').on(t.ownerId, t.createdAt)],
);

/** Free following (docs/product.md §8: "subscribe"): `followerId` subscribes to `followeeId`'s profile. */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId, t.createdAt),
    index('follows_follower_idx').on(t.followerId, t.createdAt),
    check('follows_not_self_check', sql`${t.followerId} <> ${t.followeeId}`),
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

/** PostgreSQL `xid8`: a 64-bit transaction id, read as the decimal string the driver sends. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * What changed, written by database triggers on the tables whose rows shape cards and pages (migration 0008),
 * so every API process on the database can drop what it cached (lib/change-feed.ts). Rows are read by the
 * writing transaction's id, not `seq`: a reader takes only transactions older than every one still running,
 * so a slow transaction that took a lower `seq` is never skipped. Rows live a few minutes.
 */
export const changeLog = pgTable(
  'change_log',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    txid: xid8('txid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    /** What `entityId` names: 'product', 'user', 'collection', … (lib/change-feed.ts ChangeKind). */
    kind: text('kind').notNull(),
    entityId: text('entity_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('change_log_txid_idx').on(t.txid)],
);

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

/** A STYLIST's monthly price for a paid subscription; no row means no new paid subscriptions. */
export const subscriptionPrices = pgTable(
  'subscription_prices',
  {
    stylistId: uuid('stylist_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('subscription_prices_amount_check', sql`${t.amount} > 0`)],
);

/**
 * A person's paid subscription to a stylist, one row per pair, renewed in place. It unlocks the stylist's
 * paid-only collections while active, or cancelled before `currentPeriodEnd` (db/visibility.ts).
 */
export const paidSubscriptions = pgTable(
  'paid_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stylistId: uuid('stylist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'cancelled', 'past_due', 'ended'] }).notNull(),
    /**
     * The price the subscriber agreed to, in integer minor units of `currency`: a renewal charges the
     * stylist's price of the day up to it, and a higher one only once accepted (paid-subscriptions/billing.ts).
     */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    /** When a renewal first failed; retries stop 7 days later. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('paid_subscriptions_pair_key').on(t.subscriberId, t.stylistId),
    index('paid_subscriptions_stylist_idx').on(t.stylistId, t.status),
    index('paid_subscriptions_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} <> 'ended'`),
    check('paid_subscriptions_not_self_check', sql`${t.subscriberId} <> ${t.stylistId}`),
  ],
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

/**
 * A message sent from /settings/feedback (docs/product.md §18), also mailed to SUPPORT_EMAIL. A signed-in
 * sender's row goes with their account; a signed-out visitor's names only the address they gave for answers.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when a signed-out visitor sent it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Where support answers: the account's email, or the address a signed-out visitor gave. */
    replyTo: text('reply_to').notNull(),
    message: text('message').notNull(),
    /** A checked image the sender uploaded through the `feedback/attachment` presign. */
    attachmentUrl: text('attachment_url'),
    /** The web app's version as the sender's browser reported it, and its User-Agent. */
    appVersion: text('app_version'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('feedback_user_idx').on(t.userId, t.createdAt),
    check('feedback_message_check', sql`char_length(${t.message}) between 1 and 5000`),
  ],
);

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

/**
 * What a person is told about in the app (the bell), one row per event: who did it (`actorId`, null for the
 * app's own news such as a price drop), what it is about (a product, a collection or a person), and a small
 * payload per kind (contracts' NotificationPayloads). Rows go with the recipient, the actor and the subject.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The same act by the same person on the same subject (a like, unlike, like again) has one key, and
     * only its first notification is kept. Null for kinds where every event counts (a renewal, a price drop).
     */
    repeatKey: text('repeat_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Waiting for the recipient's next notifications mail (a kind they get by mail, when it arrived). */
    mailPending: boolean('mail_pending').notNull().default(false),
  },
  (t) => [
    // The list pages newest first by (created_at, id); the unread count and the digest read their own slices.
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt, t.id),
    uniqueIndex('notifications_repeat_key').on(t.recipientId, t.repeatKey),
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    index('notifications_mail_pending_idx')
      .on(t.recipientId)
      .where(sql`${t.mailPending}`),
    check(
      'notifications_kind_check',
      sql.raw(`kind in (${NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);

/**
 * A person's notification mail: the kinds they turned off (in settings or by an unsubscribe link), when their
 * last notifications mail was queued (one a day at most), and the key that signs their unsubscribe links.
 * Written with their first notification or preference change; the digest job locks it to mail them once.
 */
export const notificationMailSettings = pgTable('notification_mail_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedKinds: text('muted_kinds')
    .array()
    .$type<MailedNotificationKind[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
  /** Random, per person: signs their one-click unsubscribe links, so no sign-in is needed to use them. */
  unsubscribeKey: text('unsubscribe_key').notNull(),
  updatedAt: updatedAt(),
});

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

/**
 * When each whole-job singleton (lib/job-runs.ts) may next run: every API process ticks, and the one whose
 * tick moves `nextRunAt` on runs that pass; the others skip it.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});
