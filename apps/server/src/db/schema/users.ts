import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './timestamps.ts';

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
    /** When moderators suspended the account (docs/product.md §20); null while it stands. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    /** The few suspended people, which every visibility rule leaves out (db/visibility.ts). */
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.suspendedAt} is not null`),
    check('users_role_check', sql`${t.role} in ('USER', 'STYLIST')`),
  ],
);
