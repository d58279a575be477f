import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { WalletTransaction, WalletTransactionKind } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { ArrowDownLeft, ArrowUpRight, Receipt } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ShowMore } from '../../../components/ui/show-more';
import { formatMoney } from '../../../lib/money';
import { LoadFailed } from './load-failed';
import { walletTransactionsQueryOptions } from '../../../queries/wallet';

const KIND_LABELS: Record<WalletTransactionKind, string> = {
  top_up: 'Top-up',
  subscription: 'Subscription',
  earning: 'Earning',
  payout: 'Payout',
  refund: 'Refund',
};

/** What the counterparty was to the person: who they paid, or who paid them. */
const COUNTERPARTY_WORDS: Partial<Record<WalletTransactionKind, string>> = {
  subscription: 'to',
  earning: 'from',
  refund: 'from',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The wallet's movements, newest first, a page at a time. */
export function WalletHistory({ viewerId }: { viewerId: string }) {
  const history = useInfiniteQuery({
    ...walletTransactionsQueryOptions(viewerId),
    enabled: viewerId !== '',
  });
  if (history.status === 'pending') return <p className="text-sm text-ink-subtle">Loading history…</p>;
  if (history.status === 'error') {
    return (
      <LoadFailed
        title="We couldn't load your history"
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Receipt aria-hidden className="size-6" />}
        description="Top-ups, subscriptions and earnings will appear here."
      />
    );
  }
  return (
    <>
      <ul
        aria-label="Transactions"
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
      >
        {items.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} />
        ))}
      </ul>
      <ShowMore list={history} label="Show older" />
    </>
  );
}

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const incoming = transaction.amount > 0;
  const Icon = incoming ? ArrowDownLeft : ArrowUpRight;
  const { counterparty } = transaction;
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <span
        className={clsx(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          incoming ? 'bg-emerald-50 text-emerald-700' : 'bg-sand text-ink-muted',
        )}
      >
        <Icon aria-hidden className="size-4" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-[15px] font-medium text-ink">
          {KIND_LABELS[transaction.kind]}
          {counterparty && (
            <>
              {' '}
              <span className="font-normal text-ink-muted">
                {COUNTERPARTY_WORDS[transaction.kind] ?? 'with'}
              </span>{' '}
              <Link
                to="/profiles/$id"
                params={{ id: counterparty.id }}
                className="underline-offset-4 hover:underline"
              >
                @{counterparty.username}
              </Link>
            </>
          )}
        </span>
        <span className="text-[13px] text-ink-muted">
          {dateFormat.format(new Date(transaction.createdAt))}
        </span>
      </span>
      <span
        className={clsx(
          'shrink-0 text-[15px] font-semibold tabular-nums',
          incoming ? 'text-emerald-700' : 'text-ink',
        )}
      >
        {formatMoney(transaction, { signed: true })}
      </span>
    </li>
  );
}
