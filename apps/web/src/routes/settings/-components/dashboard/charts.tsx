import { eachDay, fromMinorUnits } from '@stylebook/contracts';
import type { Currency, Dashboard, DailyValue } from '@stylebook/contracts';
import { useId } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '../../../../lib/money';
import {
  bucketLabels,
  bucketValues,
  bucketsOf,
  earningCurrencies,
  earningsIn,
  granularityFor,
  type Bucket,
  type Granularity,
  type Measure,
} from './buckets';
import { countFormat } from './totals';

/** The theme's colours (styles.css), for SVG attributes, which cannot read CSS variables everywhere. */
const COLORS = {
  ink: '#1c1917',
  muted: '#6b635b',
  line: '#ebe6df',
  sand: '#f2ede6',
  accent: '#b4532a',
  accentSoft: '#f7e7dd',
};

const GROUP_NOUN: Record<Granularity, string> = { day: 'day', week: 'week', month: 'month' };

interface Point {
  short: string;
  long: string;
  value: number;
}

interface ChartSpec {
  title: string;
  /** One sentence that says what the chart shows, for everyone (and all a screen reader needs). */
  summary: string;
  series: DailyValue[];
  measure: Measure;
  /** A value as people read it (money in major units, counts with separators). */
  format: (value: number) => string;
  /** Axis ticks: short forms. */
  tick: (value: number) => string;
}

const compactCount = new Intl.NumberFormat(undefined, { notation: 'compact' });

function moneyFormats(currency: Currency) {
  const compact = new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency,
    notation: 'compact',
  });
  return {
    format: (minor: number) => formatMoney({ amount: minor, currency }),
    tick: (minor: number) => compact.format(fromMinorUnits(minor, currency)),
  };
}

/** Every chart of the dashboard, grouped by day, week or month for the range. */
export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const { series, totals } = dashboard;
  const granularity = granularityFor(dashboard);
  const buckets = bucketsOf(eachDay(dashboard.from, dashboard.to), granularity);
  const count = { format: (n: number) => countFormat.format(n), tick: (n: number) => compactCount.format(n) };
  const currencies = earningCurrencies(series.earnings);

  const charts: ChartSpec[] = [
    {
      title: 'Subscribers',
      summary: `${countFormat.format(totals.subscribers)} at the end of the range, ${countFormat.format(totals.newSubscribers)} of them new.`,
      series: series.subscribers,
      measure: 'level',
      ...count,
    },
    {
      title: 'Paid subscribers',
      summary: `${countFormat.format(totals.paidSubscribers)} paying on the last day of the range.`,
      series: series.paidSubscribers,
      measure: 'level',
      ...count,
    },
    ...currencies.map((currency): ChartSpec => {
      const earned = totals.earnings.find((money) => money.currency === currency)?.amount ?? 0;
      return {
        title: `Earnings (${currency})`,
        summary: `${formatMoney({ amount: earned, currency })} earned in this range, after the platform fee.`,
        series: earningsIn(series.earnings, currency),
        measure: 'count',
        ...moneyFormats(currency),
      };
    }),
    {
      title: 'Likes',
      summary: `${countFormat.format(totals.likes)} likes of your products and looks.`,
      series: series.likes,
      measure: 'count',
      ...count,
    },
    {
      title: 'Saves',
      summary: `${countFormat.format(totals.saves)} saves of your collections.`,
      series: series.saves,
      measure: 'count',
      ...count,
    },
    {
      title: 'Purchase-link clicks',
      summary: `${countFormat.format(totals.clicks)} clicks on your products' shop links.`,
      series: series.clicks,
      measure: 'count',
      ...count,
    },
  ];

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {currencies.length === 0 && (
        <p className="rounded-2xl border border-line bg-surface px-4 py-3.5 text-[15px] text-ink-muted md:col-span-2">
          No earnings in this range. Earnings come from paid subscriptions, after the 10% platform fee.
        </p>
      )}
      {charts.map((chart) => (
        <ChartCard key={chart.title} chart={chart} buckets={buckets} granularity={granularity} />
      ))}
    </div>
  );
}

function ChartCard({
  chart,
  buckets,
  granularity,
}: {
  chart: ChartSpec;
  buckets: Bucket[];
  granularity: Granularity;
}) {
  const id = useId();
  const values = bucketValues(chart.series, buckets, chart.measure);
  const points: Point[] = buckets.map((bucket, i) => ({
    ...bucketLabels(bucket, granularity),
    value: values[i]!,
  }));
  const noun = GROUP_NOUN[granularity];

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-2xl border border-line bg-surface px-4 pt-4 pb-3"
    >
      <h3 id={`${id}-title`} className="text-[15px] font-semibold text-ink">
        {chart.title}
      </h3>
      <p className="mt-0.5 text-[13px] leading-5 text-ink-muted">{chart.summary}</p>
      {/* The drawing is for the eye; the table below says the same to everyone. */}
      <div aria-hidden className="mt-3 h-44 md:h-52">
        <Chart chart={chart} points={points} />
      </div>
      <details className="group mt-2">
        <summary className="cursor-pointer rounded-lg py-1.5 text-[13px] font-semibold text-ink underline-offset-4 hover:underline">
          {chart.title} by {noun}, as a table
        </summary>
        <table className="mt-2 w-full text-left text-[13px]">
          <caption className="sr-only">
            {chart.title} by {noun}
          </caption>
          <thead>
            <tr className="border-b border-line text-ink-muted">
              <th scope="col" className="py-1.5 font-medium">
                {noun === 'day' ? 'Day' : noun === 'week' ? 'Week' : 'Month'}
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                {chart.title}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.long} className="border-b border-line/70 last:border-0">
                <th scope="row" className="py-1.5 font-normal text-ink">
                  {point.long}
                </th>
                <td className="py-1.5 text-right text-ink tabular-nums">{chart.format(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** Levels (how many at a time) as an area, counts (how many happened) as bars. */
function Chart({ chart, points }: { chart: ChartSpec; points: Point[] }) {
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke={COLORS.line} />
      <XAxis
        dataKey="short"
        tickLine={false}
        axisLine={{ stroke: COLORS.line }}
        interval="preserveStartEnd"
        minTickGap={18}
        tick={{ fontSize: 12, fill: COLORS.muted }}
      />
      <YAxis
        width={44}
        allowDecimals={false}
        tickLine={false}
        axisLine={false}
        tickCount={4}
        tick={{ fontSize: 12, fill: COLORS.muted }}
        tickFormatter={chart.tick}
      />
      <Tooltip
        cursor={chart.measure === 'count' ? { fill: COLORS.sand } : { stroke: COLORS.line }}
        labelFormatter={(_, payload) => (payload[0]?.payload as Point | undefined)?.long ?? ''}
        formatter={(value) => [chart.format(Number(value)), chart.title]}
        contentStyle={{ borderRadius: 12, borderColor: COLORS.line, fontSize: 13 }}
        labelStyle={{ color: COLORS.ink, fontWeight: 600 }}
        itemStyle={{ color: COLORS.ink }}
      />
    </>
  );
  const margin = { top: 6, right: 8, bottom: 0, left: 0 };
  return (
    <ResponsiveContainer width="100%" height="100%">
      {chart.measure === 'level' ? (
        <AreaChart data={points} margin={margin} accessibilityLayer={false}>
          {axes}
          <Area
            type="linear"
            dataKey="value"
            stroke={COLORS.ink}
            strokeWidth={2}
            fill={COLORS.accentSoft}
            isAnimationActive={false}
          />
        </AreaChart>
      ) : (
        <BarChart data={points} margin={margin} accessibilityLayer={false}>
          {axes}
          <Bar dataKey="value" fill={COLORS.accent} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
