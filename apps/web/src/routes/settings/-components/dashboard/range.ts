import { addDays, dashboardRangeProblem, dayOf, subtractMonths } from '@stylebook/contracts';
import type { DashboardRange } from '../../../../lib/search-params';

/** A range of UTC days, both ends included, as the dashboard API takes it. */
export interface DayRange {
  from: string;
  to: string;
}

export interface ResolvedRange extends DayRange {
  /** What is wrong with a custom range, in words; null when the API may be asked for it. */
  problem: string | null;
}

export const RANGE_CHOICES: ReadonlyArray<{ value: DashboardRange; label: string }> = [
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: '12m', label: '12 months' },
  { value: 'custom', label: 'Custom' },
];

/** Today as the API counts days: in UTC. */
export function todayUtc(now: Date = new Date()): string {
  return dayOf(now);
}

/** The last 7 or 30 days, or the last 12 months (a year to the day, at most 366 days), ending `today`. */
export function presetRange(range: Exclude<DashboardRange, 'custom'>, today: string): DayRange {
  const from =
    range === '7d'
      ? addDays(today, -6)
      : range === '30d'
        ? addDays(today, -29)
        : addDays(subtractMonths(today, 12), 1);
  return { from, to: today };
}

/**
 * The range the screen shows for its search parameters. A custom range without both dates starts as the
 * last 30 days; one with a bad date, a bad order or an end after today keeps what was typed and says what is
 * wrong, as the API would.
 */
export function resolveRange(
  { range, from, to }: { range: DashboardRange; from?: string | undefined; to?: string | undefined },
  today: string,
): ResolvedRange {
  if (range !== 'custom') return { ...presetRange(range, today), problem: null };
  if (from === undefined || to === undefined) return { ...presetRange('30d', today), problem: null };
  return { from, to, problem: dashboardRangeProblem(from, to, today) };
}
