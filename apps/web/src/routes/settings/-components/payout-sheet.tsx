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

/**
 * A payout the stylist asked for in one currency, of at most `payable` (the money they earned and have not
 * paid out); the key is kept for retries of the same request.
 */
export interface PayoutIntent {
  payable: Money;
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
  const { payable, idempotencyKey } = intent;
  const auth = useCurrentUser();
  const toast = useToast();
  const payout = usePayout(auth.user?.id ?? '');
  const amount = useAmountField(payable.currency, {
    // Each request starts at all that may be paid out in its currency.
    initialText: amountText(payable.amount, payable.currency),
    limit: (minor) => (minor > payable.amount ? `You can pay out up to ${formatMoney(payable)}` : undefined),
  });

  return (
    <form
      noValidate
      onSubmit={amount.handleSubmit((minor) =>
        payout.mutate(
          { body: { amount: minor, currency: payable.currency }, idempotencyKey },
          {
            onSuccess: () => {
              toast.show(`Payout of ${formatMoney({ ...payable, amount: minor })} requested`, {
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
        Only money you earned can be paid out, not top-ups. The amount leaves your available balance now and
        waits as a pending payout. Payouts are sent outside the app.
      </p>
      <TextField
        label={`Amount (${payable.currency})`}
        hint={`${formatMoney(payable)} earned to pay out`}
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
