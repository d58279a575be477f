import { startOfDay } from '@stylebook/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/button';
import { dashboardQueryOptions } from '../../../../queries/dashboard';
import { LoadFailed } from '../load-failed';
import { SettingsSection } from '../settings-section';
import { DashboardCharts } from './charts';
import { dashboardCsv, dashboardCsvFileName, downloadFile } from './csv';
import { RangePicker, type RangeSearch } from './range-picker';
import { resolveRange, todayUtc, type DayRange } from './range';
import { TopProducts } from './top-products';
import { Totals } from './totals';

const rangeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

function rangeInWords({ from, to }: DayRange): string {
  return rangeFormat.formatRange(startOfDay(from), startOfDay(to));
}

/** A stylist's own figures for the range in the address, with its CSV. */
export function StylistDashboard({
  viewerId,
  search,
  onSearchChange,
}: {
  viewerId: string;
  search: RangeSearch;
  onSearchChange: (search: RangeSearch) => void;
}) {
  const today = todayUtc();
  const range = resolveRange(search, today);
  const dashboard = useQuery({
    ...dashboardQueryOptions(viewerId, range),
    enabled: range.problem === null,
    // The last range stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
  const current = dashboard.data && !dashboard.isPlaceholderData ? dashboard.data : undefined;

  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
          <RangePicker search={search} range={range} today={today} onChange={onSearchChange} />
          <button
            type="button"
            disabled={!current}
            onClick={() => current && downloadFile(dashboardCsvFileName(current), dashboardCsv(current))}
            className={buttonClasses({ variant: 'outline', className: 'self-start md:mt-7' })}
          >
            <Download aria-hidden className="size-4" />
            Export CSV
          </button>
        </div>
        {range.problem === null && (
          <p aria-live="polite" className="text-[13px] text-ink-muted">
            {rangeInWords(range)}, in UTC days{dashboard.isPlaceholderData && ' · Loading…'}
          </p>
        )}
      </div>
      {dashboard.status === 'pending' && range.problem === null && (
        <p className="text-sm text-ink-subtle">Loading your dashboard…</p>
      )}
      {dashboard.status === 'error' && (
        <LoadFailed
          title="We couldn't load your dashboard"
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      )}
      {/* While the next range loads, the last one stays (not dimmed: faded text would fail contrast). */}
      {dashboard.data && range.problem === null && (
        <div aria-busy={dashboard.isPlaceholderData} className="flex flex-col gap-10">
          <SettingsSection title="Totals">
            <Totals totals={dashboard.data.totals} />
          </SettingsSection>
          <SettingsSection title="Over time">
            <DashboardCharts dashboard={dashboard.data} />
          </SettingsSection>
          <SettingsSection title="Top products by clicks">
            <TopProducts items={dashboard.data.topProducts} />
          </SettingsSection>
        </div>
      )}
    </div>
  );
}
