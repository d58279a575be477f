import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@stylebook/contracts';
import type { Money, SubscriptionPrice } from '@stylebook/contracts';
import { useState } from 'react';
import { useCurrentUser } from '../../auth/auth-provider';
import { formErrorMessage } from '../../lib/form-error';
import { formatMoney } from '../../lib/money';
import { newIdempotencyKey, usePaidSubscribe, useTopUp, walletQueryOptions } from '../../queries/wallet';
import { DemoPaymentsNote } from '../money/demo-payments-note';
import { Alert } from '../ui/alert';
import { buttonClasses } from '../ui/button';
import { Sheet } from '../ui/sheet';

/** One decision to subscribe; its key is made when the sheet opens and reused by every retry. */
export interface PaidSubscribeIntent {
  stylist: { id: string; username: string };
  price: SubscriptionPrice;
  idempotencyKey: string;
}

export function PaidSubscribeSheet({
  intent,
  onClose,
}: {
  intent: PaidSubscribeIntent | null;
  onClose: () => void;
}) {
  return (
    <Sheet open={intent !== null} onOpenChange={(open) => !open && onClose()} title="Paid subscription">
      {intent && <PaidSubscribeConfirm key={intent.idempotencyKey} intent={intent} onClose={onClose} />}
    </Sheet>
  );
}

/** What a refused charge lacks, if it was refused for want of money. */
function shortfallOf(error: unknown): Money | null {
  return error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS' ? (error.shortfall ?? null) : null;
}

/**
 * Charges the wallet for the first month. Without enough money it says how much is missing and offers a
 * top-up of exactly that, after which the same subscription goes ahead.
 */
function PaidSubscribeConfirm({ intent, onClose }: { intent: PaidSubscribeIntent; onClose: () => void }) {
  const { stylist, price, idempotencyKey } = intent;
  const auth = useCurrentUser();
  const viewerId = auth.user?.id ?? '';
  const wallet = useQuery({ ...walletQueryOptions(viewerId), enabled: viewerId !== '' });
  const subscribe = usePaidSubscribe(viewerId);
  const topUp = useTopUp(viewerId);
  const [shortfall, setShortfall] = useState<{ money: Money; topUpKey: string } | null>(null);
  const monthly = formatMoney(price);
  const balance = wallet.data?.balances.find((money) => money.currency === price.currency);

  function charge() {
    subscribe.mutate(
      { stylist, idempotencyKey },
      {
        onSuccess: onClose,
        onError: (error) => {
          const missing = shortfallOf(error);
          // A new shortfall is a new top-up to ask for; the same one keeps its key for retries.
          if (missing)
            setShortfall((current) =>
              current &&
              current.money.amount === missing.amount &&
              current.money.currency === missing.currency
                ? current
                : { money: missing, topUpKey: newIdempotencyKey() },
            );
        },
      },
    );
  }

  function topUpAndCharge() {
    if (!shortfall) return;
    topUp.mutate(
      { body: shortfall.money, idempotencyKey: shortfall.topUpKey },
      {
        onSuccess: (result) => {
          if (result.status === 'pending') window.location.assign(result.checkoutUrl);
          else charge();
        },
      },
    );
  }

  const busy = subscribe.isPending || topUp.isPending;
  const otherError = subscribe.isError && !shortfallOf(subscribe.error) ? subscribe.error : null;

  return (
    <div className="mx-auto flex max-w-sm flex-col gap-4">
      <div className="text-center">
        <p className="text-[15px] text-ink-muted">Subscribe to @{stylist.username}</p>
        <p className="mt-1 font-display text-3xl font-semibold tracking-tight tabular-nums">
          {monthly}
          <span className="text-base font-normal text-ink-muted">/month</span>
        </p>
      </div>
      <p className="text-[15px] leading-6 text-ink-muted">
        Unlocks every paid-only collection of @{stylist.username} now. {monthly} is charged from your wallet
        today and every month until you cancel.
      </p>
      {balance !== undefined && !shortfall && (
        <p className="text-sm text-ink-muted">Wallet balance: {formatMoney(balance)}</p>
      )}
      {shortfall ? (
        <>
          <Alert tone="error">
            Your wallet is {formatMoney(shortfall.money)} short. Top up {formatMoney(shortfall.money)} to
            subscribe.
          </Alert>
          {wallet.data?.provider === 'demo' && (
            <div className="flex justify-center">
              <DemoPaymentsNote />
            </div>
          )}
          {topUp.isError && <Alert tone="error">{formErrorMessage(topUp.error)}</Alert>}
          {otherError !== null && <Alert tone="error">{formErrorMessage(otherError)}</Alert>}
          <button
            type="button"
            onClick={topUpAndCharge}
            disabled={busy || wallet.status !== 'success'}
            className={buttonClasses({ size: 'lg' })}
          >
            {busy ? 'Working...' : `Top up ${formatMoney(shortfall.money)} and subscribe`}
          </button>
        </>
      ) : (
        <>
          {otherError !== null && <Alert tone="error">{formErrorMessage(otherError)}</Alert>}
          <button type="button" onClick={charge} disabled={busy} className={buttonClasses({ size: 'lg' })}>
            {subscribe.isPending ? 'Subscribing...' : `Pay ${monthly} and subscribe`}
          </button>
        </>
      )}
      <button type="button" onClick={onClose} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
        Cancel
      </button>
    </div>
  );
}
