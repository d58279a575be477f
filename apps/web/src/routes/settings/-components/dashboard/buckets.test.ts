import { eachDay } from '@stylebook/contracts';
import { describe, expect, it } from 'vitest';
import { bucketLabels, bucketValues, bucketsOf, earningsIn, granularityFor } from './buckets';

describe('granularityFor', () => {
  it('shows days up to a month, weeks up to four months, months beyond', () => {
    expect(granularityFor({ from: '2025-03-01', to: '2025-03-31' })).toBe('day');
    expect(granularityFor({ from: '2025-03-01', to: '2025-04-01' })).toBe('week');
    expect(granularityFor({ from: '2025-01-01', to: '2025-04-30' })).toBe('week');
    expect(granularityFor({ from: '2024-03-11', to: '2025-03-10' })).toBe('month');
  });
});

describe('bucketsOf', () => {
  it('cuts weeks on Mondays and months on the 1st, keeping partial ends', () => {
    // 2025-03-05 is a Wednesday.
    expect(bucketsOf(eachDay('2025-03-05', '2025-03-18'), 'week')).toEqual([
      { start: '2025-03-05', end: '2025-03-09' },
      { start: '2025-03-10', end: '2025-03-16' },
      { start: '2025-03-17', end: '2025-03-18' },
    ]);
    expect(bucketsOf(eachDay('2024-12-20', '2025-02-02'), 'month')).toEqual([
      { start: '2024-12-20', end: '2024-12-31' },
      { start: '2025-01-01', end: '2025-01-31' },
      { start: '2025-02-01', end: '2025-02-02' },
    ]);
    expect(bucketsOf(['2025-03-01', '2025-03-02'], 'day')).toHaveLength(2);
  });
});

describe('bucketValues', () => {
  const days = eachDay('2025-03-08', '2025-03-11');
  const series = days.map((date, i) => ({ date, value: i + 1 })); // 1, 2, 3, 4
  const buckets = bucketsOf(days, 'week'); // Sat-Sun, then Mon-Tue

  it('adds up counts and takes a level at the end of each group', () => {
    expect(bucketValues(series, buckets, 'count')).toEqual([3, 7]);
    expect(bucketValues(series, buckets, 'level')).toEqual([2, 4]);
  });

  it('reads one currency of the earnings as a series', () => {
    const earnings = [
      { date: '2025-03-08', currency: 'GBP' as const, amount: 359 },
      { date: '2025-03-08', currency: 'USD' as const, amount: 0 },
      { date: '2025-03-09', currency: 'GBP' as const, amount: 0 },
      { date: '2025-03-09', currency: 'USD' as const, amount: 449 },
    ];
    expect(earningsIn(earnings, 'USD')).toEqual([
      { date: '2025-03-08', value: 0 },
      { date: '2025-03-09', value: 449 },
    ]);
  });
});

describe('bucketLabels', () => {
  it('names days, weeks and months, whole or cut by the range', () => {
    // ICU versions differ in commas and spaces around the dash, not in what they say.
    const day = bucketLabels({ start: '2025-03-03', end: '2025-03-03' }, 'day', 'en-GB');
    expect(day.short).toBe('3 Mar');
    expect(day.long).toMatch(/^Monday,? 3 March 2025$/);
    const week = bucketLabels({ start: '2025-03-03', end: '2025-03-09' }, 'week', 'en-GB');
    expect(week.short).toBe('3 Mar');
    expect(week.long).toMatch(/^3\s?–\s?9 Mar 2025$/);
    expect(bucketLabels({ start: '2025-02-01', end: '2025-02-28' }, 'month', 'en-GB')).toEqual({
      short: 'Feb 2025',
      long: 'February 2025',
    });
    expect(bucketLabels({ start: '2025-02-11', end: '2025-02-28' }, 'month', 'en-GB').long).toMatch(
      /^11\s?–\s?28 Feb 2025$/,
    );
  });
});
