import { DEFAULT_CURRENCY } from '@stylebook/contracts';
import type { Currency, PaymentProviderName } from '@stylebook/contracts';
import { useState } from 'react';
import { DemoPaymentsNote } from '../../../components/money/demo-payments-note';
import { TopUpSheet } from '../../../components/money/top-up-sheet';
import type { TopUpIntent } from '../../../components/money/top-up-sheet';
import { buttonClasses } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { formatMoney } from '../../../lib/money';
import { newIdempotencyKey } from '../../../queries/wallet';
import { AmountWithCurrency, atMostOneTopUp, useAmountField } from './amount-field';

/** Amount and currency of a top-up; submitting asks for a confirmation, which makes the request's key. */
export function TopUpForm({ provider }: { provider: PaymentProviderName }) {
  const toast = useToast();
  const [currency, setCurrency] = useState<Currency>(DEFAULT_CURRENCY);
  const [intent, setIntent] = useState<TopUpIntent | null>(null);
  const amount = useAmountField(currency, { limit: atMostOneTopUp(currency, 'One top-up may add') });

  return (
    <form
      noValidate
      onSubmit={amount.handleSubmit((minor) =>
        setIntent({ money: { amount: minor, currency }, idempotencyKey: newIdempotencyKey() }),
      )}
      className="flex flex-col gap-4"
    >
      {provider === 'demo' && (
        <div>
          <DemoPaymentsNote />
        </div>
      )}
      <AmountWithCurrency
        label="Amount"
        placeholder="25.00"
        amount={amount}
        currency={currency}
        onCurrencyChange={setCurrency}
      />
      <button type="submit" className={buttonClasses({ size: 'lg', className: 'self-start' })}>
        Top up
      </button>
      <TopUpSheet
        intent={intent}
        provider={provider}
        onClose={() => setIntent(null)}
        onSucceeded={() => {
          if (intent) toast.show(`${formatMoney(intent.money)} added to your wallet`, { type: 'success' });
          setIntent(null);
          amount.reset();
        }}
      />
    </form>
  );
}
