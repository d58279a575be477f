import { z } from 'zod';
import { Id, multilineText } from './common.ts';

/** What may be reported (docs/product.md §20); comments join once they exist. */
export const REPORT_TARGET_TYPES = ['product', 'look', 'collection', 'user'] as const;
export const ReportTargetType = z.enum(REPORT_TARGET_TYPES, {
  message: `Report a ${REPORT_TARGET_TYPES.join(', a ')}`,
});
export type ReportTargetType = z.infer<typeof ReportTargetType>;

export const REPORT_REASONS = [
  'spam',
  'nudity',
  'harassment',
  'hate',
  'counterfeit',
  'scam',
  'other',
] as const;
export const ReportReason = z.enum(REPORT_REASONS, {
  message: `Choose a reason: ${REPORT_REASONS.join(', ')}`,
});
export type ReportReason = z.infer<typeof ReportReason>;

export const REPORT_DETAILS_MAX_LENGTH = 1000;
/** Reports one person may send per hour. */
export const REPORTS_PER_HOUR = 20;

/**
 * `POST /api/reports`: what is reported, why, and optionally more in the reporter's words. The same person
 * reporting the same thing again gets their first report back (200), not a second one.
 */
export const CreateReportBody = z.object({
  targetType: ReportTargetType,
  targetId: Id,
  reason: ReportReason,
  details: multilineText()
    .trim()
    .max(REPORT_DETAILS_MAX_LENGTH, `Details must be at most ${REPORT_DETAILS_MAX_LENGTH} characters`)
    .optional(),
});
export type CreateReportBody = z.infer<typeof CreateReportBody>;

export const ReportCreated = z.object({ id: Id });
export type ReportCreated = z.infer<typeof ReportCreated>;
