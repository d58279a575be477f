import type { SubscriptionPrice } from '@stylebook/contracts';

/** The platform's share of each charge (docs/product.md §9): 10%, rounded half up to the minor unit. */
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

/**
 * What a subscription's next renewal does, given the price its subscriber agreed to and the price the stylist
 * asks now (docs/decisions.md, "Price changes of paid subscriptions"): `charge` the price of the day when it is
 * no more than the agreed one, in its currency; `offer` a higher price, or one in another currency, which is
 * charged only once the subscriber accepts it (it becomes their agreed price), the subscription ending with
 * its period otherwise; `stop` when the stylist takes no paid subscribers.
 */
export type Renewal =
  | { kind: 'charge'; price: SubscriptionPrice }
  | { kind: 'offer'; price: SubscriptionPrice }
  | { kind: 'stop' };

export function renewalOf(agreed: SubscriptionPrice, current: SubscriptionPrice | null): Renewal {
  if (!current) return { kind: 'stop' };
  const withinAgreed = current.currency === agreed.currency && current.amount <= agreed.amount;
  return { kind: withinAgreed ? 'charge' : 'offer', price: current };
}

/** Whether two prices, or no price, are the same. */
export const samePrice = (a: SubscriptionPrice | null, b: SubscriptionPrice | null) =>
  a?.amount === b?.amount && a?.currency === b?.currency;
