import { addDays, daysInRange, startOfDay } from '@stylebook/contracts';
import type { Currency, DailyEarning, DailyValue } from '@stylebook/contracts';
import type { DayRange } from './range';

/**
 * How a chart groups the API's days so it stays readable on a phone: days up to a month, weeks (Monday to
 * Sunday) up to four months, calendar months beyond. The first and last group may be cut by the range.
 */
export type Granularity = 'day' | 'week' | 'month';

export function granularityFor({ from, to }: DayRange): Granularity {
  const days = daysInRange(from, to);
  return days <= 31 ? 'day' : days <= 120 ? 'week' : 'month';
}

/** A group of consecutive days: its first and last day within the range. */
export interface Bucket {
  start: string;
  end: string;
}

function mondayOf(day: string): string {
  const weekday = startOfDay(day).getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
}

const groupKey: Record<Granularity, (day: string) => string> = {
  day: (day) => day,
  week: mondayOf,
  month: (day) => day.slice(0, 7),
};

/** The days of a range in the chart's groups, oldest first. */
export function bucketsOf(days: readonly string[], granularity: Granularity): Bucket[] {
  const buckets: Bucket[] = [];
  let key: string | undefined;
  for (const day of days) {
    const next = groupKey[granularity](day);
    if (next === key) buckets[buckets.length - 1]!.end = day;
    else buckets.push({ start: day, end: day });
    key = next;
  }
  return buckets;
}

/**
 * What a series is: `count` (events of each day: a group adds them up) or `level` (a count at each day's end,
 * like subscribers: a group shows its last day).
 */
export type Measure = 'count' | 'level';

export function bucketValues(series: readonly DailyValue[], buckets: readonly Bucket[], measure: Measure) {
  const byDay = new Map(series.map(({ date, value }) => [date, value]));
  return buckets.map(({ start, end }) => {
    if (measure === 'level') return byDay.get(end) ?? 0;
    let sum = 0;
    for (let day = start; day <= end; day = addDays(day, 1)) sum += byDay.get(day) ?? 0;
    return sum;
  });
}

/** The currencies a stylist earned in, in the API's order. */
export function earningCurrencies(series: readonly DailyEarning[]): Currency[] {
  return [...new Set(series.map(({ currency }) => currency))];
}

/** One currency's earnings as a count series, in minor units. */
export function earningsIn(series: readonly DailyEarning[], currency: Currency): DailyValue[] {
  return series
    .filter((entry) => entry.currency === currency)
    .map(({ date, amount }) => ({ date, value: amount }));
}

const utc = { timeZone: 'UTC' } as const;

/** How a group is named: `short` under a chart's axis, `long` in its table and tooltip. */
export function bucketLabels(
  { start, end }: Bucket,
  granularity: Granularity,
  locale?: string,
): { short: string; long: string } {
  const first = startOfDay(start);
  const last = startOfDay(end);
  const dayMonth = new Intl.DateTimeFormat(locale, { ...utc, day: 'numeric', month: 'short' });
  const full = new Intl.DateTimeFormat(locale, { ...utc, day: 'numeric', month: 'short', year: 'numeric' });
  if (granularity === 'day') {
    const weekday = new Intl.DateTimeFormat(locale, { ...utc, dateStyle: 'full' });
    return { short: dayMonth.format(first), long: weekday.format(first) };
  }
  if (granularity === 'week') {
    return { short: dayMonth.format(first), long: full.formatRange(first, last) };
  }
  const month = new Intl.DateTimeFormat(locale, { ...utc, month: 'short', year: 'numeric' });
  const wholeMonth = start.endsWith('-01') && addDays(end, 1).endsWith('-01');
  return {
    short: month.format(first),
    long: wholeMonth
      ? new Intl.DateTimeFormat(locale, { ...utc, month: 'long', year: 'numeric' }).format(first)
      : full.formatRange(first, last),
  };
}
