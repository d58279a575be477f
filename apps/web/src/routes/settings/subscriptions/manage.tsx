import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import type { PaidSubscriptionItem, PaidSubscriptionStatus, PendingPrice } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useCurrentUser } from '../../../auth/auth-provider';
import { requireSignedIn } from '../../../auth/require-signed-in';
import { periodEndFormat, periodLabel } from '../../../components/paid-subscription/paid-subscription-state';
import { Screen } from '../../../components/screen';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Sheet } from '../../../components/ui/sheet';
import { useToast } from '../../../components/ui/toast';
import { formErrorMessage } from '../../../lib/form-error';
import { formatMoney } from '../../../lib/money';
import {
  paidSubscriptionsQueryOptions,
  useAcceptSubscriptionPrice,
  useCancelPaidSubscription,
} from '../../../queries/wallet';
import { LoadFailed } from '../-components/load-failed';

export const Route = createFileRoute('/settings/subscriptions/manage')({
  beforeLoad: requireSignedIn,
  component: ManageSubscriptionsScreen,
});

const STATUS_BADGES: Record<PaidSubscriptionStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-emerald-50 text-emerald-800' },
  cancelled: { label: 'Cancelled', className: 'bg-sand text-ink' },
  past_due: { label: 'Past due', className: 'bg-red-50 text-red-800' },
};

function ManageSubscriptionsScreen() {
  const [cancelling, setCancelling] = useState<PaidSubscriptionItem | null>(null);

  return (
    <Screen
      title="Manage subscriptions"
      description="Your paid subscriptions: renewal dates, price changes and cancellation."
      backFallback="/settings"
    >
      <div className="max-w-xl">
        <PaidSubscriptions onCancel={setCancelling} />
      </div>
      <CancelSheet subscription={cancelling} onClose={() => setCancelling(null)} />
    </Screen>
  );
}

function PaidSubscriptions({ onCancel }: { onCancel: (subscription: PaidSubscriptionItem) => void }) {
  const auth = useCurrentUser();
  const viewerId = auth.user?.id ?? '';
  const list = useQuery({ ...paidSubscriptionsQueryOptions(viewerId), enabled: viewerId !== '' });

  if (list.status === 'pending') return <p className="text-sm text-ink-subtle">Loading subscriptions…</p>;
  if (list.status === 'error') {
    return (
      <LoadFailed
        title="We couldn't load your subscriptions"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.items.length === 0) {
    return (
      <EmptyState
        icon={<Sparkles aria-hidden className="size-6" />}
        title="No paid subscriptions"
        description="Subscribe to a stylist with a price to see their paid-only collections."
      />
    );
  }
  return (
    <ul
      aria-label="Paid subscriptions"
      className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
    >
      {list.data.items.map((subscription) => (
        <SubscriptionRow key={subscription.stylist.id} subscription={subscription} onCancel={onCancel} />
      ))}
    </ul>
  );
}

function SubscriptionRow({
  subscription,
  onCancel,
}: {
  subscription: PaidSubscriptionItem;
  onCancel: (subscription: PaidSubscriptionItem) => void;
}) {
  const { stylist, status } = subscription;
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-4">
      <Link to="/profiles/$id" params={{ id: stylist.id }} className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar url={stylist.avatarUrl} size={44} />
        <span className="flex min-w-0 flex-col">
          <span className="truncate text-[15px] font-semibold text-ink">@{stylist.username}</span>
          <span className="text-[13px] text-ink-muted">
            {formatMoney(subscription)}/month · {periodLabel(subscription)}
          </span>
        </span>
      </Link>
      <span
        className={clsx('rounded-full px-2.5 py-1 text-xs font-semibold', STATUS_BADGES[status].className)}
      >
        {STATUS_BADGES[status].label}
      </span>
      {status !== 'cancelled' && (
        <button
          type="button"
          onClick={() => onCancel(subscription)}
          className={buttonClasses({ variant: 'outline' })}
          aria-label={`Cancel subscription to @${stylist.username}`}
        >
          Cancel
        </button>
      )}
      {subscription.pendingPrice && (
        <PendingPriceNotice subscription={subscription} pendingPrice={subscription.pendingPrice} />
      )}
    </li>
  );
}

/** A price the stylist raised (or moved to another currency): the subscription renews only if accepted. */
function PendingPriceNotice({
  subscription,
  pendingPrice,
}: {
  subscription: PaidSubscriptionItem;
  pendingPrice: PendingPrice;
}) {
  const auth = useCurrentUser();
  const toast = useToast();
  const accept = useAcceptSubscriptionPrice(auth.user?.id ?? '');
  const { stylist } = subscription;
  const startsAt = periodEndFormat.format(new Date(pendingPrice.startsAt));

  return (
    <div className="flex w-full flex-col gap-3">
      <Alert tone="info">
        New price: <span className="font-semibold">{formatMoney(pendingPrice)}/month</span> from {startsAt}.
        Accept it to keep your subscription; otherwise it ends that day.
      </Alert>
      {accept.isError && <Alert tone="error">{formErrorMessage(accept.error)}</Alert>}
      <button
        type="button"
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(
            {
              stylistId: stylist.id,
              offered: { amount: pendingPrice.amount, currency: pendingPrice.currency },
            },
            {
              onSuccess: () => toast.show(`New price accepted for @${stylist.username}`, { type: 'success' }),
            },
          )
        }
        className={buttonClasses({ className: 'self-start' })}
        aria-label={`Accept new price for @${stylist.username}`}
      >
        {accept.isPending ? 'Accepting...' : 'Accept new price'}
      </button>
    </div>
  );
}

function CancelSheet({
  subscription,
  onClose,
}: {
  subscription: PaidSubscriptionItem | null;
  onClose: () => void;
}) {
  const auth = useCurrentUser();
  const toast = useToast();
  const cancel = useCancelPaidSubscription(auth.user?.id ?? '');

  function close() {
    cancel.reset();
    onClose();
  }

  return (
    <Sheet open={subscription !== null} onOpenChange={(open) => !open && close()} title="Cancel subscription">
      {subscription && (
        <div className="mx-auto flex max-w-sm flex-col gap-4">
          <p className="text-[15px] leading-6 text-ink-muted">
            You won&apos;t be charged again. You keep the paid-only collections of @
            {subscription.stylist.username} until{' '}
            <span className="font-semibold text-ink">
              {periodEndFormat.format(new Date(subscription.currentPeriodEnd))}
            </span>
            .
          </p>
          {cancel.isError && <Alert tone="error">{formErrorMessage(cancel.error)}</Alert>}
          <button
            type="button"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(subscription.stylist.id, {
                onSuccess: () => {
                  toast.show(`Subscription to @${subscription.stylist.username} cancelled`, {
                    type: 'success',
                  });
                  close();
                },
              })
            }
            className={buttonClasses({ variant: 'danger', size: 'lg' })}
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel subscription'}
          </button>
          <button type="button" onClick={close} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            Keep subscription
          </button>
        </div>
      )}
    </Sheet>
  );
}
