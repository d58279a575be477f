import { DASHBOARD_FIRST_DAY } from '@stylebook/contracts';
import { useId } from 'react';
import type { DashboardRange } from '../../../../lib/search-params';
import { RANGE_CHOICES, type ResolvedRange } from './range';

export interface RangeSearch {
  range: DashboardRange;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * The range choice: four presets as one radio group, and for Custom two labelled date fields. Every change
 * goes into the address, so a reload or a shared link keeps the range.
 */
export function RangePicker({
  search,
  range,
  today,
  onChange,
}: {
  search: RangeSearch;
  range: ResolvedRange;
  today: string;
  onChange: (search: RangeSearch) => void;
}) {
  const id = useId();
  const problemId = `${id}-problem`;
  const choose = (value: DashboardRange) =>
    onChange(value === 'custom' ? { range: value, from: range.from, to: range.to } : { range: value });
  const setDay = (end: 'from' | 'to', day: string) => {
    if (day) onChange({ range: 'custom', from: range.from, to: range.to, [end]: day });
  };

  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">Range</legend>
        <div className="flex w-full gap-1 rounded-full border border-line bg-surface p-1 md:inline-flex md:w-auto">
          {RANGE_CHOICES.map(({ value, label }) => (
            <label
              key={value}
              className="flex-1 cursor-pointer rounded-full px-2 py-2 text-center text-sm font-medium whitespace-nowrap text-ink-muted transition hover:text-ink has-checked:bg-ink has-checked:text-canvas has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink md:flex-none md:px-3.5"
            >
              <input
                type="radio"
                name={`${id}-range`}
                value={value}
                checked={search.range === value}
                onChange={() => choose(value)}
                className="sr-only"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {search.range === 'custom' && (
        <div className="grid max-w-md grid-cols-2 gap-3">
          {(['from', 'to'] as const).map((end) => (
            <div key={end} className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-${end}`} className="text-sm font-medium text-ink">
                {end === 'from' ? 'From' : 'To'}
              </label>
              <input
                id={`${id}-${end}`}
                type="date"
                value={range[end]}
                min={DASHBOARD_FIRST_DAY}
                max={today}
                required
                aria-invalid={range.problem ? true : undefined}
                aria-describedby={range.problem ? problemId : undefined}
                onChange={(event) => setDay(end, event.target.value)}
                className="h-12 w-full rounded-xl border border-line bg-surface px-3 text-[16px] text-ink focus:border-ink focus:outline-none aria-invalid:border-red-600"
              />
            </div>
          ))}
          {range.problem && (
            <p id={problemId} role="alert" className="col-span-2 text-sm text-red-700">
              {range.problem}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
