import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps.ts';
import { users } from './users.ts';

/**
 * `blockerId` blocked `blockedId` (docs/product.md §20). A block works both ways, so the visibility rule
 * (db/visibility.ts) looks it up from either side: the primary key serves one, the index the other.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
    index('blocks_blocker_created_idx').on(t.blockerId, t.createdAt),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
