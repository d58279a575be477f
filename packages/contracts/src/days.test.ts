import { describe, expect, it } from 'vitest';
import { addDays, dashboardRangeProblem, daysInRange, eachDay, isIsoDay, subtractMonths } from './days.ts';

describe('isIsoDay', () => {
  it('takes real days written YYYY-MM-DD only', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-13-01')).toBe(false);
    expect(isIsoDay('2025-1-01')).toBe(false);
    expect(isIsoDay('2025-01-01T00:00:00Z')).toBe(false);
    expect(isIsoDay('1999-12-31')).toBe(false);
    expect(isIsoDay(20250101)).toBe(false);
  });
});

describe('day arithmetic', () => {
  it('counts whole UTC days across months, years and daylight-saving changes', () => {
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysInRange('2025-03-01', '2025-03-31')).toBe(31);
    expect(daysInRange('2025-03-02', '2025-03-01')).toBe(0);
    expect(eachDay('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(eachDay('2024-03-01', '2024-02-28')).toEqual([]);
  });

  it('subtracts calendar months, clamped to the shorter month', () => {
    expect(subtractMonths('2025-03-31', 1)).toBe('2025-02-28');
    expect(subtractMonths('2024-03-31', 1)).toBe('2024-02-29');
    expect(subtractMonths('2025-05-10', 12)).toBe('2024-05-10');
    expect(subtractMonths('2025-01-15', 1)).toBe('2024-12-15');
  });
});

describe('dashboardRangeProblem', () => {
  const today = '2025-06-30';

  it('accepts one day up to 366 days, in order', () => {
    expect(dashboardRangeProblem('2025-01-01', '2025-01-01', today)).toBeNull();
    expect(dashboardRangeProblem('2024-01-01', '2024-12-31', today)).toBeNull();
  });

  it('says what is wrong otherwise', () => {
    expect(dashboardRangeProblem('2025-01-02', '2025-01-01', today)).toBe(
      'The start date must be on or before the end date',
    );
    expect(dashboardRangeProblem('2024-01-01', '2025-01-01', today)).toBe(
      'A range may cover at most 366 days',
    );
    expect(dashboardRangeProblem('2025-02-30', '2025-03-01', today)).toMatch(/YYYY-MM-DD/);
  });

  it('ends today at the latest', () => {
    expect(dashboardRangeProblem('2025-06-01', today, today)).toBeNull();
    expect(dashboardRangeProblem('2025-06-01', '2025-07-01', today)).toBe(
      'The end date must be today or earlier',
    );
    expect(dashboardRangeProblem('9999-12-31', '9999-12-31', today)).toBe(
      'The end date must be today or earlier',
    );
  });
});
