import { z } from 'zod';
import { Currency, Id } from './common.ts';
import { isIsoDay } from './days.ts';
import { Money } from './wallet.ts';

/**
 * The stylist dashboard (docs/product.md §18): `GET /api/dashboard?from&to`, the caller's own figures over a
 * range of UTC days, both ends included, ending today at the latest. Without `to` the range ends today;
 * without `from` it covers 30 days.
 */

export const IsoDay = z
  .string()
  .refine(isIsoDay, { message: 'Use a real date written YYYY-MM-DD, from 2000 on' })
  .describe('A calendar day in UTC, YYYY-MM-DD');

export const DashboardQuery = z.object({ from: IsoDay.optional(), to: IsoDay.optional() });
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/** One day's figure: a count of that day's events, or for subscribers the count at the day's end. */
export const DailyValue = z.object({ date: IsoDay, value: z.number().int().nonnegative() });
export type DailyValue = z.infer<typeof DailyValue>;

/** One day's earnings in one currency, in integer minor units. */
export const DailyEarning = z.object({ date: IsoDay, currency: Currency, amount: z.number().int() });
export type DailyEarning = z.infer<typeof DailyEarning>;

export const DashboardTotals = z.object({
  /** Free subscribers (followers) at the end of the range. */
  subscribers: z.number().int().nonnegative(),
  /** Of those, how many subscribed during the range. */
  newSubscribers: z.number().int().nonnegative(),
  /** People with a paid period running at the end of the range. */
  paidSubscribers: z.number().int().nonnegative(),
  /** Likes of the stylist's products and looks during the range. */
  likes: z.number().int().nonnegative(),
  /** Saves of the stylist's collections during the range. */
  saves: z.number().int().nonnegative(),
  /** Clicks on the purchase links (`/r/{productId}`) of the stylist's products during the range. */
  clicks: z.number().int().nonnegative(),
  /** What paid subscriptions earned during the range (after the platform fee), one entry per currency. */
  earnings: z.array(Money),
});
export type DashboardTotals = z.infer<typeof DashboardTotals>;

/** A product of the stylist's, as the top-products list shows it. */
export const DashboardProduct = z.object({
  id: Id,
  description: z.string().nullable(),
  brand: z.string(),
  imageUrl: z.string().nullable(),
});
export type DashboardProduct = z.infer<typeof DashboardProduct>;

export const TopProduct = z.object({ product: DashboardProduct, clicks: z.number().int().positive() });
export type TopProduct = z.infer<typeof TopProduct>;

/** How many products the top-products list names at most. */
export const DASHBOARD_TOP_PRODUCTS = 10;

/**
 * Every series has one entry per day of the range, oldest first. `subscribers` and `paidSubscribers` are
 * counts at the end of each day (at the time of the request for today); the others count that day's events.
 * `earnings` has a full run of days for each currency earned in during the range, days first, then currency.
 */
export const Dashboard = z.object({
  from: IsoDay,
  to: IsoDay,
  totals: DashboardTotals,
  series: z.object({
    subscribers: z.array(DailyValue),
    paidSubscribers: z.array(DailyValue),
    likes: z.array(DailyValue),
    saves: z.array(DailyValue),
    clicks: z.array(DailyValue),
    earnings: z.array(DailyEarning),
  }),
  topProducts: z.array(TopProduct),
});
export type Dashboard = z.infer<typeof Dashboard>;
