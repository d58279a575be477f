import type { PaidSubscription } from '@stylebook/contracts';

/** Whether a paid subscription unlocks now: active, or cancelled but still paid for (docs/decisions.md). */
export function isUnlocking(subscription: PaidSubscription, now = Date.now()): boolean {
  if (subscription.status === 'active') return true;
  return subscription.status === 'cancelled' && Date.parse(subscription.currentPeriodEnd) > now;
}

export const periodEndFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * "active until 12 Mar 2026" for a cancelled one, "renews 12 Mar 2026" for an active one, "new price from
 * 12 Mar 2026" for one that renews only if the new price is accepted.
 */
export function periodLabel(subscription: PaidSubscription): string {
  const date = periodEndFormat.format(new Date(subscription.currentPeriodEnd));
  switch (subscription.status) {
    case 'active':
      return subscription.pendingPrice ? `new price from ${date}` : `renews ${date}`;
    case 'cancelled':
      return `active until ${date}`;
    case 'past_due':
      return 'payment failed, retrying daily';
  }
}
