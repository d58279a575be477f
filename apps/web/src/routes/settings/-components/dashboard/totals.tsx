import type { DashboardTotals } from '@stylebook/contracts';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../../lib/money';

export const countFormat = new Intl.NumberFormat();

/** The range's figures at a glance: audiences at its end, what happened during it. */
export function Totals({ totals }: { totals: DashboardTotals }) {
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
      <Stat
        label="Subscribers"
        value={countFormat.format(totals.subscribers)}
        note={`${countFormat.format(totals.newSubscribers)} new in this range`}
      />
      <Stat
        label="Paid subscribers"
        value={countFormat.format(totals.paidSubscribers)}
        note="paying on the last day"
      />
      <Stat
        label="Earnings"
        value={
          totals.earnings.length === 0 ? (
            'None'
          ) : (
            <span className={totals.earnings.length > 1 ? 'flex flex-col text-xl md:text-2xl' : undefined}>
              {totals.earnings.map((money) => (
                <span key={money.currency}>{formatMoney(money)}</span>
              ))}
            </span>
          )
        }
        note="after the 10% platform fee"
      />
      <Stat label="Likes" value={countFormat.format(totals.likes)} note="of your products and looks" />
      <Stat label="Saves" value={countFormat.format(totals.saves)} note="of your collections" />
      <Stat
        label="Purchase-link clicks"
        value={countFormat.format(totals.clicks)}
        note="on your products' shop links"
      />
    </dl>
  );
}

function Stat({ label, value, note }: { label: string; value: ReactNode; note: string }) {
  return (
    <div className="flex min-w-0 flex-col rounded-2xl border border-line bg-surface px-4 py-3.5">
      <dt className="text-[13px] font-medium text-ink-muted">{label}</dt>
      <dd className="order-first text-2xl font-semibold text-ink tabular-nums md:text-[28px]">{value}</dd>
      <dd className="mt-0.5 text-[12px] leading-4 text-ink-muted">{note}</dd>
    </div>
  );
}
