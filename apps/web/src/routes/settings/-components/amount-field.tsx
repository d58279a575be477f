import { MAX_TOP_UP, type Currency } from '@stylebook/contracts';
import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { CurrencyPicker } from '../../../components/product/currency-picker';
import { TextField } from '../../../components/ui/field';
import { formatMoney, parseAmount } from '../../../lib/money';

interface AmountFieldOptions {
  /** What the field starts with, e.g. the saved price. */
  initialText?: string;
  /** A further limit on a well-formed amount: its message, or undefined when the amount may go ahead. */
  limit?: (minor: number) => string | undefined;
}

/**
 * The server's cap on a top-up and on a monthly price (one top-up's worth), as a `limit`: `what` names the
 * amount in the message, e.g. 'One top-up may add'.
 */
export const atMostOneTopUp =
  (currency: Currency, what: string) =>
  (minor: number): string | undefined =>
    minor > MAX_TOP_UP[currency]
      ? `${what} at most ${formatMoney({ amount: MAX_TOP_UP[currency], currency })}`
      : undefined;

/**
 * An amount typed as text and read as minor units of `currency` (top-up, payout, subscription price). Its
 * error shows once the form was submitted; `handleSubmit` calls back only with a valid amount.
 */
export function useAmountField(currency: Currency, { initialText = '', limit }: AmountFieldOptions = {}) {
  const [text, setText] = useState(initialText);
  const [submitted, setSubmitted] = useState(false);
  const parsed = parseAmount(text, currency);
  const error = parsed.ok ? limit?.(parsed.minor) : parsed.message;

  return {
    /** Spread into a TextField. */
    input: {
      inputMode: 'decimal' as const,
      autoComplete: 'off',
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value),
      error: submitted ? error : undefined,
    },
    handleSubmit: (onValid: (minor: number) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (parsed.ok && error === undefined) onValid(parsed.minor);
    },
    reset: () => {
      setText(initialText);
      setSubmitted(false);
    },
  };
}

type AmountField = ReturnType<typeof useAmountField>;

/** The amount beside the currency it is in, for forms where the person chooses both. */
export function AmountWithCurrency({
  label,
  placeholder,
  amount,
  currency,
  onCurrencyChange,
}: {
  label: string;
  placeholder: string;
  amount: AmountField;
  currency: Currency;
  onCurrencyChange: (currency: Currency) => void;
}) {
  return (
    <div className="grid grid-cols-[1fr_9rem] items-start gap-3">
      <TextField label={label} placeholder={placeholder} {...amount.input} />
      <CurrencyPicker value={currency} onChange={onCurrencyChange} nested={false} />
    </div>
  );
}
