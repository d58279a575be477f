import { z } from 'zod';
import { Id, multilineText, Pagination } from './common.ts';
import { UserSummary } from './product.ts';
import { ReportReason, ReportTargetType } from './report.ts';
import { PageQuery } from './user.ts';

/** What a moderator may do with a reported thing (docs/product.md §20). */
export const MODERATION_ACTIONS = ['dismiss', 'remove', 'suspend'] as const;
export const ModerationAction = z.enum(MODERATION_ACTIONS, {
  message: `Choose an action: ${MODERATION_ACTIONS.join(', ')}`,
});
export type ModerationAction = z.infer<typeof ModerationAction>;

/** Every entry of the audit: the three actions on a case, and undoing a suspension. */
export const AuditAction = z.enum([...MODERATION_ACTIONS, 'reinstate']);
export type AuditAction = z.infer<typeof AuditAction>;

export const MODERATION_NOTE_MAX_LENGTH = 1000;
const ModerationNote = multilineText()
  .trim()
  .max(MODERATION_NOTE_MAX_LENGTH, `The note must be at most ${MODERATION_NOTE_MAX_LENGTH} characters`);

export const CaseStatus = z.enum(['open', 'resolved'], { message: 'Choose open or resolved' });
export type CaseStatus = z.infer<typeof CaseStatus>;

export const ModerationQueueQuery = PageQuery.extend({ status: CaseStatus.default('open') });
export type ModerationQueueQuery = z.infer<typeof ModerationQueueQuery>;

/** What a case is about, as the moderator sees it even once removed: its title, picture and owner. */
export const ModerationTarget = z.object({
  type: ReportTargetType,
  id: Id,
  title: z.string(),
  imageUrl: z.string().nullable(),
  owner: UserSummary,
  /** Whether the owner is suspended now: the screen offers Reinstate then. */
  ownerSuspended: z.boolean(),
  /** The owner's live paid subscriptions: who a suspension would refund. */
  ownerPaidSubscribers: z.number().int().nonnegative(),
  /** Whether moderators removed it (a person is never removed, only suspended). */
  removed: z.boolean(),
});
export type ModerationTarget = z.infer<typeof ModerationTarget>;

/** One report's words, as the moderator reads them; who sent it is not shown. */
export const ReportDetail = z.object({ reason: ReportReason, details: z.string(), createdAt: z.string() });

/**
 * A case: every report of one thing while it waits for a moderator, and what was done. A thing reported
 * again after its case was resolved opens a new case.
 */
export const ModerationCase = z.object({
  id: Id,
  status: CaseStatus,
  target: ModerationTarget,
  reasons: z.array(z.object({ reason: ReportReason, count: z.number().int().positive() })),
  reportCount: z.number().int().positive(),
  firstReportedAt: z.string(),
  /** The reporters' own words, newest first (at most 20). */
  details: z.array(ReportDetail),
  resolution: z
    .object({
      action: ModerationAction,
      note: z.string().nullable(),
      moderator: UserSummary.nullable(),
      resolvedAt: z.string(),
    })
    .nullable(),
});
export type ModerationCase = z.infer<typeof ModerationCase>;

export const ModerationQueue = z.object({
  items: z.array(ModerationCase),
  pagination: Pagination,
});
export type ModerationQueue = z.infer<typeof ModerationQueue>;

export const ModerationActionBody = z.object({ action: ModerationAction, note: ModerationNote.optional() });
export type ModerationActionBody = z.infer<typeof ModerationActionBody>;

export const AuditEntry = z.object({
  id: Id,
  /** Null once the moderator's account is deleted: the entry stays. */
  moderator: UserSummary.nullable(),
  action: AuditAction,
  /** As it was when the action was taken: the entry outlives the thing. */
  target: z.object({ type: ReportTargetType, id: Id, title: z.string() }),
  note: z.string().nullable(),
  /** Paid subscribers refunded by a suspension, else 0. */
  refunds: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLog = z.object({ items: z.array(AuditEntry), pagination: Pagination });
export type AuditLog = z.infer<typeof AuditLog>;
