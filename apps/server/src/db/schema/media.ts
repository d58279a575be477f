import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps.ts';
import { users } from './users.ts';

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
