import type { AuditAction, ModerationCase, ReportTargetType } from '@stylebook/contracts';

/** What a case or an audit entry is about, as the moderation screen names it (docs/product.md §20). */
export const TARGET_KIND_LABELS: Record<ReportTargetType, string> = {
  product: 'Product',
  look: 'Look',
  collection: 'Collection',
  user: 'Profile',
};

/** What was done, on a resolved case and in the audit. */
export const ACTION_DONE_LABELS: Record<AuditAction, string> = {
  dismiss: 'Dismissed',
  remove: 'Removed',
  suspend: 'Suspended',
  reinstate: 'Reinstated',
};

/** The reasons given, most reported first: "Scam · 2, Spam · 1". */
export function reasonsLine(reasons: ModerationCase['reasons']): string {
  return [...reasons]
    .sort((a, b) => b.count - a.count)
    .map(({ reason, count }) => `${reasonLabel(reason)} · ${count}`)
    .join(', ');
}

export function reasonLabel(reason: string): string {
  return `${reason.charAt(0).toUpperCase()}${reason.slice(1)}`;
}

export function reportCountLabel(count: number): string {
  return count === 1 ? '1 report' : `${count} reports`;
}

/** What a suspension does to the stylist's paid subscribers (docs/product.md §9's pro-rata refund). */
export function refundLine(paidSubscribers: number): string {
  return paidSubscribers === 1
    ? '1 paid subscriber will be refunded for the rest of their period.'
    : `${paidSubscribers} paid subscribers will be refunded for the rest of their period.`;
}
