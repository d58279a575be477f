import {
  eachDay,
  type Currency,
  type DailyEarning,
  type DailyValue,
  type Dashboard,
  type TopProduct,
} from '@stylebook/contracts';
import type { DayCount, TopProductRow } from './dashboard.repository.ts';

/** What the repository read for one stylist and range, before it is shaped into the reply. */
export interface DashboardRows {
  from: string;
  to: string;
  /** `day` null: followers from before the range. */
  follows: { day: string | null; count: number }[];
  /** `stopDay` null: the period still runs now. */
  paidPeriods: { startDay: string; stopDay: string | null; count: number }[];
  /** One list per kind of thing liked (products, looks), added up. */
  likes: DayCount[][];
  saves: DayCount[];
  clicks: DayCount[];
  earnings: { day: string; currency: Currency; amount: number }[];
  topProducts: TopProductRow[];
}

function sumByDay(...lists: DayCount[][]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const { day, count } of lists.flat()) sums.set(day, (sums.get(day) ?? 0) + count);
  return sums;
}

/** One entry per day of the range: the day's count, 0 when nothing happened. */
function dailyCounts(days: string[], counts: Map<string, number>): DailyValue[] {
  return days.map((date) => ({ date, value: counts.get(date) ?? 0 }));
}

/** A count over time: `baseline` before the first day, then changed by each day's net `changes`. */
function runningTotals(days: string[], baseline: number, changes: Map<string, number>): DailyValue[] {
  let value = baseline;
  return days.map((date) => {
    value += changes.get(date) ?? 0;
    return { date, value };
  });
}

const inRange = (row: { day: string | null; count: number }): row is DayCount => row.day !== null;

/** Followers at the end of each day: those from before the range, plus each day's new ones. */
function subscribersSeries(days: string[], follows: DashboardRows['follows']): DailyValue[] {
  const before = follows.find((row) => !inRange(row))?.count ?? 0;
  return runningTotals(days, before, sumByDay(follows.filter(inRange)));
}

/** People paying at the end of each day: what starts or stops before the range is the baseline. */
function paidSubscribersSeries(days: string[], periods: DashboardRows['paidPeriods']): DailyValue[] {
  const first = days[0]!;
  let baseline = 0;
  const changes = new Map<string, number>();
  const change = (day: string, delta: number) => {
    if (day < first) baseline += delta;
    else changes.set(day, (changes.get(day) ?? 0) + delta);
  };
  for (const { startDay, stopDay, count } of periods) {
    change(startDay, count);
    if (stopDay !== null) change(stopDay, -count);
  }
  return runningTotals(days, baseline, changes);
}

/** A full run of days for every currency earned in, days first, then currencies in alphabetical order. */
function earningsSeries(days: string[], rows: DashboardRows['earnings']): DailyEarning[] {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const amounts = new Map(rows.map((row) => [`${row.day}:${row.currency}`, row.amount]));
  return days.flatMap((date) =>
    currencies.map((currency) => ({ date, currency, amount: amounts.get(`${date}:${currency}`) ?? 0 })),
  );
}

const total = (series: DailyValue[]) => series.reduce((sum, { value }) => sum + value, 0);
const last = (series: DailyValue[]) => series.at(-1)?.value ?? 0;

function toTopProduct(row: TopProductRow): TopProduct {
  return {
    product: {
      id: row.id,
      description: row.description,
      brand: row.brand,
      imageUrl: row.images[0]?.url ?? null,
    },
    clicks: row.clicks,
  };
}

export function toDashboard(rows: DashboardRows): Dashboard {
  const days = eachDay(rows.from, rows.to);
  const subscribers = subscribersSeries(days, rows.follows);
  const paidSubscribers = paidSubscribersSeries(days, rows.paidPeriods);
  const likes = dailyCounts(days, sumByDay(...rows.likes));
  const saves = dailyCounts(days, sumByDay(rows.saves));
  const clicks = dailyCounts(days, sumByDay(rows.clicks));
  const earnings = earningsSeries(days, rows.earnings);
  const earned = new Map<Currency, number>();
  for (const { currency, amount } of earnings) earned.set(currency, (earned.get(currency) ?? 0) + amount);

  return {
    from: rows.from,
    to: rows.to,
    totals: {
      subscribers: last(subscribers),
      newSubscribers: rows.follows.filter(inRange).reduce((sum, { count }) => sum + count, 0),
      paidSubscribers: last(paidSubscribers),
      likes: total(likes),
      saves: total(saves),
      clicks: total(clicks),
      earnings: [...earned].map(([currency, amount]) => ({ currency, amount })),
    },
    series: { subscribers, paidSubscribers, likes, saves, clicks, earnings },
    topProducts: rows.topProducts.map(toTopProduct),
  };
}
