import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './timestamps.ts';
import { users } from './users.ts';

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

/** A Google sign-in under way: its PKCE verifier and nonce, keyed by the state sent to the provider. */
export const oauthStates = pgTable('identity_oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
