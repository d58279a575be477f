// Free of zod, like money.ts: the dashboard's range picker reads dates with these on the client.

/**
 * Calendar days in UTC, written `YYYY-MM-DD`: the dashboard's unit (docs/product.md §18). Arithmetic
 * goes through UTC midnights, so a day is always 24 hours and no local time zone takes part.
 */

/** The longest range the dashboard answers for: a leap year, so "12 months" always fits. */
export const DASHBOARD_MAX_DAYS = 366;
/** The first day the dashboard knows: nothing in Stylebook happened before it. */
export const DASHBOARD_FIRST_DAY = '2000-01-01';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written `YYYY-MM-DD` (not 2025-02-30), from year 2000 to 9999. */
export function isIsoDay(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  if (text < DASHBOARD_FIRST_DAY) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The UTC midnight that starts `day`. */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** The UTC calendar day of an instant. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(startOfDay(day).getTime() + days * DAY_MS));
}

/** Days from `from` to `to`, both included: 1 for a single day, 0 or less when `to` is before `from`. */
export function daysInRange(from: string, to: string): number {
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, in order, both included. */
export function eachDay(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, daysInRange(from, to)) }, (_, i) => addDays(from, i));
}

/**
 * The day `months` calendar months before `day`, on the same day of the month or the month's last day when
 * it has fewer (31 March - 1 month = 28 or 29 February), as paid-subscription periods count months.
 */
export function subtractMonths(day: string, months: number): string {
  const date = startOfDay(day);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return dayOf(target);
}

/**
 * What is wrong with a dashboard range, in words a person can act on, or null when it is fine: both days
 * real, `from` on or before `to`, `to` no later than `today` (the days after it have no figures yet), at most
 * DASHBOARD_MAX_DAYS days.
 */
export function dashboardRangeProblem(from: string, to: string, today: string): string | null {
  if (!isIsoDay(from) || !isIsoDay(to)) return 'Dates must be real days written YYYY-MM-DD, from 2000 on';
  if (to > today) return 'The end date must be today or earlier';
  const days = daysInRange(from, to);
  if (days < 1) return 'The start date must be on or before the end date';
  if (days > DASHBOARD_MAX_DAYS) return `A range may cover at most ${DASHBOARD_MAX_DAYS} days`;
  return null;
}
