import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  type ReportReason,
  type ReportTargetType,
} from '@stylebook/contracts';
import { isOneOf } from './checks.ts';
import { createdAt } from './timestamps.ts';
import { moderationCases } from './moderation.ts';
import { users } from './users.ts';

/**
 * A person's report of a product, look, collection or person (docs/product.md §20): one per reporter and
 * target. The target is named by type and id, not a foreign key, so a report outlives what it reports.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<ReportTargetType>().notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details'),
    /** The case the report joined: the open one of its target when it came (moderation.ts). */
    caseId: uuid('case_id')
      .notNull()
      .references(() => moderationCases.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_idx').on(t.reporterId, t.targetType, t.targetId),
    index('reports_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('reports_case_idx').on(t.caseId, t.createdAt),
    check('reports_target_type_check', isOneOf('target_type', REPORT_TARGET_TYPES)),
    check('reports_reason_check', isOneOf('reason', REPORT_REASONS)),
  ],
);
