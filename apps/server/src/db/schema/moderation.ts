import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  AuditAction,
  MODERATION_ACTIONS,
  REPORT_TARGET_TYPES,
  type ModerationAction,
  type ReportTargetType,
} from '@stylebook/contracts';
import { isOneOf } from './checks.ts';
import { createdAt } from './timestamps.ts';
import { users } from './users.ts';

/**
 * The moderators' work on one reported thing (docs/product.md §20): open while reports of it wait, resolved by
 * one action. A thing has at most one open case; reported again after that, it opens a new one.
 */
export const moderationCases = pgTable(
  'moderation_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    targetType: text('target_type').$type<ReportTargetType>().notNull(),
    targetId: uuid('target_id').notNull(),
    openedAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<ModerationAction>(),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('moderation_cases_open_target_idx')
      .on(t.targetType, t.targetId)
      .where(sql`${t.resolvedAt} is null`),
    index('moderation_cases_open_idx')
      .on(t.openedAt)
      .where(sql`${t.resolvedAt} is null`),
    index('moderation_cases_resolved_idx')
      .on(t.resolvedAt)
      .where(sql`${t.resolvedAt} is not null`),
    check('moderation_cases_target_type_check', isOneOf('target_type', REPORT_TARGET_TYPES)),
    check('moderation_cases_action_check', isOneOf('action', MODERATION_ACTIONS)),
  ],
);

/**
 * Every moderation action, written in the action's transaction. The target is named by type, id and its
 * title at the time, with no foreign key, so the entry outlives the thing.
 */
export const moderationAudit = pgTable(
  'moderation_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').$type<ReportTargetType>().notNull(),
    targetId: uuid('target_id').notNull(),
    targetTitle: text('target_title').notNull(),
    note: text('note'),
    /** Paid subscribers refunded by a suspension. */
    refunds: integer('refunds').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_audit_created_idx').on(t.createdAt),
    check('moderation_audit_action_check', isOneOf('action', AuditAction.options)),
  ],
);
