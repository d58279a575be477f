import { CURRENCIES } from '@stylebook/contracts';
import type { Currency } from '@stylebook/contracts';
import { clsx } from 'clsx';
import { Check, ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Sheet } from '../ui/sheet';

interface CurrencyPickerProps {
  value: Currency | undefined;
  onChange: (currency: Currency) => void;
  error?: string;
  /** Shown under the picker when there is no error. */
  hint?: ReactNode;
  /** Opened over another sheet (the product form); a screen's own picker is not nested. */
  nested?: boolean;
}

function currencyLabel(code: Currency): string {
  const currency = CURRENCIES.find((candidate) => candidate.code === code);
  return currency ? `${currency.code} ${currency.symbol}` : code;
}

/**
 * The currency picker (docs/product.md §9): the supported currencies with their symbols, in a sheet over the
 * form.
 */
export function CurrencyPicker({ value, onChange, error, hint, nested = true }: CurrencyPickerProps) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const messageId = useId();

  return (
    <div className="flex flex-col gap-1.5 text-left">
      <span id={labelId} className="text-sm font-medium text-ink">
        Currency
      </span>
      <button
        type="button"
        // Named by its label and the value it shows ('Currency EUR €'), so the name holds the visible text.
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={error || hint ? messageId : undefined}
        aria-invalid={error ? true : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="flex h-12 w-full items-center justify-between rounded-xl border border-line bg-surface px-4 text-[16px] text-ink focus:border-ink focus:outline-none aria-invalid:border-red-600"
      >
        <span id={valueId} className={clsx(!value && 'text-ink-subtle')}>
          {value ? currencyLabel(value) : 'Select'}
        </span>
        <ChevronDown aria-hidden className="size-4 text-ink-muted" />
      </button>
      {error ? (
        <p id={messageId} className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={messageId} className="text-sm text-ink-muted">
            {hint}
          </p>
        )
      )}
      <Sheet open={open} onOpenChange={setOpen} title="Currency" nested={nested}>
        <div role="listbox" aria-label="Currency" className="flex flex-col pb-2">
          {CURRENCIES.map((currency) => (
            <button
              key={currency.code}
              type="button"
              role="option"
              aria-selected={currency.code === value}
              onClick={() => {
                onChange(currency.code);
                setOpen(false);
              }}
              className="flex h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-[15px] text-ink transition hover:bg-sand"
            >
              <span className="w-10 font-semibold text-ink-muted">{currency.symbol}</span>
              <span className="flex-1">{currency.code}</span>
              {currency.code === value && <Check aria-hidden className="size-4" strokeWidth={2.5} />}
            </button>
          ))}
        </div>
      </Sheet>
    </div>
  );
}
