import type { Money } from '@stylebook/contracts';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';
import { newIdempotencyKey } from '../../../queries/wallet';
import { PayoutSheet } from './payout-sheet';
import type { PayoutIntent } from './payout-sheet';

/**
 * The available balance in each currency the person holds; stylists may pay out what they earned of it
 * (`payable`), never what they topped up.
 */
export function WalletBalances({
  balances,
  payable,
  canPayOut,
}: {
  balances: Money[];
  payable: Money[];
  canPayOut: boolean;
}) {
  const [payout, setPayout] = useState<PayoutIntent | null>(null);
  if (balances.length === 0) {
    return (
      <p className="rounded-2xl border border-line bg-surface px-4 py-5 text-[15px] text-ink-muted">
        Your wallet is empty. Top up to take paid subscriptions.
      </p>
    );
  }
  return (
    <>
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        {balances.map((balance) => {
          const earned = payable.find((money) => money.currency === balance.currency) ?? {
            ...balance,
            amount: 0,
          };
          return (
            <li key={balance.currency} className="flex items-center gap-4 px-4 py-3.5">
              <span className="flex min-w-0 flex-1 flex-col">
                <span
                  data-testid={`balance-${balance.currency}`}
                  className="text-xl font-semibold text-ink tabular-nums"
                >
                  {formatMoney(balance)}
                </span>
                <span className="text-[13px] text-ink-muted">
                  {balance.currency} available
                  {canPayOut && ` · ${formatMoney(earned)} earned to pay out`}
                </span>
              </span>
              {canPayOut && earned.amount > 0 && (
                <button
                  type="button"
                  onClick={() => setPayout({ payable: earned, idempotencyKey: newIdempotencyKey() })}
                  className={buttonClasses({ variant: 'outline' })}
                >
                  Request payout
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <PayoutSheet intent={payout} onClose={() => setPayout(null)} />
    </>
  );
}
