import { describe, expect, it } from 'vitest';
import { presetRange, resolveRange, todayUtc } from './range';

describe('presetRange', () => {
  it('ends today and counts today in', () => {
    expect(presetRange('7d', '2025-03-10')).toEqual({ from: '2025-03-04', to: '2025-03-10' });
    expect(presetRange('30d', '2025-03-10')).toEqual({ from: '2025-02-09', to: '2025-03-10' });
  });

  it('takes 12 months as a year to the day, 365 or 366 days', () => {
    expect(presetRange('12m', '2025-03-10')).toEqual({ from: '2024-03-11', to: '2025-03-10' });
    // Through 29 February: 366 days, the most the API answers for.
    expect(presetRange('12m', '2024-03-01')).toEqual({ from: '2023-03-02', to: '2024-03-01' });
    expect(presetRange('12m', '2024-02-29')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
  });
});

describe('resolveRange', () => {
  const today = '2025-03-10';

  it('reads presets and well-formed custom ranges', () => {
    expect(resolveRange({ range: '7d' }, today)).toEqual({ from: '2025-03-04', to: today, problem: null });
    expect(resolveRange({ range: 'custom', from: '2025-01-01', to: '2025-01-31' }, today)).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
      problem: null,
    });
  });

  it('starts a custom range without dates as the last 30 days', () => {
    expect(resolveRange({ range: 'custom', from: '2025-01-01' }, today)).toEqual({
      from: '2025-02-09',
      to: today,
      problem: null,
    });
  });

  it('keeps a bad custom range as typed and says what is wrong', () => {
    expect(resolveRange({ range: 'custom', from: '2025-02-01', to: '2025-01-01' }, today)).toEqual({
      from: '2025-02-01',
      to: '2025-01-01',
      problem: 'The start date must be on or before the end date',
    });
    expect(resolveRange({ range: 'custom', from: '2023-01-01', to: '2025-01-01' }, today).problem).toBe(
      'A range may cover at most 366 days',
    );
    expect(resolveRange({ range: 'custom', from: 'soon', to: '2025-01-01' }, today).problem).toMatch(
      /YYYY-MM-DD/,
    );
  });

  it('says a custom range may not end after today, as the API refuses it', () => {
    expect(resolveRange({ range: 'custom', from: '2025-03-01', to: '2025-03-11' }, today).problem).toBe(
      'The end date must be today or earlier',
    );
  });
});

describe('todayUtc', () => {
  it('is the UTC day, whatever the local time zone', () => {
    expect(todayUtc(new Date('2025-03-10T23:30:00-05:00'))).toBe('2025-03-11');
  });
});
