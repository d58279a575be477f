import { DEFAULT_CURRENCY, MAX_TOP_UP } from '@stylebook/contracts';
import type { Currency, PaymentProviderName } from '@stylebook/contracts';
import { useState } from 'react';
import { DemoPaymentsNote } from '../../../components/money/demo-payments-note';
import { TopUpSheet } from '../../../components/money/top-up-sheet';
import type { TopUpIntent } from '../../../components/money/top-up-sheet';
import { CurrencyPicker } from '../../../components/product/currency-picker';
import { buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { formatMoney, parseAmount } from '../../../lib/money';
import { newIdempotencyKey } from '../../../queries/wallet';

/** Amount and currency of a top-up; submitting asks for a confirmation, which makes the request's key. */
export function TopUpForm({ provider }: { provider: PaymentProviderName }) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [currency, setCurrency] = useState<Currency>(DEFAULT_CURRENCY);
  const [touched, setTouched] = useState(false);
  const [intent, setIntent] = useState<TopUpIntent | null>(null);
  const parsed = parseAmount(text, currency);
  const error = !parsed.ok
    ? parsed.message
    : parsed.minor > MAX_TOP_UP[currency]
      ? `One top-up may add at most ${formatMoney({ amount: MAX_TOP_UP[currency], currency })}`
      : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!parsed.ok || error) return;
        setIntent({ money: { amount: parsed.minor, currency }, idempotencyKey: newIdempotencyKey() });
      }}
      className="flex flex-col gap-4"
    >
      {provider === 'demo' && (
        <div>
          <DemoPaymentsNote />
        </div>
      )}
      <div className="grid grid-cols-[1fr_9rem] items-start gap-3">
        <TextField
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="25.00"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={touched ? error : undefined}
        />
        <CurrencyPicker value={currency} onChange={setCurrency} nested={false} />
      </div>
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
          setText('');
          setTouched(false);
        }}
      />
    </form>
  );
}
