/** The platform's share of each charge (DESIGN.md §6): 10%, rounded half up to the minor unit. */
export function platformFee(amount: number): number {
  return Math.floor((amount + 5) / 10);
}

/**
 * One calendar month later, in UTC, on the same day or the month's last day when it has fewer days
 * (31 January + 1 month = 28 or 29 February), as card subscriptions do.
 */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = date.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** How long a failed renewal is retried before the subscription ends. */
export const PAST_DUE_RETRY_DAYS = 7;
