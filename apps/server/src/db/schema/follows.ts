import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps.ts';
import { users } from './users.ts';

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
