import type { Money, PaymentProviderName } from '@stylebook/contracts';
import { useCurrentUser } from '../../auth/auth-provider';
import { formErrorMessage } from '../../lib/form-error';
import { formatMoney } from '../../lib/money';
import { useTopUp } from '../../queries/wallet';
import { Alert } from '../ui/alert';
import { buttonClasses } from '../ui/button';
import { Sheet } from '../ui/sheet';
import { DemoPaymentsNote } from './demo-payments-note';

/** One top-up the person means to make; its key is made when they ask for it and kept for retries. */
export interface TopUpIntent {
  money: Money;
  idempotencyKey: string;
}

interface TopUpSheetProps {
  intent: TopUpIntent | null;
  provider: PaymentProviderName;
  onClose: () => void;
  /** The demo provider credited the wallet. */
  onSucceeded: () => void;
}

/** Confirms a top-up: the demo provider credits at once, Stripe continues on its Checkout page. */
export function TopUpSheet({ intent, provider, onClose, onSucceeded }: TopUpSheetProps) {
  const auth = useCurrentUser();
  const topUp = useTopUp(auth.user?.id ?? '');
  const amount = intent ? formatMoney(intent.money) : '';

  function close() {
    topUp.reset();
    onClose();
  }

  function confirm() {
    if (!intent) return;
    topUp.mutate(
      { body: intent.money, idempotencyKey: intent.idempotencyKey },
      {
        onSuccess: (result) => {
          if (result.status === 'pending') window.location.assign(result.checkoutUrl);
          else {
            topUp.reset();
            onSucceeded();
          }
        },
      },
    );
  }

  return (
    <Sheet open={intent !== null} onOpenChange={(open) => !open && close()} title="Top up">
      <div className="mx-auto flex max-w-sm flex-col gap-4">
        <p className="text-center text-[15px] leading-6 text-ink-muted">
          Add <span className="font-semibold text-ink">{amount}</span> to your wallet.
        </p>
        {provider === 'demo' ? (
          <div className="flex justify-center">
            <DemoPaymentsNote />
          </div>
        ) : (
          <p className="text-center text-sm text-ink-muted">You&apos;ll pay on Stripe&apos;s secure page.</p>
        )}
        {topUp.isError && <Alert tone="error">{formErrorMessage(topUp.error)}</Alert>}
        <button
          type="button"
          onClick={confirm}
          disabled={topUp.isPending || topUp.isSuccess}
          className={buttonClasses({ size: 'lg' })}
        >
          {topUp.isPending ? 'Topping up...' : `Top up ${amount}`}
        </button>
        <button type="button" onClick={close} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          Cancel
        </button>
      </div>
    </Sheet>
  );
}
