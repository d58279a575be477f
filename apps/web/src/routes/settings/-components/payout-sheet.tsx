import type { Money } from '@stylebook/contracts';
import { useCurrentUser } from '../../../auth/auth-provider';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Sheet } from '../../../components/ui/sheet';
import { useToast } from '../../../components/ui/toast';
import { formErrorMessage } from '../../../lib/form-error';
import { amountText, formatMoney } from '../../../lib/money';
import { usePayout } from '../../../queries/wallet';
import { useAmountField } from './amount-field';

/** A payout the stylist asked for from one balance; the key is kept for retries of the same request. */
export interface PayoutIntent {
  balance: Money;
  idempotencyKey: string;
}

/** Confirms a payout: the amount moves to pending payout at once and is paid outside the app. */
export function PayoutSheet({ intent, onClose }: { intent: PayoutIntent | null; onClose: () => void }) {
  return (
    <Sheet open={intent !== null} onOpenChange={(open) => !open && onClose()} title="Request payout">
      {intent && <PayoutForm key={intent.idempotencyKey} intent={intent} onClose={onClose} />}
    </Sheet>
  );
}

function PayoutForm({ intent, onClose }: { intent: PayoutIntent; onClose: () => void }) {
  const { balance, idempotencyKey } = intent;
  const auth = useCurrentUser();
  const toast = useToast();
  const payout = usePayout(auth.user?.id ?? '');
  const amount = useAmountField(balance.currency, {
    // Each request starts at the whole balance of its currency.
    initialText: amountText(balance.amount, balance.currency),
    limit: (minor) => (minor > balance.amount ? `You have ${formatMoney(balance)} available` : undefined),
  });

  return (
    <form
      noValidate
      onSubmit={amount.handleSubmit((minor) =>
        payout.mutate(
          { body: { amount: minor, currency: balance.currency }, idempotencyKey },
          {
            onSuccess: () => {
              toast.show(`Payout of ${formatMoney({ ...balance, amount: minor })} requested`, {
                type: 'success',
              });
              onClose();
            },
          },
        ),
      )}
      className="mx-auto flex max-w-sm flex-col gap-4"
    >
      <p className="text-[15px] leading-6 text-ink-muted">
        The amount leaves your available balance now and waits as a pending payout. Payouts are sent outside
        the app.
      </p>
      <TextField
        label={`Amount (${balance.currency})`}
        hint={`${formatMoney(balance)} available`}
        {...amount.input}
      />
      {payout.isError && <Alert tone="error">{formErrorMessage(payout.error)}</Alert>}
      <button type="submit" disabled={payout.isPending} className={buttonClasses({ size: 'lg' })}>
        {payout.isPending ? 'Requesting...' : 'Confirm payout'}
      </button>
      <button type="button" onClick={onClose} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
        Cancel
      </button>
    </form>
  );
}
